import { useQuery } from '@tanstack/react-query';
import { projectQueries } from '../../api/content-queries.ts';
import { loadingByPosition } from '../../ui/image-loading.ts';
import { FaqAccordion } from '../faq/faq-accordion.tsx';
import { PageBanner } from '../layout/page-banner.tsx';
import { Notice } from '../shared/notice.tsx';
import section from '../shared/section.module.css';
import { SectionHeading } from '../shared/section-heading.tsx';
import { ProjectCard } from './project-card.tsx';
import styles from './projects-page.module.css';

/** Spec public §2, §9: the first 4 projects everywhere, projects 5 to 8 on large screens only. */
export const PROJECTS_ALWAYS = 4;
export const PROJECTS_LARGE = 8;

/** /project: the project grid and the FAQ. */
export function Component() {
  const projects = useQuery(projectQueries.list());

  return (
    <>
      <PageBanner title="Projects" trail={[{ label: 'Project' }]} />
      <section className={section.section} aria-labelledby="projects-heading">
        <div className={section.container}>
          <SectionHeading
            eyebrow="Our Portfolio"
            title="Crafted With Care, Built to Last"
            id="projects-heading"
            lead="A selection of recent commissions from our workshop: furniture, joinery and floors made for real homes."
          />
          {projects.isPending ? (
            <Notice kind="loading">Loading projects...</Notice>
          ) : projects.isError ? (
            <Notice kind="error">Error loading projects: {projects.error.message}</Notice>
          ) : projects.data.length === 0 ? (
            <Notice kind="empty">No projects found.</Notice>
          ) : (
            <ul className={styles.grid}>
              {projects.data.slice(0, PROJECTS_LARGE).map((project, index) => (
                <li key={project.id} className={index >= PROJECTS_ALWAYS ? styles.largeOnly : undefined}>
                  <ProjectCard project={project} imageLoading={loadingByPosition(index, { eager: 3 })} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <FaqAccordion alt />
    </>
  );
}
