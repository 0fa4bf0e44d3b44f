import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { paths } from '@grain/contract/site-paths';
import { truncate } from '@grain/contract/text';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { projectQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { CARD_SIZES, ResponsiveImage } from '../../ui/responsive-image.tsx';
import section from '../shared/section.module.css';
import { BlockState, SectionHeading } from '../shared/section-heading.tsx';
import { projectImage } from './project-card.tsx';
import styles from './recent-projects.module.css';

/** The home page shows at most this many projects (spec public §9). */
export const HOME_PROJECT_COUNT = 6;

/** Recent projects: up to six cards (5 and 6 only on larger screens) and an All Project link. */
export function RecentProjects() {
  const { data, isPending, error } = useQuery(projectQueries.list());

  let body: ReactNode;
  if (isPending) body = <BlockState kind="loading">Loading projects...</BlockState>;
  else if (error)
    body = <BlockState kind="error">Error loading projects: {error.message || 'Failed to fetch projects'}</BlockState>;
  else if (data.length === 0) body = <BlockState kind="empty">No projects found.</BlockState>;
  else
    body = (
      <ul className={styles.grid}>
        {data.slice(0, HOME_PROJECT_COUNT).map((project, index) => (
          <li key={project.id} className={styles.item} style={{ '--delay': `${(index % 3) * 0.2}s` } as CSSProperties}>
            <Link to={paths.project(project.id)} className={styles.card}>
              <ResponsiveImage
                {...projectImage(project)}
                sizes={CARD_SIZES}
                alt=""
                className={styles.image}
                loading="lazy"
              />
              <span className={styles.body}>
                {project.category && <span className={styles.category}>{project.category}</span>}
                <span className={styles.title}>{project.title}</span>
                <span className={styles.text}>{truncate(project.short_description || project.description, 90)}</span>
              </span>
              <span className={styles.arrow} aria-hidden="true">
                <Icon icon={faArrowRight} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="recent-projects-title">
      <div className={section.container}>
        <div className={styles.head}>
          <SectionHeading
            id="recent-projects-title"
            eyebrow="Recent Project"
            title="We Provide you the Highest Quality Work"
            align="start"
          />
          <Link to={paths.projects} className={`${section.button} ${styles.all}`}>
            All Project
            <Icon icon={faArrowRight} />
          </Link>
        </div>
        {body}
      </div>
    </section>
  );
}
