import { formatDate } from '../resources/display.ts';
import type { RecordScreen, ScreenProps } from '../screen-types.ts';
import { StatusBadge } from '../ui/status-badge.tsx';
import styles from './single.module.css';
import { Detail, SingleRecordScreen } from './single-record-screen.tsx';

/** Counter Section Management: the one counter record, viewed and edited in place. */
export function CounterPage({ screen }: ScreenProps<RecordScreen>) {
  const { type, form } = screen.record;
  const counters = (form.groups ?? []).find((group) => group.legend === 'Counters')?.fields ?? [];
  return (
    <SingleRecordScreen
      def={type}
      title={screen.title}
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
            {counters.map((name) => (
              <li key={name} className={styles.counter}>
                <span className={styles.counterValue}>{String(record[name] ?? 0)}</span>
                <span className={styles.counterLabel}>{type.fields[name].label}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    />
  );
}
