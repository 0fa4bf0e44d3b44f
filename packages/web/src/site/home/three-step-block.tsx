import { faPenRuler } from '@fortawesome/free-solid-svg-icons/faPenRuler';
import { faScrewdriverWrench } from '@fortawesome/free-solid-svg-icons/faScrewdriverWrench';
import { faStore } from '@fortawesome/free-solid-svg-icons/faStore';
import type { CSSProperties } from 'react';
import { Icon } from '../../ui/icon.tsx';
import section from '../shared/section.module.css';
import { SectionHeading } from '../shared/section-heading.tsx';
import styles from './three-step-block.module.css';

const steps = [
  {
    title: 'Planning',
    icon: faPenRuler,
    text: 'We listen, measure and sketch until every proportion, joint and finish is exactly right for your space.',
  },
  {
    title: 'Exhibitions',
    icon: faStore,
    text: 'Visit our showroom to touch the timbers, compare finishes and see finished pieces before you decide.',
  },
  {
    title: 'Realization',
    icon: faScrewdriverWrench,
    text: 'Our craftsmen build, finish and install your piece by hand — delivered on time and built to last.',
  },
];

/** The three-step feature block: Planning, Exhibitions, Realization (spec public §2). */
export function ThreeStepBlock() {
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="three-steps-title">
      <div className={section.container}>
        <SectionHeading id="three-steps-title" eyebrow="How It Works" title="From First Sketch to Finished Piece" />
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step} style={{ '--delay': `${index * 0.2}s` } as CSSProperties}>
              <span className={styles.number} aria-hidden="true">
                0{index + 1}
              </span>
              <span className={styles.icon}>
                <Icon icon={step.icon} />
              </span>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
