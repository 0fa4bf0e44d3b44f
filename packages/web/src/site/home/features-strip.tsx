import { faHammer } from '@fortawesome/free-solid-svg-icons/faHammer';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { featureQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { BlockState, SectionHeading } from '../shared/section-heading.tsx';
import styles from './features-strip.module.css';

/** The strip of short features under the hero (spec public §2, texts §8). */
export function FeaturesStrip({ overlap = true, heading = false }: { overlap?: boolean; heading?: boolean }) {
  const { data, error, isPending } = useQuery(featureQueries.list());

  let body: ReactNode;
  if (isPending) body = <BlockState kind="loading">Loading features...</BlockState>;
  else if (error) body = <BlockState kind="error">Error: {error.message || 'Failed to fetch features'}</BlockState>;
  else if (data.length === 0) return null;
  else
    body = (
      <ul className={styles.list}>
        {data.map((feature, index) => (
          <li key={feature.id} className={styles.item} style={{ '--delay': `${index * 0.2}s` } as CSSProperties}>
            <span className={styles.icon}>
              {feature.image_url ? (
                <ResponsiveImage
                  src={feature.image_url}
                  meta={feature.image_meta}
                  sizes="36px"
                  alt=""
                  className={styles.image}
                  width={36}
                  height={36}
                />
              ) : (
                <Icon icon={faHammer} />
              )}
            </span>
            <div>
              <h3 className={styles.title}>{feature.title}</h3>
              {feature.description && <p className={styles.text}>{feature.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section
      className={`${styles.strip} ${overlap ? styles.overlap : ''} ${heading ? styles.withHeading : ''}`}
      aria-label="Why people choose us"
    >
      <div className={styles.container}>
        {heading && <SectionHeading eyebrow="Core Features" title="What Sets Our Work Apart" />}
        {body}
      </div>
    </section>
  );
}
