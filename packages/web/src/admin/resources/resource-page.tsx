import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  adminContentQueries,
  type ContentRecord,
  type ContentValues,
  deleteContentRecord,
  invalidateContent,
  saveContentRecord,
} from '../../api/admin/content.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Pager } from '../ui/pager.tsx';
import { RecordFormModal } from './record-form-modal.tsx';
import styles from './resource.module.css';
import type { ResourceConfig } from './resource-config.ts';
import { ResourceTable } from './resource-table.tsx';

type Dialog = { kind: 'create' } | { kind: 'edit'; record: ContentRecord } | { kind: 'delete'; record: ContentRecord };

interface Banner {
  tone: 'success' | 'error';
  text: ReactNode;
}

/**
 * The management screen of a generic content type: a table of its records with add, edit
 * and delete through the shared modal form and delete confirmation.
 */
export function ResourcePage({ config }: { config: ResourceConfig }) {
  const { type: def, texts } = config;
  const queryClient = useQueryClient();
  const queries = adminContentQueries(def);
  const [page, setPage] = useState(1);
  const paged = useQuery({
    ...queries.page(page, config.pageSize ?? 1),
    enabled: Boolean(config.pageSize),
    placeholderData: keepPreviousData,
  });
  const whole = useQuery({ ...queries.list(), enabled: !config.pageSize });
  const list = config.pageSize ? paged : whole;
  const records: ContentRecord[] = (config.pageSize ? paged.data?.data : whole.data) ?? [];
  const total = config.pageSize ? (paged.data?.total ?? 0) : records.length;

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<Failure | null>(null);

  const canCreate = config.create === 'always' || (config.create === 'when-empty' && list.isSuccess && total === 0);
  const close = () => {
    setDialog(null);
    setDeleteFailure(null);
  };

  const save = async (values: ContentValues) => {
    const editing = dialog?.kind === 'edit' ? dialog.record : undefined;
    const saved = await saveContentRecord(def, values, editing?.id);
    setDialog(null);
    setBanner({ tone: 'success', text: editing ? texts.updated(saved) : texts.created(saved) });
    await invalidateContent(queryClient, def.path);
  };

  const remove = async (record: ContentRecord) => {
    setDeleting(true);
    setDeleteFailure(null);
    try {
      await deleteContentRecord(def, record.id);
      setDialog(null);
      setBanner({ tone: 'success', text: texts.deleted(record) });
      if (config.pageSize && records.length === 1 && page > 1) setPage(page - 1);
      await invalidateContent(queryClient, def.path);
    } catch (error) {
      setDeleteFailure(describeFailure(error, texts.deleteError));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section className={styles.screen} aria-labelledby="admin-screen-title">
      <PageHeader title={config.title} note={config.summary && list.isSuccess ? config.summary(total) : undefined}>
        {canCreate ? (
          <Button variant="primary" icon="fa-solid fa-plus" onClick={() => setDialog({ kind: 'create' })}>
            {config.addLabel}
          </Button>
        ) : null}
      </PageHeader>

      {banner ? (
        <Alert tone={banner.tone} onDismiss={() => setBanner(null)}>
          {banner.text}
        </Alert>
      ) : null}

      {list.isPending ? (
        <Loading text={texts.loading} />
      ) : list.isError ? (
        <FailureAlert failure={describeFailure(list.error, texts.loadError)} />
      ) : records.length === 0 ? (
        <p className={styles.empty}>{texts.empty}</p>
      ) : (
        <>
          <ResourceTable
            caption={config.title}
            columns={config.columns}
            records={records}
            onEdit={(record) => setDialog({ kind: 'edit', record })}
            onDelete={config.canDelete ? (record) => setDialog({ kind: 'delete', record }) : undefined}
          />
          {config.pageSize ? (
            <Pager
              page={page}
              lastPage={paged.data?.last_page ?? 1}
              onChange={setPage}
              label={`${config.title} pages`}
            />
          ) : null}
        </>
      )}

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <RecordFormModal
          key={dialog.kind === 'edit' ? dialog.record.id : 'create'}
          title={dialog.kind === 'edit' ? texts.editTitle : texts.createTitle}
          size={config.modalSize}
          onClose={close}
          def={def}
          config={config.form}
          record={dialog.kind === 'edit' ? dialog.record : undefined}
          count={total}
          submitLabel={dialog.kind === 'edit' ? texts.editSubmit : texts.createSubmit}
          busyLabel={texts.busy}
          errorMessage={dialog.kind === 'edit' ? texts.updateError : texts.createError}
          onSubmit={save}
        />
      ) : null}

      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title="Confirm Delete"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={deleting}
          failure={deleteFailure}
          onConfirm={() => remove(dialog.record)}
          onCancel={close}
        >
          <p>Are you sure you want to delete this {def.singular}?</p>
          {config.deleteDetails?.(dialog.record)}
          {config.deleteWarning ? <p className={styles.warning}>{config.deleteWarning}</p> : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
