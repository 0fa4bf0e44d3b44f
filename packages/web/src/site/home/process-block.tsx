import type { ProcessSection } from '@grain/contract/content-types';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { processQueries } from '../../api/content-queries.ts';
import { Icon } from '../../ui/icon.tsx';
import { iconFromClass } from '../../ui/icon-names.ts';
import section from '../shared/section.module.css';
import { BlockState } from '../shared/section-heading.tsx';
import styles from './process-block.module.css';

const stepNumbers = [1, 2, 3, 4] as const;

function stepOf(record: ProcessSection, n: 1 | 2 | 3 | 4) {
  return {
    icon: String(record[`step_${n}_icon` as const] ?? ''),
    title: String(record[`step_${n}_title` as const] ?? ''),
    description: String(record[`step_${n}_description` as const] ?? ''),
  };
}

/** The process block from the first process section: four steps with the icons their classes name. */
export function ProcessBlock() {
  const { data, isPending, error } = useQuery(processQueries.list());
  const record = data?.[0];

  let body: ReactNode;
  if (isPending) body = <BlockState kind="loading">Loading process sections...</BlockState>;
  else if (error)
    body = (
      <BlockState kind="error">
        Error loading process sections: {error.message || 'Failed to fetch process sections'}
      </BlockState>
    );
  else if (!record) body = <BlockState kind="empty">No process sections found</BlockState>;
  else
    body = (
      <>
        <div className={styles.head}>
          <div>
            <p className={section.eyebrow}>{record.subtitle}</p>
            <h2 id="process-title" className={section.title}>
              {record.title}
            </h2>
          </div>
          <p className={styles.description}>{record.description}</p>
        </div>
        <ol className={styles.steps}>
          {stepNumbers.map((n, index) => {
            const step = stepOf(record, n);
            return (
              <li key={n} className={styles.step} style={{ '--delay': `${index * 0.2}s` } as CSSProperties}>
                <span className={styles.icon}>
                  <Icon icon={iconFromClass(step.icon)} />
                  <span className={styles.number}>{String(n).padStart(2, '0')}</span>
                </span>
                <h3 className={styles.title}>{step.title}</h3>
                <p className={styles.text}>{step.description}</p>
              </li>
            );
          })}
        </ol>
      </>
    );

  return (
    <section
      className={`${section.section} ${section.dark}`}
      aria-labelledby={record ? 'process-title' : undefined}
      aria-label={record ? undefined : 'Our process'}
    >
      <div className={section.container}>{body}</div>
    </section>
  );
}
