import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import { faPhone } from '@fortawesome/free-solid-svg-icons/faPhone';
import { CONTACT_SENT_FLAG, type ContactProduct, enquiryProductId } from '@grain/contract/contact-rules';
import { mapEmbedUrl } from '@grain/contract/map-embed';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { useLocation } from 'react-router';
import { contactSectionQueries } from '../../api/content-queries.ts';
import { productQueries } from '../../api/product-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useInView } from '../../ui/use-in-view.ts';
import { DEFAULT_CONTACT_DETAILS, telHref } from '../layout/contact-details.ts';
import { PageBanner } from '../layout/page-banner.tsx';
import section from '../shared/section.module.css';
import { SectionHeading } from '../shared/section-heading.tsx';
import { ContactFormRefusalContext } from './contact-form-refusal.ts';
import { ContactFormSection } from './contact-form-section.tsx';
import styles from './contact-page.module.css';

/** The contact section the site shows (spec public §7: id 1). */
const SECTION_ID = 1;

/** /contact (spec public §2): contact details, the form and the workshop map. */
export function Component() {
  const contact = useQuery({ ...contactSectionQueries.detail(SECTION_ID) });
  const details = {
    phone: contact.data?.phone?.trim() || DEFAULT_CONTACT_DETAILS.phone,
    email: contact.data?.email?.trim() || DEFAULT_CONTACT_DETAILS.email,
    location: contact.data?.location?.trim() || DEFAULT_CONTACT_DETAILS.location,
  };
  const mapUrl = mapEmbedUrl(contact.data?.map_embed);
  const location = useLocation();
  // A refused post renders the page the visitor landed on, not a later visit within the app.
  const refusal = use(ContactFormRefusalContext);
  const landed = location.key === 'default';
  const product = useEnquiryProduct(location.search, landed ? refusal?.product : undefined);

  return (
    <>
      <PageBanner title="Contact Us" trail={[{ label: 'Contact' }]} />
      <section className={section.section} aria-labelledby="contact-details-heading">
        <div className={section.container}>
          <SectionHeading
            eyebrow="Get In Touch"
            title="Visit, Call or Write to Our Workshop"
            id="contact-details-heading"
            lead="We’re happy to talk through ideas, measurements and timings — no obligation."
          />
          {contact.isPending ? (
            <Spinner label="Loading contact info..." showLabel />
          ) : (
            <>
              {contact.isError && (
                <p className={styles.infoError} role="alert">
                  Error loading contact info
                </p>
              )}
              <ul className={styles.cards}>
                <li className={styles.card}>
                  <span className={styles.icon} aria-hidden="true">
                    <Icon icon={faPhone} />
                  </span>
                  <div>
                    <h3 className={styles.cardTitle}>Phone</h3>
                    <a href={telHref(details.phone)}>{details.phone}</a>
                  </div>
                </li>
                <li className={styles.card}>
                  <span className={styles.icon} aria-hidden="true">
                    <Icon icon={faEnvelope} />
                  </span>
                  <div>
                    <h3 className={styles.cardTitle}>Email</h3>
                    <a href={`mailto:${details.email}`}>{details.email}</a>
                  </div>
                </li>
                <li className={styles.card}>
                  <span className={styles.icon} aria-hidden="true">
                    <Icon icon={faLocationDot} />
                  </span>
                  <div>
                    <h3 className={styles.cardTitle}>Location</h3>
                    <address>{details.location}</address>
                  </div>
                </li>
              </ul>
            </>
          )}
        </div>
      </section>
      <ContactFormSection
        refusal={landed ? refusal : null}
        sent={new URLSearchParams(location.search).has(CONTACT_SENT_FLAG)}
        product={product}
      />
      {mapUrl && <WorkshopMap url={mapUrl} location={details.location} />}
    </>
  );
}

/**
 * The product a product enquiry is about: the one a refused post named (the page answering it
 * sits at /contact), else the one of the address (`?product=12`) while the catalogue shows it.
 */
function useEnquiryProduct(search: string, refused: ContactProduct | null | undefined): ContactProduct | null {
  const id = refused === undefined ? enquiryProductId(new URLSearchParams(search)) : null;
  const { data } = useQuery({ ...productQueries.detail(id ?? 0), enabled: id !== null });
  if (refused !== undefined) return refused;
  return id !== null && data ? { id: data.id, name: data.name } : null;
}

/**
 * The map service's page, added when the visitor scrolls near it: the browser's own lazy loading
 * starts a frame some 1,250 px below the screen, so on the short contact page it began at once,
 * another site's page (and its megabyte of script) beside this one's first paint.
 */
function WorkshopMap({ url, location }: { url: string; location: string }) {
  const [box, near] = useInView<HTMLElement>({ rootMargin: '200px 0px' });
  return (
    <section ref={box} className={styles.map} aria-label="Workshop location">
      {/* Seen until the map paints (and if the map service cannot be reached). */}
      <p className={styles.mapPlaceholder} aria-hidden="true">
        <Icon icon={faLocationDot} />
        {location}
      </p>
      {near && (
        <iframe
          title="Map showing our workshop location"
          src={url}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      )}
    </section>
  );
}
