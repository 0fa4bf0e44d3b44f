import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { paths } from '@grain/contract/site-paths';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { useInView } from '../../ui/use-in-view.ts';
import section from '../shared/section.module.css';
import styles from './skills-block.module.css';

/** Spec public §2: Furnitures 90%, Crafting 70%, Renovation 80%. */
export const skills = [
  { label: 'Furnitures', value: 90 },
  { label: 'Crafting', value: 70 },
  { label: 'Renovation', value: 80 },
];

/** The skills block: three bars that fill when half of the block is in view. */
export function SkillsBlock() {
  const [ref, seen] = useInView<HTMLDivElement>({ threshold: 0.5 });
  return (
    <section className={section.section} aria-labelledby="skills-title">
      <div className={`${section.container} ${styles.grid}`}>
        <div ref={ref}>
          <p className={section.eyebrow}>Our Skills</p>
          <h2 id="skills-title" className={section.title}>
            Decades of Craft in Every Joint
          </h2>
          <p className={styles.lead}>
            Our team brings together cabinet makers, carpenters and floor fitters with generations of experience. Every
            piece is drawn, cut, joined and finished by the same hands that will proudly sign it.
          </p>
          <ul className={styles.bars}>
            {skills.map((skill) => (
              <li key={skill.label}>
                <div className={styles.label}>
                  <span>{skill.label}</span>
                  <span>{skill.value}%</span>
                </div>
                <div
                  className={styles.track}
                  role="progressbar"
                  aria-label={skill.label}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={skill.value}
                >
                  <span
                    className={`${styles.fill} ${seen ? styles.filled : ''}`}
                    style={{ '--value': `${skill.value}%` } as CSSProperties}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
        <figure className={styles.quote}>
          <span className={styles.since}>
            Since <strong>2009</strong>
          </span>
          <blockquote>
            <p>
              “Good timber deserves patience. We choose each board for its grain, let it rest, and only then start to
              build — that is why our work still looks right decades later.”
            </p>
          </blockquote>
          <figcaption>
            <span className={styles.author}>Daniel Hartley</span>
            <span className={styles.role}>Founder & Master Carpenter</span>
          </figcaption>
          <Link to={paths.team} className={styles.teamLink}>
            Meet the team
            <Icon icon={faArrowRight} />
          </Link>
        </figure>
      </div>
    </section>
  );
}
