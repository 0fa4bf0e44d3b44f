import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faAward } from '@fortawesome/free-solid-svg-icons/faAward';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { aboutQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { CONTAINER_WIDTH_ON_PHONES, ResponsiveImage } from '../../ui/responsive-image.tsx';
import section from '../shared/section.module.css';
import styles from './about-block.module.css';

/**
 * The about block (anchor about-1) from the first about section: title, subtitle, text, two
 * pictures and the Furniture Project and Satisfied Clients counters (spec public §2, §4).
 */
export function AboutBlock({ showLearnMore = true }: { showLearnMore?: boolean }) {
  const { data, isPending, error } = useQuery(aboutQueries.list());
  const about = data?.[0];

  let body: ReactNode;
  if (isPending) body = <p className={section.state}>Loading...</p>;
  else if (error || !about) body = <p className={section.stateEmpty}>No data available</p>;
  else
    body = (
      <div className={styles.grid}>
        <div className={styles.pictures}>
          <ResponsiveImage
            src={about.image_one_url}
            meta={about.image_one_meta}
            sizes={`(min-width: 990px) 40vw, ${CONTAINER_WIDTH_ON_PHONES}`}
            alt={about.title}
            className={styles.imageOne}
            width={800}
            height={640}
            loading="lazy"
          />
          <ResponsiveImage
            src={about.image_two_url}
            meta={about.image_two_meta}
            sizes="(min-width: 990px) 20vw, 50vw"
            alt=""
            className={styles.imageTwo}
            width={400}
            height={400}
            loading="lazy"
          />
          <div className={styles.badge}>
            <Icon icon={faAward} />
            <span>
              Master
              <br />
              Craftsmen
            </span>
          </div>
        </div>
        <div>
          <p className={section.eyebrow}>{about.subtitle}</p>
          <h2 className={`${section.title} ${styles.title}`}>{about.title}</h2>
          <p className={styles.description}>{about.description}</p>
          <dl className={styles.counters}>
            <div className={styles.counter}>
              <dt>Furniture Project</dt>
              <dd>{about.furniture_projects}+</dd>
            </div>
            <div className={styles.counter}>
              <dt>Satisfied Clients</dt>
              <dd>{about.satisfied_clients}+</dd>
            </div>
          </dl>
          <div className={section.buttons}>
            {showLearnMore && (
              <Link to={paths.about} className={section.button}>
                Learn More<span className="visually-hidden"> about us</span>
                <Icon icon={faArrowRight} />
              </Link>
            )}
            <Link to={paths.services} className={section.buttonOutline}>
              Our Services
            </Link>
          </div>
        </div>
      </div>
    );

  return (
    <section id="about-1" className={section.section} aria-label="About us">
      <div className={section.container}>{body}</div>
    </section>
  );
}
