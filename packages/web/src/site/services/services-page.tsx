import { useQuery } from '@tanstack/react-query';
import { serviceQueries } from '../../api/content-queries.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { PageBanner } from '../layout/page-banner.tsx';
import { Notice } from '../shared/notice.tsx';
import section from '../shared/section.module.css';
import { SectionHeading } from '../shared/section-heading.tsx';
import { ServiceCard } from './service-card.tsx';
import styles from './services-page.module.css';

/** /services (spec public §2): every active service as a card linking to its details. */
export function Component() {
  const services = useQuery(serviceQueries.list());

  return (
    <>
      <PageBanner title="Services" trail={[{ label: 'Services' }]} />
      <section className={section.section} aria-labelledby="services-heading">
        <div className={section.container}>
          <SectionHeading
            eyebrow="Our Services"
            title="We Craft What You Imagine"
            id="services-heading"
            lead="From a single heirloom chair to a whole house of floors, our workshop handles every step: design, joinery, finishing and fitting."
          />
          {services.isPending ? (
            <Spinner label="Loading services..." />
          ) : services.isError ? (
            <Notice kind="error">Error loading services: {services.error.message}</Notice>
          ) : services.data.length === 0 ? (
            <Notice kind="empty">No services available at the moment.</Notice>
          ) : (
            <ul className={styles.grid}>
              {services.data.map((service, index) => (
                <li key={service.id}>
                  <ServiceCard service={service} index={index} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
