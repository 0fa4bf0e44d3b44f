import { faBullseye } from '@fortawesome/free-solid-svg-icons/faBullseye';
import { faEye } from '@fortawesome/free-solid-svg-icons/faEye';
import type { MissionVisionSection } from '@grain/contract/content-types';
import type { ImageMeta } from '@grain/contract/image-meta';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { missionVisionQueries } from '../../api/content-queries.ts';
import { Icon, type IconDefinition } from '../../ui/icon.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { PageBanner } from '../layout/page-banner.tsx';
import { Notice } from '../shared/notice.tsx';
import styles from './mission-page.module.css';

/** The mission/vision record the page shows (spec public §7: id 1). */
const SECTION_ID = 1;

interface Statement {
  subtitle: string;
  title: string;
  authorName: string;
  authorTitle: string;
  background: string | null;
  backgroundMeta: ImageMeta | null;
}

/** Shown when the section is missing or cannot be read (spec public §8: fallback text). */
const FALLBACK: Record<'mission' | 'vision', Statement> = {
  mission: {
    subtitle: 'Our Mission',
    title: 'To craft honest, lasting woodwork that brings warmth and character to every home we touch.',
    authorName: 'The Grain Workshop',
    authorTitle: 'Founders',
    background: null,
    backgroundMeta: null,
  },
  vision: {
    subtitle: 'Our Vision',
    title: 'To be the workshop families trust for furniture and floors that are handed down for generations.',
    authorName: 'The Grain Workshop',
    authorTitle: 'Master Carpenters',
    background: null,
    backgroundMeta: null,
  },
};

function statement(section: MissionVisionSection | undefined, kind: 'mission' | 'vision'): Statement {
  const fallback = FALLBACK[kind];
  if (!section) return fallback;
  const text = (value: string | null | undefined, other: string) => (value?.trim() ? value : other);
  return {
    subtitle: text(section[`${kind}_subtitle`], fallback.subtitle),
    title: text(section[`${kind}_title`], fallback.title),
    authorName: text(section[`${kind}_author_name`], fallback.authorName),
    authorTitle: text(section[`${kind}_author_title`], fallback.authorTitle),
    background: section[`${kind}_background_image_url`],
    backgroundMeta: section[`${kind}_background_image_meta`] ?? null,
  };
}

/** /mission (spec public §2): the mission and the vision on their background images. */
export function Component() {
  const section = useQuery({ ...missionVisionQueries.detail(SECTION_ID) });

  return (
    <>
      <PageBanner title="Mission & Vision" trail={[{ label: 'Mission & Vision' }]} />
      {section.isPending ? (
        <Notice kind="loading">Loading mission data...</Notice>
      ) : (
        <>
          <StatementBand kind="mission" icon={faBullseye} statement={statement(section.data, 'mission')} />
          <StatementBand kind="vision" icon={faEye} statement={statement(section.data, 'vision')} />
        </>
      )}
      <section className={styles.closing} aria-labelledby="mission-cta">
        <h2 id="mission-cta" className={styles.closingTitle}>
          Let’s craft your next piece together
        </h2>
        <div className={styles.closingLinks}>
          <Link className={styles.primary} to={paths.contact}>
            Get In Touch
          </Link>
          <Link className={styles.secondary} to={paths.projects}>
            See Our Projects
          </Link>
        </div>
      </section>
    </>
  );
}

function StatementBand({
  kind,
  icon,
  statement: { subtitle, title, authorName, authorTitle, background, backgroundMeta },
}: {
  kind: 'mission' | 'vision';
  icon: IconDefinition;
  statement: Statement;
}) {
  const kindClass = kind === 'vision' ? styles.vision : '';
  return (
    <section className={`${styles.band} ${kindClass}`} aria-labelledby={`${kind}-title`}>
      {background && (
        // The mission band is the page's largest picture: fetched first, never lazily.
        <ResponsiveImage
          className={styles.backdrop}
          src={background}
          meta={backgroundMeta}
          alt=""
          sizes="100vw"
          priority={kind === 'mission'}
        />
      )}
      <div className={styles.inner}>
        <div className={styles.card}>
          <span className={styles.icon} aria-hidden="true">
            <Icon icon={icon} />
          </span>
          <p className={styles.subtitle}>{subtitle}</p>
          <h2 className={styles.title} id={`${kind}-title`}>
            {title}
          </h2>
          <p className={styles.author}>
            <span className={styles.authorName}>{authorName}</span>
            <span className={styles.authorTitle}>{authorTitle}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
