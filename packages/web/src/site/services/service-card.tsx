import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faChair } from '@fortawesome/free-solid-svg-icons/faChair';
import { faCouch } from '@fortawesome/free-solid-svg-icons/faCouch';
import { faHammer } from '@fortawesome/free-solid-svg-icons/faHammer';
import { faRulerCombined } from '@fortawesome/free-solid-svg-icons/faRulerCombined';
import { faScrewdriverWrench } from '@fortawesome/free-solid-svg-icons/faScrewdriverWrench';
import { faTree } from '@fortawesome/free-solid-svg-icons/faTree';
import type { Service } from '@grain/contract/content-types';
import { paths } from '@grain/contract/site-paths';
import { type CSSProperties, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import styles from './service-card.module.css';

/** Decorative icons cycled through for services without a (working) icon image. */
export const SERVICE_ICONS = [faCouch, faHammer, faRulerCombined, faChair, faTree, faScrewdriverWrench] as const;

/** Entrance delays step by 0.2 s across the three columns of the grid (spec public §2, §9). */
export const entranceDelay = (index: number) => `${((index % 3) + 1) * 0.2}s`;

export function ServiceCard({ service, index }: { service: Service; index: number }) {
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(service.image_url) && !imageFailed;
  const titleId = `service-${service.id}-title`;
  return (
    <article
      className={styles.card}
      style={{ '--entrance-delay': entranceDelay(index) } as CSSProperties}
      aria-labelledby={titleId}
    >
      <div className={styles.icon}>
        {showImage ? (
          <ResponsiveImage
            src={service.image_url}
            meta={service.image_meta}
            sizes="96px"
            alt=""
            onError={() => setImageFailed(true)}
          />
        ) : (
          <Icon icon={SERVICE_ICONS[index % SERVICE_ICONS.length]} />
        )}
      </div>
      <h3 className={styles.title} id={titleId}>
        {service.title}
      </h3>
      <p className={styles.description}>{service.description}</p>
      <Link className={styles.more} to={paths.service(service.id)}>
        Read More<span className="visually-hidden"> about {service.title}</span> <Icon icon={faArrowRight} />
      </Link>
      <span className={styles.number} aria-hidden="true">
        {String(index + 1).padStart(2, '0')}
      </span>
    </article>
  );
}
