import type { CSSProperties } from 'react';
import section from '../shared/section.module.css';
import { SectionHeading } from '../shared/section-heading.tsx';
import styles from './team-grid.module.css';

interface Member {
  name: string;
  role: string;
  years: number;
  skin: string;
  hair: string;
  shirt: string;
}

/** The craftspeople of the team page (static content). */
export const teamMembers: Member[] = [
  {
    name: 'Daniel Hartley',
    role: 'Founder & Master Carpenter',
    years: 27,
    skin: '#e8c3a0',
    hair: '#6b6b6b',
    shirt: '#5d6a43',
  },
  {
    name: 'Maria Lindqvist',
    role: 'Lead Furniture Designer',
    years: 14,
    skin: '#f1d2b6',
    hair: '#c79a5b',
    shirt: '#a8653a',
  },
  { name: 'Samuel Okafor', role: 'Cabinet Maker', years: 11, skin: '#8d5a3b', hair: '#24150c', shirt: '#3b2416' },
  {
    name: 'Elena Rossi',
    role: 'Interior Joinery Specialist',
    years: 9,
    skin: '#e3b58f',
    hair: '#3b2416',
    shirt: '#8a9466',
  },
  { name: 'Thomas Becker', role: 'Flooring Specialist', years: 16, skin: '#efc9a8', hair: '#a86b28', shirt: '#5b3a22' },
  {
    name: 'Aiko Tanaka',
    role: 'Finishing & Restoration',
    years: 8,
    skin: '#f0cfa9',
    hair: '#1d1410',
    shirt: '#c8873e',
  },
  { name: 'Jonas Weber', role: 'Workshop Manager', years: 19, skin: '#dcae88', hair: '#4a2e1b', shirt: '#6f6259' },
  { name: 'Grace Miller', role: 'Client Project Lead', years: 7, skin: '#c68d66', hair: '#2b1a10', shirt: '#a86b28' },
];

/** A friendly drawn portrait: head, hair, shirt and a carpenter's apron. */
function Portrait({ member }: { member: Member }) {
  return (
    <svg viewBox="24 28 152 172" className={styles.portrait} aria-hidden="true" focusable="false">
      <path d="M30 200 q0 -62 70 -66 q70 4 70 66 z" fill={member.shirt} />
      <path d="M70 200 v-58 q30 10 60 0 v58 z" fill="#e9c89b" />
      <path d="M70 142 l-12 -8 M130 142 l12 -8" stroke="#a86b28" strokeWidth="5" strokeLinecap="round" />
      <rect x="86" y="164" width="28" height="18" rx="3" fill="#c8873e" />
      <rect x="90" y="112" width="20" height="26" rx="8" fill={member.skin} />
      <ellipse cx="100" cy="86" rx="34" ry="38" fill={member.skin} />
      <path d="M64 84 q-2 -44 38 -46 q38 2 34 46 q-6 -26 -36 -28 q-26 2 -36 28 z" fill={member.hair} />
      <circle cx="88" cy="90" r="3.2" fill="#24150c" />
      <circle cx="112" cy="90" r="3.2" fill="#24150c" />
      <path d="M90 106 q10 8 20 0" stroke="#24150c" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}

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
                <Portrait member={member} />
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
