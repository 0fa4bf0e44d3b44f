import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { paths } from '@grain/contract/site-paths';
import { truncate } from '@grain/contract/text';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { serviceQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import section from '../shared/section.module.css';
import { BlockState, SectionHeading } from '../shared/section-heading.tsx';
import { ServiceIcon } from '../shared/service-icon.tsx';
import styles from './services-grid.module.css';

/** The services grid headed Our Services / We Craft What You Imagine (spec public §2). */
export function ServicesGrid({ limit = 6 }: { limit?: number }) {
  const { data, isPending, error } = useQuery(serviceQueries.list());

  let body: ReactNode;
  if (isPending) body = <Spinner label="Loading services..." />;
  else if (error)
    body = <BlockState kind="error">Error loading services: {error.message || 'Failed to fetch services'}</BlockState>;
  else if (data.length === 0) body = <BlockState kind="empty">No services available at the moment.</BlockState>;
  else
    body = (
      <ul className={styles.grid}>
        {data.slice(0, limit).map((service, index) => (
          <li key={service.id} className={styles.card} style={{ '--delay': `${(index % 3) * 0.2}s` } as CSSProperties}>
            <span className={styles.icon}>
              <ServiceIcon
                src={service.image_url}
                meta={service.image_meta}
                index={index}
                size={60}
                className={styles.iconImage}
              />
            </span>
            <h3 className={styles.title}>{service.title}</h3>
            <p className={styles.text}>{truncate(service.description, 130)}</p>
            <Link to={paths.service(service.id)} className={styles.more}>
              Read More<span className="visually-hidden"> about {service.title}</span>
              <Icon icon={faArrowRight} />
            </Link>
            <span className={styles.index} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={section.section} aria-labelledby="services-grid-title">
      <div className={section.container}>
        <SectionHeading id="services-grid-title" eyebrow="Our Services" title="We Craft What You Imagine" />
        {body}
      </div>
    </section>
  );
}
