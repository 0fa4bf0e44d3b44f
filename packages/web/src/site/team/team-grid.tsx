import type { ImageMeta } from '@grain/contract/image-meta';
import type { CSSProperties } from 'react';
import { loadingByPosition } from '../../ui/image-loading.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import section from '../shared/section.module.css';
import { SectionHeading } from '../shared/section-heading.tsx';
import portraitMetas from './portraits/portraits.json';
import styles from './team-grid.module.css';

interface Member {
  name: string;
  role: string;
  years: number;
}

/** The craftspeople of the team page (static content), in the order of their portraits. */
export const teamMembers: Member[] = [
  { name: 'Daniel Hartley', role: 'Founder & Master Carpenter', years: 27 },
  { name: 'Maria Lindqvist', role: 'Lead Furniture Designer', years: 14 },
  { name: 'Samuel Okafor', role: 'Cabinet Maker', years: 11 },
  { name: 'Elena Rossi', role: 'Interior Joinery Specialist', years: 9 },
  { name: 'Thomas Becker', role: 'Flooring Specialist', years: 16 },
  { name: 'Aiko Tanaka', role: 'Finishing & Restoration', years: 8 },
  { name: 'Jonas Weber', role: 'Workshop Manager', years: 19 },
  { name: 'Grace Miller', role: 'Client Project Lead', years: 7 },
];

/**
 * The portraits' files, drawn by `npm run portraits` (packages/server/src/demo/team-portraits.ts):
 * `team-{index}-w{width}.{avif,webp,jpg}`. `?no-inline` keeps even the smallest a file with a
 * hashed URL, never a data URI in the bundle.
 */
const portraitFiles = import.meta.glob<string>('./portraits/*.{avif,webp,jpg}', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

const PORTRAIT_WIDTHS = [320, 640] as const;

function portraitUrl(index: number, width: number, extension: string): string {
  const url = portraitFiles[`./portraits/team-${index}-w${width}.${extension}`];
  if (!url) throw new Error(`Team portrait ${index} has no ${width} px ${extension}: run npm run portraits`);
  return url;
}

const srcset = (index: number, extension: string) =>
  PORTRAIT_WIDTHS.map((width) => `${portraitUrl(index, width, extension)} ${width}w`).join(', ');

/** Each member's portrait as the image pipeline would describe it. */
export const teamPortraits: ImageMeta[] = teamMembers.map((_, index) => {
  const { width, height, placeholder } = portraitMetas[index];
  return {
    width,
    height,
    placeholder,
    src: portraitUrl(index, PORTRAIT_WIDTHS[PORTRAIT_WIDTHS.length - 1], 'jpg'),
    srcset: { avif: srcset(index, 'avif'), webp: srcset(index, 'webp'), jpeg: srcset(index, 'jpg') },
  };
});

/**
 * How wide a portrait shows: two columns up to 992 px, four above, in a container at most
 * 1200 px wide (2 rem padding each side, 1.5 rem gaps): (1200 − 64 − 72) / 4 = 266 px.
 */
/** The grid's first row, above the fold on phones (two) and wide screens (four): not lazy. */
export const TEAM_EAGER_PORTRAITS = 4;

export const PORTRAIT_SIZES = '(min-width: 1200px) 266px, (min-width: 992px) 25vw, 50vw';

/** The team page's grid of craftspeople. */
export function TeamGrid() {
  return (
    <section className={section.section} aria-labelledby="team-title">
      <div className={section.container}>
        <SectionHeading
          id="team-title"
          eyebrow="Our Team"
          title="Meet the Hands Behind Every Piece"
          lead="Designers, carpenters and finishers who share one belief: good work is never rushed."
        />
        <ul className={styles.grid}>
          {teamMembers.map((member, index) => (
            <li
              key={member.name}
              className={styles.card}
              style={{ '--delay': `${(index % 4) * 0.2}s` } as CSSProperties}
            >
              <div className={styles.media}>
                <ResponsiveImage
                  className={styles.portrait}
                  src={teamPortraits[index].src}
                  meta={teamPortraits[index]}
                  alt={`Portrait of ${member.name}`}
                  keepAlt
                  sizes={PORTRAIT_SIZES}
                  {...loadingByPosition(index, { eager: TEAM_EAGER_PORTRAITS })}
                />
                <span className={styles.years}>{member.years} yrs</span>
              </div>
              <div className={styles.body}>
                <h3 className={styles.name}>{member.name}</h3>
                <p className={styles.role}>{member.role}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
