import { faExpand } from '@fortawesome/free-solid-svg-icons/faExpand';
import type { Project } from '@grain/contract/content-types';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { projectQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { loadWhenOpen } from '../../ui/load-when-open.tsx';
import { CONTAINER_WIDTH_ON_PHONES, lightboxSlide, ResponsiveImage } from '../../ui/responsive-image.tsx';
import { PageBanner } from '../layout/page-banner.tsx';
import { Notice } from '../shared/notice.tsx';
import { RichHtml } from '../shared/rich-html.tsx';
import section from '../shared/section.module.css';
import { projectImage } from './project-card.tsx';
import styles from './project-details-page.module.css';

/** The gallery's lightbox, fetched when a visitor first opens a picture. */
const Lightbox = loadWhenOpen(() => import('../../ui/image-lightbox.tsx').then((module) => module.ImageLightbox));

/** /project/details/{id} (spec public §2, §8); its loader answers 404 for a missing project. */
export function Component() {
  const { id = '' } = useParams();
  const { data: project } = useQuery(projectQueries.detail(id));

  return (
    <>
      <PageBanner
        title={project?.title ?? 'Project Details'}
        trail={[{ label: 'Project', to: paths.projects }, { label: 'Project Details' }]}
      />
      <section className={section.section}>
        <div className={section.container}>
          {project ? <ProjectDetails project={project} /> : <Notice kind="loading">Loading project details...</Notice>}
        </div>
      </section>
    </>
  );
}

const paragraphs = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

function ProjectDetails({ project }: { project: Project }) {
  const [openIndex, setOpenIndex] = useState(-1);
  const gallery = (
    [
      [project.gallery_image_1_url, project.gallery_image_1_meta],
      [project.gallery_image_2_url, project.gallery_image_2_meta],
      [project.gallery_image_3_url, project.gallery_image_3_meta],
    ] as const
  ).flatMap(([url, meta]) => (url ? [{ url, meta }] : []));
  const facts: Array<[label: string, value: string | number | null]> = [
    ['Client', project.client],
    ['Year', project.year],
    ['Carpenter', project.carpenter],
  ];
  if (project.category) facts.push(['Category', project.category]);

  return (
    <div className={styles.layout}>
      <article className={styles.main} aria-labelledby="project-title">
        <ResponsiveImage
          className={styles.feature}
          {...projectImage(project)}
          sizes={`(min-width: 990px) 66vw, ${CONTAINER_WIDTH_ON_PHONES}`}
          alt={project.title}
          width={1600}
          height={1000}
          priority
        />
        <h2 className={styles.title} id="project-title">
          {project.title}
        </h2>
        {paragraphs(project.description).map((text) => (
          <p key={text} className={styles.text}>
            {text}
          </p>
        ))}

        {gallery.length > 0 && (
          <section className={styles.gallerySection} aria-labelledby="project-gallery">
            <h3 className={styles.subheading} id="project-gallery">
              Project Gallery
            </h3>
            <ul className={styles.gallery}>
              {gallery.map(({ url, meta }, index) => (
                <li key={url}>
                  {/* A link to the picture itself, which works before and without the app; the app opens the lightbox. */}
                  <a
                    href={url}
                    className={styles.thumb}
                    onClick={(event) => {
                      event.preventDefault();
                      setOpenIndex(index);
                    }}
                  >
                    <ResponsiveImage
                      src={url}
                      meta={meta}
                      sizes="(min-width: 990px) 22vw, 33vw"
                      alt={`${project.title}, gallery image ${index + 1}`}
                      keepAlt
                    />
                    <span className={styles.zoom} aria-hidden="true">
                      <Icon icon={faExpand} />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            <Lightbox
              open={openIndex >= 0}
              index={Math.max(openIndex, 0)}
              close={() => setOpenIndex(-1)}
              slides={gallery.map(({ url, meta }, index) =>
                lightboxSlide(url, meta, `${project.title}, gallery image ${index + 1}`),
              )}
            />
          </section>
        )}

        {project.additional_content && <RichHtml className={styles.additional} html={project.additional_content} />}
      </article>

      <aside className={styles.aside} aria-labelledby="project-info">
        <div className={styles.panel}>
          <h2 className={styles.panelTitle} id="project-info">
            Project Information
          </h2>
          {project.short_description && <p className={styles.summary}>{project.short_description}</p>}
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value === null || value === '' ? '—' : value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={styles.cta}>
          <h2 className={styles.ctaTitle}>Dreaming of something similar?</h2>
          <p>Every piece we make starts with a conversation. Tell us about yours.</p>
          <Link className={section.button} to={paths.contact}>
            Start Your Project
          </Link>
        </div>
      </aside>
    </div>
  );
}
