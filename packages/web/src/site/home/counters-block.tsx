import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faAward } from '@fortawesome/free-solid-svg-icons/faAward';
import { faClipboardCheck } from '@fortawesome/free-solid-svg-icons/faClipboardCheck';
import { faPeopleGroup } from '@fortawesome/free-solid-svg-icons/faPeopleGroup';
import { faTree } from '@fortawesome/free-solid-svg-icons/faTree';
import type { CounterSection } from '@grain/contract/content-types';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { counterQueries } from '../../api/content-queries.ts';
import { Icon, type IconDefinition } from '../../ui/icon.tsx';
import { useInView } from '../../ui/use-in-view.ts';
import section from '../shared/section.module.css';
import styles from './counters-block.module.css';
import { useCountUp } from './use-count-up.ts';

/** Used when no counter section is active or the call fails (spec public §9). */
export const DEFAULT_COUNTERS = {
  materials_available: 125,
  complete_projects: 97,
  total_manpower: 137,
  years_experience: 16,
};

const DEFAULT_TEXT = {
  subtitle: 'Our Achievements',
  title: 'Numbers That Speak for Our Craft',
  description:
    'Every project leaves our workshop with the same care, whether it is a single chair or a complete home. These numbers grow with each family we build for.',
};

const counters = [
  { key: 'materials_available', label: 'Materials Available', icon: faTree },
  { key: 'complete_projects', label: 'Complete Project', icon: faClipboardCheck },
  { key: 'total_manpower', label: 'Total Manpower', icon: faPeopleGroup },
  { key: 'years_experience', label: 'Years Experiences', icon: faAward },
] as const;

/** Counting starts once this share of the block is visible (spec public §2 and §9). */
export const COUNTER_VISIBILITY = 0.5;

function Counter({
  target,
  label,
  icon,
  running,
}: {
  target: number;
  label: string;
  icon: IconDefinition;
  running: boolean;
}) {
  const value = useCountUp(target, running);
  return (
    <div className={styles.counter}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>
        <Icon icon={icon} className={styles.icon} />
        <span aria-hidden="true">
          <span data-testid={`counter-${label}`}>{value}</span>+
        </span>
        <span className="visually-hidden">{target}+</span>
      </dd>
    </div>
  );
}

/**
 * The counters block: four numbers followed by +, counted up over 3 s once the block is at
 * least half visible; the defaults stand in when there is no active counter section.
 */
export function CountersBlock() {
  const { data, isPending } = useQuery(counterQueries.list());
  const [ref, seen] = useInView<HTMLDivElement>({ threshold: COUNTER_VISIBILITY });
  const record: CounterSection | undefined = data?.find((entry) => entry.is_active !== false);
  const values = record ?? DEFAULT_COUNTERS;
  const text = record ?? DEFAULT_TEXT;

  return (
    <section className={`${section.section} ${section.dark} ${styles.block}`} aria-labelledby="counters-title">
      <div className={`${section.container} ${styles.grid}`}>
        <div>
          <p className={section.eyebrow}>{text.subtitle}</p>
          <h2 id="counters-title" className={section.title}>
            {text.title}
          </h2>
          <p className={styles.description}>{text.description}</p>
          <Link to={paths.services} className={section.button}>
            Get A Quote
            <Icon icon={faArrowRight} />
          </Link>
        </div>
        <div ref={ref}>
          {isPending ? (
            <p className={styles.loading} role="status">
              Loading counter data...
            </p>
          ) : (
            <dl className={styles.counters}>
              {counters.map((counter) => (
                <Counter
                  key={counter.key}
                  target={Number(values[counter.key]) || 0}
                  label={counter.label}
                  icon={counter.icon}
                  running={seen}
                />
              ))}
            </dl>
          )}
        </div>
      </div>
    </section>
  );
}
