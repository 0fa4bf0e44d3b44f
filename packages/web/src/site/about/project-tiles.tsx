import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { paths } from '@grain/contract/site-paths';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import section from '../shared/section.module.css';
import { SectionHeading } from '../shared/section-heading.tsx';
import { FurnitureArt, type FurnitureKind } from './furniture-art.tsx';
import styles from './project-tiles.module.css';

/** The about page's project tiles (spec public §2): each opens a project's details. */
export const projectTiles: { title: string; kind: FurnitureKind; category: string; projectId: number }[] = [
  { title: 'Side Table', kind: 'side-table', category: 'Living Room', projectId: 1 },
  { title: 'Cozy Sofa', kind: 'sofa', category: 'Upholstery', projectId: 2 },
  { title: 'Loft Chair', kind: 'chair', category: 'Seating', projectId: 3 },
  { title: 'Dining Table', kind: 'dining-table', category: 'Dining Room', projectId: 4 },
];

export function ProjectTiles() {
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="project-tiles-title">
      <div className={section.container}>
        <SectionHeading id="project-tiles-title" eyebrow="Our Portfolio" title="Pieces We Are Proud Of" />
        <ul className={styles.grid}>
          {projectTiles.map((tile) => (
            <li key={tile.title}>
              <Link to={paths.project(tile.projectId)} className={styles.tile}>
                <span className={styles.art}>
                  <FurnitureArt kind={tile.kind} className={styles.svg} />
                </span>
                <span className={styles.body}>
                  <span className={styles.category}>{tile.category}</span>
                  <span className={styles.title}>{tile.title}</span>
                </span>
                <span className={styles.arrow} aria-hidden="true">
                  <Icon icon={faArrowRight} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
