import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { mediaTexts } from '@grain/contract/media';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  deleteMediaItems,
  invalidateMedia,
  type MediaFilters,
  type MediaItem,
  mediaQueries,
} from '../../api/admin/media.ts';
import { useMay } from '../auth/use-admin-session.tsx';
import tableStyles from '../resources/resource.module.css';
import type { CustomScreen } from '../screen-types.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pager } from '../ui/pager.tsx';
import { useToasts } from '../ui/toasts.tsx';
import styles from './media.module.css';
import { MediaFilterForm, mediaAddress, mediaFiltersOf } from './media-filters.tsx';
import { mediaItemPath } from './media-format.ts';
import { MediaGrid } from './media-grid.tsx';
import { MediaUploads } from './media-uploads.tsx';

/** "1 file", "3 files". */
const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

const isFiltered = (filters: MediaFilters) => Object.keys(filters).length > 0;

/** The chosen items of the page shown, cleared when another page, search or filter shows. */
function useSelection(resetKey: string) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what the items shown are
  useEffect(() => setSelected(new Set()), [resetKey]);
  return {
    selected,
    toggle: (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    set: (ids: number[]) => setSelected(new Set(ids)),
    clear: () => setSelected(new Set()),
  };
}

/** The items a bulk delete kept because they are in use, each linked to its page (where it is used). */
function KeptReport({ kept, onDismiss }: { kept: MediaItem[]; onDismiss: () => void }) {
  return (
    <Alert tone="error" onDismiss={onDismiss}>
      <p>
        <strong>{mediaTexts.someInUse}</strong>
      </p>
      <p>Kept because they are in use (remove them from those records first):</p>
      <ul className={styles.keptList}>
        {kept.map((item) => (
          <li key={item.id}>
            <Link to={mediaItemPath(item.id)}>{item.name}</Link> ({item.use_count}{' '}
            {item.use_count === 1 ? 'place' : 'places'})
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * The library: uploads (drop zone and button), search and filters in the address, the items as
 * a grid with paging, and, for editors, a bulk delete that keeps what is in use.
 */
export function MediaLibrary({ screen }: { screen: CustomScreen }) {
  const [params, setParams] = useSearchParams();
  const filters = mediaFiltersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const address = params.toString();
  const list = useQuery(mediaQueries.page(filters, page));
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const mayDelete = useMay('editor');
  const selection = useSelection(address);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<Failure | null>(null);
  const [kept, setKept] = useState<MediaItem[]>([]);

  const go = (next: MediaFilters, nextPage = 1) => setParams(mediaAddress(next, nextPage));
  const items = list.data?.data ?? [];

  // An old address past the last page shows the last one.
  const lastKnown = list.data?.last_page;
  useEffect(() => {
    if (lastKnown === undefined || page <= lastKnown) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (lastKnown > 1) next.set('page', String(lastKnown));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [lastKnown, page, setParams]);

  const chosen = items.filter((item) => selection.selected.has(item.id));
  const allChosen = items.length > 0 && chosen.length === items.length;

  const removeChosen = async () => {
    setDeleting(true);
    setDeleteFailure(null);
    try {
      const outcome = await deleteMediaItems(chosen.map((item) => item.id));
      setAsking(false);
      selection.clear();
      if (outcome.deleted.length > 0) toasts.success(`${files(outcome.deleted.length)} deleted.`);
      setKept(chosen.filter((item) => outcome.kept.includes(item.id)));
      if (outcome.deleted.length === items.length && page > 1) go(filters, page - 1);
      await invalidateMedia(queryClient);
    } catch (error) {
      setDeleteFailure(describeFailure(error, 'Failed to delete the chosen files.'));
    } finally {
      setDeleting(false);
    }
  };

  let body: React.ReactNode;
  if (list.isPending) body = <Loading text="Loading the library..." />;
  else if (list.isError) body = <FailureAlert failure={describeFailure(list.error, 'Failed to load the library.')} />;
  else if (items.length === 0)
    body = (
      <p className={tableStyles.empty}>
        {isFiltered(filters) ? 'No files match these filters.' : 'The library is empty: upload a picture or a video.'}
      </p>
    );
  else
    body = (
      <>
        <MediaGrid
          items={items}
          selection={mayDelete ? selection : undefined}
          from={address ? `?${address}` : ''}
          busy={list.isFetching}
        />
        <Pager page={page} lastPage={lastKnown ?? 1} onChange={(next) => go(filters, next)} label="Library pages" />
      </>
    );

  const total = list.data?.total;
  const note =
    total === undefined
      ? undefined
      : isFiltered(filters)
        ? `${files(total)} match.`
        : `${files(total)} in the library.`;
  return (
    <section className={tableStyles.screen} aria-labelledby="admin-screen-title">
      <PageHeader title={screen.title} note={note} />
      <MediaUploads
        onUploaded={() => {
          void invalidateMedia(queryClient);
        }}
      />
      <MediaFilterForm key={address} filters={filters} onApply={(next) => go(next)} />
      {kept.length > 0 ? <KeptReport kept={kept} onDismiss={() => setKept([])} /> : null}
      {mayDelete && items.length > 0 ? (
        <section className={tableStyles.bulkBar} aria-label="Chosen files">
          <span aria-live="polite">{chosen.length > 0 ? `${chosen.length} selected` : 'None selected'}</span>
          <Button
            size="sm"
            onClick={() => (allChosen ? selection.clear() : selection.set(items.map((item) => item.id)))}
          >
            {allChosen ? 'Select none' : 'Select all on this page'}
          </Button>
          {chosen.length > 0 ? (
            <Button
              size="sm"
              variant="danger"
              icon={faTrashCan}
              onClick={() => {
                setDeleteFailure(null);
                setAsking(true);
              }}
            >
              Delete selected
            </Button>
          ) : null}
        </section>
      ) : null}
      {body}
      {asking ? (
        <ConfirmDialog
          title="Delete selected"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={deleting}
          failure={deleteFailure}
          onConfirm={() => void removeChosen()}
          onCancel={() => setAsking(false)}
        >
          <p>Delete {files(chosen.length)} for good? This cannot be undone.</p>
          <p>Files used anywhere (a record, a draft, an earlier version, the trash) are kept.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
