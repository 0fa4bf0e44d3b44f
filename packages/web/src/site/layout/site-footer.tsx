import { faClock as faClockRegular } from '@fortawesome/free-regular-svg-icons/faClock';
import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import { faPhone } from '@fortawesome/free-solid-svg-icons/faPhone';
import { paths } from '@grain/contract/site-paths';
import { Link } from 'react-router';
import { useSiteSettings } from '../../head/site-settings.tsx';
import { Icon } from '../../ui/icon.tsx';
import { type ContactDetails, OPENING_HOURS, telHref } from './contact-details.ts';
import { Logo } from './logo.tsx';
import styles from './site-footer.module.css';
import { SocialLinks } from './social-links.tsx';

/** The copyright line (spec public §2: 2025), in the site's name. */
export const copyrightOf = (siteName: string) => `© 2025 ${siteName}. All rights reserved.`;

const quickLinks = [
  { label: 'About Us', to: paths.about },
  { label: 'Our Services', to: paths.services },
  { label: 'Mission & Vision', to: paths.mission },
  { label: 'Our Team', to: paths.team },
  { label: 'Pricing', to: paths.pricing },
  { label: 'FAQs', to: paths.faq },
];

const exploreLinks = [
  { label: 'Projects', to: paths.projects },
  { label: 'All Products', to: paths.products },
  { label: 'Customized Products', to: paths.customizedProducts },
  { label: 'Blog', to: paths.blog },
  { label: 'Contact Us', to: paths.contact },
];

const homeLayouts = [
  { label: 'Home 1', to: paths.home },
  { label: 'Home 2', to: paths.home2 },
  { label: 'Home 3', to: paths.home3 },
];

function SocialList({ className }: { className?: string }) {
  return <SocialLinks className={`${styles.social} ${className ?? ''}`} label="Social media" />;
}

function LinkList({ links }: { links: { label: string; to: string }[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The footer of every page except /home-2: about, link columns, contact details, copyright. */
export function SiteFooter({ contact }: { contact: ContactDetails }) {
  const { settings } = useSiteSettings();
  return (
    <footer className={styles.footer}>
      <div className={styles.container}>
        <div className={styles.grid}>
          <section className={styles.about} aria-label={`About ${settings.site_name}`}>
            <Logo tone="light" />
            {settings.footer_text ? <p>{settings.footer_text}</p> : null}
            <SocialList />
          </section>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={styles.heading}>
              Quick Links
            </h2>
            <LinkList links={quickLinks} />
          </nav>
          <nav aria-labelledby="footer-explore">
            <h2 id="footer-explore" className={styles.heading}>
              Explore
            </h2>
            <LinkList links={exploreLinks} />
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              Get In Touch
            </h2>
            <ul className={styles.contact}>
              <li>
                <Icon icon={faLocationDot} />
                <span>{contact.location}</span>
              </li>
              <li>
                <Icon icon={faPhone} />
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </li>
              <li>
                <Icon icon={faEnvelope} />
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
              <li>
                <Icon icon={faClockRegular} />
                <span>{OPENING_HOURS}</span>
              </li>
            </ul>
          </section>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`${styles.container} ${styles.bottomInner}`}>
          <p className={styles.copyright}>{copyrightOf(settings.site_name)}</p>
          <nav aria-label="Home layouts">
            <ul className={styles.inline}>
              {homeLayouts.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** The lighter footer of /home-2: a call to action, one line of links and the copyright. */
export function SiteFooterAlt({ contact }: { contact: ContactDetails }) {
  const { settings } = useSiteSettings();
  return (
    <footer className={`${styles.footer} ${styles.alt}`}>
      <div className={styles.container}>
        <section className={styles.cta} aria-labelledby="footer-cta">
          <div>
            <p className={styles.ctaEyebrow}>Let's build something beautiful</p>
            <h2 id="footer-cta" className={styles.ctaTitle}>
              Have a project in mind? We would love to hear about it.
            </h2>
          </div>
          <Link to={paths.contact} className={styles.ctaButton}>
            Get In Touch
            <Icon icon={faArrowRight} />
          </Link>
        </section>
        <div className={styles.altMain}>
          <Logo />
          <nav aria-label="Footer">
            <LinkList links={[...quickLinks.slice(0, 3), ...exploreLinks]} />
          </nav>
          <ul className={styles.altContact} aria-label="Contact details">
            <li>
              <Icon icon={faLocationDot} />
              <span>{contact.location}</span>
            </li>
            <li>
              <Icon icon={faPhone} />
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
            <li>
              <Icon icon={faEnvelope} />
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          </ul>
          <SocialList className={styles.altSocial} />
        </div>
      </div>
      <div className={styles.altBottom}>
        <p className={styles.copyright}>{copyrightOf(settings.site_name)}</p>
      </div>
    </footer>
  );
}
