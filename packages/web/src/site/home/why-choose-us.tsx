import { faMedal } from '@fortawesome/free-solid-svg-icons/faMedal';
import type { ChooseUsSection } from '@grain/contract/content-types';
import { useQuery } from '@tanstack/react-query';
import { chooseUsQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { CONTAINER_WIDTH_ON_PHONES, ResponsiveImage } from '../../ui/responsive-image.tsx';
import defaultPicture from '../shared/assets/workshop.svg';
import section from '../shared/section.module.css';
import { BlockState } from '../shared/section-heading.tsx';
import { ServiceIcon } from '../shared/service-icon.tsx';
import styles from './why-choose-us.module.css';

const featureNumbers = [1, 2, 3] as const;

function featureOf(record: ChooseUsSection, n: 1 | 2 | 3) {
  return {
    title: record[`feature_${n}_title` as const],
    description: record[`feature_${n}_description` as const],
    icon: record[`icon_${n}_url` as const],
    iconMeta: record[`icon_${n}_meta` as const],
  };
}

/**
 * The why-choose-us block from the first choose-us section: the title's line breaks shown as
 * separate lines, a picture (or a default one) with its overlay text, and three features.
 */
export function WhyChooseUs() {
  const { data, isPending, error } = useQuery(chooseUsQueries.list());
  const record = data?.[0];

  if (isPending) {
    return (
      <section className={section.section} aria-label="Why choose us">
        <BlockState kind="loading">Loading...</BlockState>
      </section>
    );
  }
  if (error) {
    return (
      <section className={section.section} aria-label="Why choose us">
        <div className={section.container}>
          <BlockState kind="error">
            Error loading content: {error.message || 'Failed to fetch choose-us sections'}
          </BlockState>
        </div>
      </section>
    );
  }
  if (!record) return null;

  const titleLines = record.title.split(/\r?\n/).filter((line) => line.trim());
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="why-choose-us-title">
      <div className={`${section.container} ${styles.grid}`}>
        <div className={styles.media}>
          <ResponsiveImage
            src={record.image_url}
            meta={record.image_meta}
            sizes={`(min-width: 990px) 40vw, ${CONTAINER_WIDTH_ON_PHONES}`}
            fallback={defaultPicture}
            alt="Our craftsmen at work in the workshop"
            className={styles.image}
            width={500}
            height={600}
            loading="lazy"
          />
          {record.overlay_text && (
            <div className={styles.overlay}>
              <span className={styles.overlayIcon}>
                {record.overlay_icon_url ? (
                  <ResponsiveImage
                    src={record.overlay_icon_url}
                    meta={record.overlay_icon_meta}
                    sizes="64px"
                    alt=""
                    className={styles.overlayImage}
                    loading="lazy"
                  />
                ) : (
                  <Icon icon={faMedal} />
                )}
              </span>
              <p>{record.overlay_text}</p>
            </div>
          )}
        </div>
        <div>
          <p className={section.eyebrow}>{record.subtitle}</p>
          <h2 id="why-choose-us-title" className={`${section.title} ${styles.title}`}>
            {titleLines.map((line) => (
              <span key={line} className={styles.line}>
                {line}
              </span>
            ))}
          </h2>
          <ul className={styles.features}>
            {featureNumbers.map((n, index) => {
              const feature = featureOf(record, n);
              return (
                <li key={n} className={styles.feature}>
                  <span className={styles.icon}>
                    <ServiceIcon
                      src={feature.icon}
                      meta={feature.iconMeta}
                      index={index + 2}
                      size={50}
                      className={styles.iconImage}
                    />
                  </span>
                  <div>
                    <h3 className={styles.featureTitle}>{feature.title}</h3>
                    <p className={styles.featureText}>{feature.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
