import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import type { Project } from '@grain/contract/content-types';
import { paths } from '@grain/contract/site-paths';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { type ImageLoading, LAZY } from '../../ui/image-loading.ts';
import { CARD_SIZES, ResponsiveImage } from '../../ui/responsive-image.tsx';
import styles from './project-card.module.css';

/** The picture of a project: its feature image, else its list image (placeholder when both fail). */
/** A project's picture: its feature image, else its main image, with the variants of that one. */
export const projectImage = (project: Project) =>
  project.project_feature_image_url
    ? { src: project.project_feature_image_url, meta: project.project_feature_image_meta }
    : { src: project.image_url, meta: project.image_meta };

/** A project tile: image, category, title and short description, linking to its details. */
export function ProjectCard({
  project,
  className,
  imageLoading = LAZY,
}: {
  project: Project;
  className?: string;
  imageLoading?: ImageLoading;
}) {
  const titleId = `project-${project.id}-title`;
  return (
    <article className={`${styles.card} ${className ?? ''}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        <ResponsiveImage
          className={styles.image}
          {...projectImage(project)}
          sizes={CARD_SIZES}
          alt={project.title}
          width={800}
          height={600}
          {...imageLoading}
        />
        {project.category && <span className={styles.category}>{project.category}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} id={titleId}>
          <Link className={styles.link} to={paths.project(project.id)}>
            {project.title}
          </Link>
        </h3>
        {project.short_description && <p className={styles.text}>{project.short_description}</p>}
        <span className={styles.more} aria-hidden="true">
          View Details <Icon icon={faArrowRight} />
        </span>
      </div>
    </article>
  );
}
