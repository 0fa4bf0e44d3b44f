import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { editorialQueries, purgeTrash, restoreTrash, type TrashEntry } from '../../api/admin/editorial.ts';
import table from '../resources/resource.module.css';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pager } from '../ui/pager.tsx';
import { useToasts } from '../ui/toasts.tsx';
import { collectionsOf } from './collections.ts';
import styles from './editorial.module.css';
import { formatWhen } from './time-zone.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long an entry stays before the purge, for people. */
export function daysLeft(purgeAfter: string, now = Date.now()): string {
  const days = Math.ceil((Date.parse(purgeAfter) - now) / DAY_MS);
  if (days <= 0) return 'Goes today';
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** Deleted records, restorable until their purge; filtered by type, paged. */
export function TrashPage({ screen, screens }: ScreenProps<CustomScreen>) {
  const id = useId();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [collection, setCollection] = useState('');
  const [page, setPage] = useState(1);
  const [purging, setPurging] = useState<TrashEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const settings = useQuery(editorialQueries.settings());
  const trash = useQuery({ ...editorialQueries.trash(collection, page), placeholderData: keepPreviousData });
  const collections = collectionsOf(screens);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

  const restore = async (entry: TrashEntry) => {
    try {
      await restoreTrash(entry.id);
      toasts.success(`${entry.label} is restored.`);
      await refresh();
    } catch (error) {
      toasts.failure(describeFailure(error, `${entry.label} could not be restored.`));
    }
  };

  const purge = async (entry: TrashEntry) => {
    setBusy(true);
    setFailure(null);
    try {
      await purgeTrash(entry.id);
      setPurging(null);
      toasts.success(`${entry.label} was deleted permanently.`);
      await refresh();
    } catch (error) {
      setFailure(describeFailure(error, `${entry.label} could not be deleted.`));
    } finally {
      setBusy(false);
    }
  };

  const days = settings.data?.trash_days ?? 30;
  let body: React.ReactNode;
  if (trash.isPending) body = <Loading text="Loading the trash..." />;
  else if (trash.isError)
    body = <FailureAlert failure={describeFailure(trash.error, 'The trash could not be loaded.')} />;
  else if (trash.data.data.length === 0)
    body = (
      <p className={table.empty}>
        {collection
          ? 'Nothing of this type is in the trash.'
          : `The trash is empty. Deleted records stay here for ${days} days before they go for good.`}
      </p>
    );
  else
    body = (
      <>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section className={table.tableWrap} aria-label="Trash table" tabIndex={0}>
          <table className={table.table}>
            <caption className="visually-hidden">Trash</caption>
            <thead>
              <tr>
                <th scope="col">Record</th>
                <th scope="col">Type</th>
                <th scope="col">Deleted</th>
                <th scope="col">Purge</th>
                <th scope="col" className={table.actionsHeader}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {trash.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="Record" className={table.wrap}>
                    {entry.label}
                  </td>
                  <td data-label="Type">{entry.collection_label}</td>
                  <td data-label="Deleted">
                    {formatWhen(entry.deleted_at, settings.data?.time_zone)}
                    {entry.deleted_by_name ? ` by ${entry.deleted_by_name}` : ''}
                  </td>
                  <td data-label="Purge">{daysLeft(entry.purge_after)}</td>
                  <td className={table.rowActions}>
                    <div className={table.rowButtons}>
                      <Button size="sm" onClick={() => restore(entry)} aria-label={`Restore ${entry.label}`}>
                        Restore
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className={table.deleteButton}
                        onClick={() => {
                          setFailure(null);
                          setPurging(entry);
                        }}
                        aria-label={`Delete ${entry.label} permanently`}
                      >
                        Delete permanently
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

  return (
    <section className={table.screen} aria-labelledby="admin-screen-title">
      <PageHeader title={screen.title} note={`Deleted records are kept for ${days} days.`} />
      <div className={styles.filter}>
        <label htmlFor={`${id}-type`}>Type</label>
        <select
          id={`${id}-type`}
          value={collection}
          onChange={(event) => {
            setCollection(event.target.value);
            setPage(1);
          }}
        >
          <option value="">All types</option>
          {collections.map((item) => (
            <option key={item.path} value={item.path}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
      {body}
      {purging ? (
        <ConfirmDialog
          title="Delete permanently?"
          confirmLabel="Delete permanently"
          busyLabel="Deleting..."
          busy={busy}
          failure={failure}
          onConfirm={() => purge(purging)}
          onCancel={() => setPurging(null)}
        >
          <p>{purging.label} and its files are deleted for good. This cannot be undone.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
