import { faKey } from '@fortawesome/free-solid-svg-icons/faKey';
import type { ContentRecord } from '../../api/admin/collection.ts';
import { readToken } from '../../api/admin/session.ts';
import { formatDate } from '../resources/display.ts';
import type { RecordScreen, ScreenProps } from '../screen-types.ts';
import { Button } from '../ui/button.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import styles from './single.module.css';
import { Detail, SingleRecordScreen } from './single-record-screen.tsx';

function Block({ record, side }: { record: ContentRecord; side: 'mission' | 'vision' }) {
  const image = record[`${side}_background_image_url`] as string | null;
  return (
    <article
      className={styles.quoteBlock}
      style={
        image
          ? { backgroundImage: `linear-gradient(rgb(43 33 27 / 0.72), rgb(43 33 27 / 0.82)), url("${image}")` }
          : undefined
      }
    >
      <p className={styles.quoteKicker}>{side === 'mission' ? 'Mission' : 'Vision'}</p>
      <p className={styles.quoteSubtitle}>{String(record[`${side}_subtitle`] ?? '')}</p>
      <h2 className={styles.quoteTitle}>{String(record[`${side}_title`] ?? '')}</h2>
      <p className={styles.quoteAuthor}>
        <strong>{String(record[`${side}_author_name`] ?? '')}</strong>
        <span>{String(record[`${side}_author_title`] ?? '')}</span>
      </p>
      {!image ? <p className={styles.noImage}>No background image</p> : null}
    </article>
  );
}

/** Mission and Vision Management: the one record, viewed and edited in place. */
export function MissionVisionPage({ screen }: ScreenProps<RecordScreen>) {
  return (
    <SingleRecordScreen
      def={screen.record.type}
      title={screen.title}
      form={screen.record.form}
      actions={
        <Button
          icon={faKey}
          onClick={() => window.alert(readToken() ? 'Token exists: you are signed in.' : 'No token found.')}
        >
          Check Token
        </Button>
      }
      texts={{
        loading: 'Loading mission & vision section...',
        loadError: 'Failed to load mission & vision section',
        updateError: 'Failed to update mission & vision section',
        createError: 'Failed to create mission & vision section',
        updated: 'Mission & Vision section updated successfully!',
        created: 'Mission & Vision section created successfully!',
        emptyTitle: 'No mission & vision section yet',
        emptyText: 'Create the section to show your mission and vision on the website.',
        createButton: 'Create Mission & Vision Section',
        editButton: 'Edit Mission & Vision',
        editHeading: 'Edit Mission & Vision',
        createHeading: 'Create Mission & Vision Section',
      }}
      view={(record) => (
        <div className={styles.panel}>
          <dl className={styles.details}>
            <Detail label="ID">{record.id}</Detail>
            <Detail label="Status">
              <StatusBadge active={record.is_active === true} />
            </Detail>
            <Detail label="Created">{formatDate(record.created_at)}</Detail>
            <Detail label="Updated">{formatDate(record.updated_at)}</Detail>
          </dl>
          <div className={styles.quotes}>
            <Block record={record} side="mission" />
            <Block record={record} side="vision" />
          </div>
        </div>
      )}
    />
  );
}
