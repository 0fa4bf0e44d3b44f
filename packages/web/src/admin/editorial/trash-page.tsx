import { faRotateLeft } from '@fortawesome/free-solid-svg-icons/faRotateLeft';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { inSentence } from '@grain/contract/editorial-trash';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  editorialListQueries,
  purgeFromTrash,
  restoreFromTrash,
  type TrashEntry,
} from '../../api/admin/editorial-lists.ts';
import styles from '../resources/resource.module.css';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pager } from '../ui/pager.tsx';
import { editorialSettingsQuery, formatSiteTime, useSiteTimeZone } from './site-time.ts';
import { useRowAction } from './use-row-action.tsx';

const noun = (entry: TrashEntry) => inSentence(entry.collection_label);

/** Deleted records of every type: restored where they were, or deleted for good. */
export function TrashPage({ screen }: ScreenProps<CustomScreen>) {
  const zone = useSiteTimeZone();
  const [page, setPage] = useState(1);
  const trash = useQuery({ ...editorialListQueries.trash(page), placeholderData: keepPreviousData });
  const days = useQuery(editorialSettingsQuery()).data?.trash_days ?? 30;

  const restore = useRowAction<TrashEntry>({
    title: 'Restore',
    confirmLabel: 'Restore',
    busyLabel: 'Restoring...',
    tone: 'primary',
    question: (entry) => <p>Restore “{entry.label}”? It returns to its list as it was when it was deleted.</p>,
    run: (entry) => restoreFromTrash(entry.id),
    done: (entry) => `“${entry.label}” restored.`,
    errorMessage: 'Failed to restore.',
  });
  const purge = useRowAction<TrashEntry>({
    title: 'Delete forever',
    confirmLabel: 'Delete forever',
    busyLabel: 'Deleting...',
    question: (entry) => (
      <p>
        Delete this {noun(entry)} for good? Its pictures that nothing else uses are deleted too. This cannot be undone.
      </p>
    ),
    run: (entry) => purgeFromTrash(entry.id),
    done: (entry) => `“${entry.label}” deleted for good.`,
    errorMessage: 'Failed to delete.',
  });

  let body: React.ReactNode;
  if (trash.isPending) body = <Loading text="Loading..." />;
  else if (trash.isError) body = <FailureAlert failure={describeFailure(trash.error, 'Failed to load the trash.')} />;
  else if (trash.data.data.length === 0) {
    body = <p className={styles.empty}>The trash is empty. Deleted records stay here for {days} days.</p>;
  } else {
    body = (
      <>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className={styles.tableWrap} aria-label="Trash table" tabIndex={0}>
          <table className={styles.table} aria-busy={trash.isFetching || undefined}>
            <caption className="visually-hidden">Deleted records</caption>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Record</th>
                <th scope="col">Deleted</th>
                <th scope="col">Deleted for good after</th>
                <th scope="col" className={styles.actionsHeader}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {trash.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="Type">{entry.collection_label}</td>
                  <td className={styles.wrap} data-label="Record">
                    {entry.label}
                  </td>
                  <td data-label="Deleted">
                    {formatSiteTime(entry.deleted_at, zone)}
                    {entry.deleted_by_name ? ` by ${entry.deleted_by_name}` : ''}
                  </td>
                  <td data-label="Deleted for good after">{formatSiteTime(entry.purge_after, zone)}</td>
                  <td className={styles.rowActions}>
                    <div className={styles.rowButtons}>
                      <Button size="sm" icon={faRotateLeft} onClick={() => restore.ask(entry)}>
                        Restore<span className="visually-hidden"> {entry.label}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className={styles.deleteButton}
                        icon={faTrashCan}
                        onClick={() => purge.ask(entry)}
                      >
                        Delete forever<span className="visually-hidden"> {entry.label}</span>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <Pager page={page} lastPage={trash.data.last_page} onChange={setPage} label="Trash pages" />
      </>
    );
  }

  return (
    <section className={styles.screen} aria-labelledby="admin-screen-title">
      <PageHeader
        title={screen.title}
        note={`Deleted records can be restored for ${days} days, then they go for good. Times in ${zone}.`}
      />
      {body}
      {restore.dialog}
      {purge.dialog}
    </section>
  );
}
