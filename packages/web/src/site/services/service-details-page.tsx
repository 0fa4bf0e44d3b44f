import { faAngleRight } from '@fortawesome/free-solid-svg-icons/faAngleRight';
import { faPhone } from '@fortawesome/free-solid-svg-icons/faPhone';
import type { Service } from '@grain/contract/content-types';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { serviceQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { CONTAINER_WIDTH_ON_PHONES, ResponsiveImage } from '../../ui/responsive-image.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PageBanner } from '../layout/page-banner.tsx';
import section from '../shared/section.module.css';
import { DEFAULT_SERVICE_IMAGE } from './default-service-image.ts';
import styles from './service-details-page.module.css';

/** The service of the URL, or the first service for /services/details (spec public §2). */
function useShownService(id: string | undefined) {
  const list = useQuery(serviceQueries.list());
  const detail = useQuery({ ...serviceQueries.detail(id ?? ''), enabled: id !== undefined });
  return { service: id === undefined ? list.data?.[0] : detail.data, list };
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** /services/{id} and /services/details: one service with the others beside it. */
export function Component() {
  const { id } = useParams();
  const { service, list } = useShownService(id);

  return (
    <>
      <PageBanner
        title={service?.title ?? 'Service Details'}
        trail={[{ label: 'Services', to: paths.services }, { label: 'Service Details' }]}
      />
      <section className={section.section}>
        <div className={`${section.container} ${styles.layout}`}>
          <div className={styles.main}>
            {service ? <ServiceArticle service={service} /> : <Spinner label="Loading service..." />}
          </div>
          <aside className={styles.aside} aria-label="More services">
            <ServiceList services={list.data} currentId={service?.id} />
            <div className={styles.cta}>
              <Icon icon={faPhone} />
              <h2 className={styles.ctaTitle}>Have a project in mind?</h2>
              <p>Tell us what you need and our craftsmen will prepare a tailored proposal.</p>
              <Link className={section.button} to={paths.contact}>
                Get In Touch
              </Link>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}

function ServiceArticle({ service }: { service: Service }) {
  return (
    <article aria-labelledby="service-title">
      <ResponsiveImage
        className={styles.image}
        src={service.image_url ?? DEFAULT_SERVICE_IMAGE}
        meta={service.image_meta}
        sizes={`(min-width: 990px) 66vw, ${CONTAINER_WIDTH_ON_PHONES}`}
        fallback={DEFAULT_SERVICE_IMAGE}
        alt={service.title}
        width={1600}
        height={900}
        priority
      />
      <h2 className={styles.title} id="service-title">
        {service.title}
      </h2>
      {paragraphs(service.description).map((text) => (
        <p key={text} className={styles.text}>
          {text}
        </p>
      ))}
    </article>
  );
}

function ServiceList({ services, currentId }: { services: Service[] | undefined; currentId: number | undefined }) {
  if (!services?.length) return null;
  return (
    <nav className={styles.list} aria-labelledby="all-services">
      <h2 className={styles.listTitle} id="all-services">
        All Services
      </h2>
      <ul>
        {services.map((item) => (
          <li key={item.id}>
            <Link to={paths.service(item.id)} aria-current={item.id === currentId ? 'page' : undefined}>
              {item.title}
              <Icon icon={faAngleRight} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
