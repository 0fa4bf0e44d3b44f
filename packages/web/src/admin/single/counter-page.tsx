import { counterSections } from '@grain/contract/content-types';
import { formatDate } from '../resources/display.ts';
import type { FormConfig } from '../resources/resource-config.ts';
import { StatusBadge } from '../ui/status-badge.tsx';
import styles from './single.module.css';
import { Detail, SingleRecordScreen } from './single-record-screen.tsx';

const COUNTERS = ['materials_available', 'complete_projects', 'total_manpower', 'years_experience'] as const;

/** Counters are whole numbers; text that is not a number counts as 0 (spec admin §5). */
const toCount = (value: unknown): unknown => {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

const form: FormConfig = {
  groups: [
    { legend: 'Text', fields: ['subtitle', 'title', 'description'] },
    { legend: 'Counters', fields: [...COUNTERS] },
    { legend: 'Visibility', fields: ['is_active'] },
  ],
  prepare: (values) => ({ ...values, ...Object.fromEntries(COUNTERS.map((name) => [name, toCount(values[name])])) }),
};

/** Counter Section Management: the one counter record, viewed and edited in place. */
export function CounterPage() {
  return (
    <SingleRecordScreen
      def={counterSections}
      title="Counter Section Management"
      form={form}
      texts={{
        loading: 'Loading counter section...',
        loadError: 'Failed to load counter section',
        updateError: 'Failed to update counter section',
        createError: 'Failed to create counter section',
        updated: 'Counter section updated successfully!',
        created: 'Counter section created successfully!',
        emptyTitle: 'No counter section yet',
        emptyText: 'Create the counter section to show your figures on the website.',
        createButton: 'Create Counter Section',
        editButton: 'Edit Counter Section',
        editHeading: 'Edit Counter Section',
        createHeading: 'Create Counter Section',
      }}
      view={(record) => (
        <div className={styles.panel}>
          <dl className={styles.details}>
            <Detail label="ID">{record.id}</Detail>
            <Detail label="Subtitle">{String(record.subtitle ?? '—')}</Detail>
            <Detail label="Title">{String(record.title ?? '—')}</Detail>
            <Detail label="Status">
              <StatusBadge active={record.is_active === true} />
            </Detail>
            <Detail label="Created">{formatDate(record.created_at)}</Detail>
            <Detail label="Updated">{formatDate(record.updated_at)}</Detail>
          </dl>
          <h2 className={styles.subheading}>Description</h2>
          <p className={styles.description}>{String(record.description ?? '')}</p>
          <h2 className={styles.subheading}>Counters</h2>
          <ul className={styles.counters}>
            {COUNTERS.map((name) => (
              <li key={name} className={styles.counter}>
                <span className={styles.counterValue}>{String(record[name] ?? 0)}</span>
                <span className={styles.counterLabel}>{counterSections.fields[name].label}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    />
  );
}
