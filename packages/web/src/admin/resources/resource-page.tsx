import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import type { Draft } from '@grain/contract/editorial';
import { DEFAULT_PER_PAGE, type ListOrder, searchableFields } from '@grain/contract/list-query';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AdminCollection,
  type ContentRecord,
  type ContentValues,
  isFiltered,
} from '../../api/admin/collection.ts';
import { adminContentQueries, contentCollection } from '../../api/admin/content.ts';
import { createDraft } from '../../api/admin/drafts.ts';
import type { UploadOptions } from '../../api/client.ts';
import { useMay } from '../auth/use-admin-session.tsx';
import { NewDrafts } from '../editorial/new-drafts.tsx';
import { useEditorialStates } from '../editorial/record-state-badge.tsx';
import { editorialSettingsQuery } from '../editorial/site-time.ts';
import { useRedirectOffer } from '../redirects/redirect-offer.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pager } from '../ui/pager.tsx';
import { useToasts } from '../ui/toasts.tsx';
import { useDeleteFlow } from '../ui/use-delete-flow.tsx';
import { useBulkActions } from './bulk-actions.tsx';
import { ListSearch } from './list-search.tsx';
import type { ListOptions } from './list-state.ts';
import { RecordFormModal } from './record-form-modal.tsx';
import styles from './resource.module.css';
import type { Column, ResourceConfig, ResourceType, SearchField } from './resource-config.ts';
import { ResourceTable } from './resource-table.tsx';
import { useListShortcuts } from './use-list-shortcuts.ts';
import { useListState, usePageWithin } from './use-list-state.ts';

/** A text search over the fields the server searches, and a status filter where records have an active flag. */
export function defaultSearch(type: ResourceType): SearchField[] {
  const searched = searchableFields(type.fields).map((name) => type.fields[name]);
  const placeholder = `${searched
    .slice(0, 3)
    .map((field, index) => (index === 0 ? field.label : field.label.toLowerCase()))
    .join(', ')}...`;
  const text: SearchField = { kind: 'text', name: 'q', label: 'Search', placeholder };
  return type.hasActiveFlag ? [text, { kind: 'status', name: 'active', label: 'Status' }] : [text];
}

/** The columns, sortable only by what the server can sort by. */
function columnsOf({ columns, sortable }: ResourceConfig): Column[] {
  if (!sortable) return columns;
  return columns.map((column) =>
    column.sort && !sortable.includes(column.sort) ? { ...column, sort: undefined } : column,
  );
}

function listOptions(config: ResourceConfig, columns: Column[], search: SearchField[]): ListOptions {
  return {
    filters: search.map((field) => field.name),
    perPage: config.perPage ?? DEFAULT_PER_PAGE,
    sorts: columns.flatMap((column) => (column.sort ? [column.sort] : [])),
  };
}

/** The order the server lists in when no sort is asked for (the definition's first order column). */
function ownOrder(type: ResourceType): { field: string; order: ListOrder } | undefined {
  const [first] = type.order;
  return first ? { field: first[0], order: first[1] } : undefined;
}

/** How many records exist: the list's total, or, while it shows matches only, a count of them all. */
function useRecordCount(collection: AdminCollection, searching: boolean, total: number | undefined) {
  const all = useQuery({ ...collection.count(), enabled: searching });
  return searching ? all.data : total;
}

type Dialog = { kind: 'create' } | { kind: 'edit'; record: ContentRecord } | { kind: 'draft'; draft: Draft };

interface DialogProps {
  config: ResourceConfig;
  editing: boolean;
  record?: ContentRecord;
  count: number | undefined;
  /** Shown instead of the form while what it needs loads, or when that failed. */
  pending?: ReactNode;
  onClose: () => void;
  onSave: (values: ContentValues, upload: UploadOptions, publish?: () => Promise<ContentRecord>) => Promise<void>;
  /** An edit's drafts (the collection's editorial API). */
  editorial?: AdminCollection['editorial'];
  /** The draft of a new record being continued. */
  newDraft?: Draft;
  /** On create: keep the values as a new record's draft. */
  onSaveDraft?: (values: ContentValues) => Promise<void>;
}

/** The add or edit modal; an add waits for the count its defaults need. */
function RecordDialog({
  config,
  editing,
  record,
  count,
  pending,
  onClose,
  onSave,
  editorial,
  newDraft,
  onSaveDraft,
}: DialogProps) {
  const { texts } = config;
  return (
    <RecordFormModal
      title={editing ? texts.editTitle : texts.createTitle}
      size={config.modalSize}
      onClose={onClose}
      pending={pending ?? (count === undefined ? <Loading text={texts.loading} /> : undefined)}
      def={config.type}
      config={config.form}
      record={record}
      count={count ?? 0}
      submitLabel={editing ? texts.editSubmit : texts.createSubmit}
      busyLabel={texts.busy}
      errorMessage={editing ? texts.updateError : texts.createError}
      onSubmit={onSave}
      editorial={editing || newDraft ? editorial : undefined}
      newDraft={newDraft}
      onSaveDraft={editing || newDraft || !editorial ? undefined : onSaveDraft}
    />
  );
}

type FreshProps = Omit<DialogProps, 'record' | 'pending'> & {
  id: number;
  read: NonNullable<AdminCollection['detail']>;
};

/** An edit that reads the record afresh first (products, with their lines and gallery). */
function FreshRecordDialog({ id, read, ...props }: FreshProps) {
  const fresh = useQuery(read(id));
  const { texts, detail } = props.config;
  let pending: ReactNode;
  if (fresh.isPending) pending = <Loading text={detail?.loading ?? texts.loading} />;
  else if (fresh.isError) pending = <Alert tone="error">{detail?.failure(fresh.error) ?? texts.loadError}</Alert>;
  return <RecordDialog {...props} record={fresh.data} pending={pending} />;
}

/** The record an address asks to edit (`?edit=12`, a link from the media library's "Where used"). */
const editParamOf = (params: URLSearchParams): number | null => {
  const value = params.get('edit');
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : null;
};

interface EditFromAddress {
  type: ResourceType;
  collection: AdminCollection;
  /** The records of the page shown, once loaded. */
  records: ContentRecord[] | undefined;
  open: (record: ContentRecord) => void;
  /** Told when the record cannot be read (deleted meanwhile, a wrong id). */
  onMissing: (error: unknown) => void;
}

/**
 * Opens the edit form of the record `?edit=` names once it is known: from the page shown, else
 * read by its id (a collection that reads afresh before an edit reads it in the form). The
 * parameter goes when the form closes (`drop`).
 */
function useEditFromAddress({ type, collection, records, open, onMissing }: EditFromAddress) {
  const [params, setParams] = useSearchParams();
  const wanted = editParamOf(params);
  const opened = useRef<number | null>(null);
  const onPage = wanted === null ? undefined : records?.find((record) => record.id === wanted);
  const reads = wanted !== null && records !== undefined && !onPage && !collection.detail;
  const read = useQuery({
    ...adminContentQueries(type).detail(wanted ?? 0),
    enabled: reads && opened.current !== wanted,
  });
  const found = onPage ?? (collection.detail && wanted !== null ? { id: wanted } : reads ? read.data : undefined);
  const failed = reads && read.isError ? read.error : null;

  useEffect(() => {
    if (wanted === null) opened.current = null;
    if (wanted === null || opened.current === wanted) return;
    if (found) {
      opened.current = wanted;
      open(found);
    } else if (failed) {
      opened.current = wanted;
      onMissing(failed);
    }
  }, [wanted, found, failed, open, onMissing]);

  const drop = useCallback(() => {
    if (!params.has('edit')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return drop;
}

/**
 * A list screen: its records searched, filtered, sorted and paged on the server (state in the
 * address), in the shared table, with add and edit in the record form modal, the shared delete
 * flow and toasts. `config` says what differs per screen, overrides included (products).
 */
export function ResourcePage({ title, config }: { title: string; config: ResourceConfig }) {
  const { type, texts } = config;
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const collection = useMemo(() => config.collection ?? contentCollection(type), [config.collection, type]);
  const search = useMemo(() => config.search ?? defaultSearch(type), [config.search, type]);
  const columns = useMemo(() => columnsOf(config), [config]);
  const options = useMemo(() => listOptions(config, columns, search), [config, columns, search]);
  const list = useListState(options, ownOrder(type));
  const listPage = useQuery({ ...collection.page(list.query), placeholderData: keepPreviousData });
  const searching = isFiltered(list.query);
  const total = listPage.data?.total;
  const count = useRecordCount(collection, searching, total);
  const records = listPage.data?.data ?? [];
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const canCreate = config.create === 'always' || (config.create === 'when-empty' && count === 0);
  const openCreate = useCallback(() => setDialog({ kind: 'create' }), []);
  useListShortcuts(searchRef, canCreate ? openCreate : undefined);

  const lastPage = listPage.data?.last_page;
  const { page } = list.query;
  const paging = usePageWithin(list, lastPage);

  // A record with a page of its own: after its delete, an offer to redirect its address.
  const redirectOffer = useRedirectOffer(type.path);
  const deletion = useDeleteFlow<ContentRecord>({
    remove: (record) => collection.remove(record.id),
    question: (record) => (
      <>
        <p>Are you sure you want to delete this {type.singular}?</p>
        {config.deleteDetails?.(record)}
        {config.deleteWarning ? <p className={styles.warning}>{config.deleteWarning}</p> : null}
      </>
    ),
    deleted: texts.deleted,
    errorMessage: texts.deleteError,
    onDeleted: async (record) => {
      redirectOffer.offer(record.id);
      paging.afterDelete(records.length);
      await collection.invalidate(queryClient);
    },
  });

  const mayPublish = useMay('editor');
  const editorialSettings = useQuery(editorialSettingsQuery());
  const { byRecord: states, newDrafts } = useEditorialStates(collection.editorial?.path);
  const bulk = useBulkActions({
    type,
    collection,
    records,
    canDelete: config.canDelete,
    trashDays: editorialSettings.data?.trash_days,
    resetKey: list.query,
    onDone: async (action, changed) => {
      if (action === 'delete') paging.afterDelete(records.length - changed + 1);
      await collection.invalidate(queryClient);
    },
  });

  const openEdit = useCallback((record: ContentRecord) => setDialog({ kind: 'edit', record }), []);
  const editMissing = useCallback(
    (error: unknown) => toasts.failure(describeFailure(error, `The ${type.singular} to edit could not be loaded.`)),
    [toasts, type.singular],
  );
  const dropEditParam = useEditFromAddress({
    type,
    collection,
    records: listPage.isSuccess ? records : undefined,
    open: openEdit,
    onMissing: editMissing,
  });
  const closeDialog = () => {
    setDialog(null);
    dropEditParam();
  };

  const save = async (values: ContentValues, upload: UploadOptions, publish?: () => Promise<ContentRecord>) => {
    const editing = dialog?.kind === 'edit' ? dialog.record : undefined;
    const saved = publish ? await publish() : await collection.save(values, editing?.id, upload);
    closeDialog();
    toasts.success(editing ? texts.updated(saved) : texts.created(saved));
    await collection.invalidate(queryClient);
  };

  const failure = () =>
    config.listFailure?.(listPage.error, searching) ?? describeFailure(listPage.error, texts.loadError);
  let body: ReactNode;
  if (listPage.isPending) body = <Loading text={searching ? texts.searching : texts.loading} />;
  else if (listPage.isError) body = <FailureAlert failure={failure()} />;
  else if (records.length === 0) body = <p className={styles.empty}>{searching ? texts.noMatch : texts.empty}</p>;
  else {
    body = (
      <>
        <ResourceTable
          caption={title}
          columns={columns}
          records={records}
          busy={listPage.isFetching}
          sort={list.sorted ? { ...list.sorted, onSort: list.sortBy } : undefined}
          onEdit={(record) => setDialog({ kind: 'edit', record })}
          onDelete={config.canDelete && mayPublish ? deletion.ask : undefined}
          selection={mayPublish ? bulk.selection : undefined}
          states={states}
        />
        <Pager page={page} lastPage={lastPage ?? 1} onChange={list.setPage} label={`${title} pages`} />
      </>
    );
  }

  const saveDraft = async (values: ContentValues) => {
    const editorial = collection.editorial;
    if (!editorial) return;
    await createDraft(editorial.path, editorial.draftBody(values));
    closeDialog();
    toasts.success('Draft saved. It waits under New drafts until it is published.');
    await collection.invalidate(queryClient);
  };

  const dialogProps = {
    config,
    editing: dialog?.kind === 'edit',
    count,
    onClose: closeDialog,
    onSave: save,
    editorial: collection.editorial,
    onSaveDraft: saveDraft,
  };
  const note = total === undefined ? undefined : searching ? `Found ${total}` : config.summary?.(total);
  return (
    <section className={styles.screen} aria-labelledby="admin-screen-title">
      <PageHeader title={title} note={note}>
        {config.headerActions && mayPublish ? (
          <Suspense fallback={null}>
            <config.headerActions onChanged={() => void collection.invalidate(queryClient)} />
          </Suspense>
        ) : null}
        {canCreate ? (
          <Button variant="primary" icon={faPlus} shortcut="n" onClick={openCreate}>
            {config.addLabel}
          </Button>
        ) : null}
      </PageHeader>
      <ListSearch
        label={texts.search}
        fields={search}
        values={list.query.filters}
        onSearch={list.filter}
        searchRef={searchRef}
      />
      {collection.editorial ? (
        <NewDrafts
          path={collection.editorial.path}
          drafts={newDrafts}
          onEdit={(draft) => setDialog({ kind: 'draft', draft })}
        />
      ) : null}
      {redirectOffer.element}
      {bulk.report}
      {bulk.bar}
      {body}
      {dialog?.kind === 'edit' && collection.detail ? (
        <FreshRecordDialog key={dialog.record.id} id={dialog.record.id} read={collection.detail} {...dialogProps} />
      ) : dialog ? (
        <RecordDialog
          key={
            dialog.kind === 'edit' ? dialog.record.id : dialog.kind === 'draft' ? `draft-${dialog.draft.id}` : 'create'
          }
          record={dialog.kind === 'edit' ? dialog.record : undefined}
          newDraft={dialog.kind === 'draft' ? dialog.draft : undefined}
          {...dialogProps}
        />
      ) : null}
      {deletion.dialog}
      {bulk.dialog}
    </section>
  );
}
