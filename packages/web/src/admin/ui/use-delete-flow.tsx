import { type ReactNode, useCallback, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { describeFailure, type Failure } from './failure.ts';
import { useToasts } from './toasts.tsx';

export interface DeleteFlow<T> {
  /** Deletes the record on the server. */
  remove: (record: T) => Promise<unknown>;
  /** What the confirmation says: the question (spec admin §8) and the record's key values. */
  question: (record: T) => ReactNode;
  /** The toast after the delete. */
  deleted: (record: T) => string;
  /** The message when the delete fails (spec admin §8), e.g. "Failed to delete FAQ". */
  errorMessage: string;
  /** After the toast: reload the lists, step back from a page left empty. */
  onDeleted: (record: T) => Promise<void> | void;
}

/**
 * The one delete flow of the admin lists: ask, delete, toast. A failure stays in the open
 * confirmation (spec admin §4: after a failure modals stay open) with the server's reason.
 */
export function useDeleteFlow<T>(flow: DeleteFlow<T>) {
  const toasts = useToasts();
  const [record, setRecord] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const ask = useCallback((next: T) => {
    setFailure(null);
    setRecord(next);
  }, []);

  const confirm = async (target: T) => {
    setBusy(true);
    setFailure(null);
    try {
      await flow.remove(target);
      setRecord(null);
      toasts.success(flow.deleted(target));
      await flow.onDeleted(target);
    } catch (error) {
      setFailure(describeFailure(error, flow.errorMessage));
    } finally {
      setBusy(false);
    }
  };

  const dialog =
    record === null ? null : (
      <ConfirmDialog
        title="Confirm Delete"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        failure={failure}
        onConfirm={() => confirm(record)}
        onCancel={() => {
          setRecord(null);
          setFailure(null);
        }}
      >
        {flow.question(record)}
      </ConfirmDialog>
    );
  return { ask, dialog };
}
