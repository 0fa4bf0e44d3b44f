import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { invalidateAdminLists } from '../../api/admin/editorial-lists.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { useToasts } from '../ui/toasts.tsx';

export interface RowAction<T> {
  title: string;
  confirmLabel: string;
  busyLabel: string;
  tone?: 'danger' | 'primary';
  question: (row: T) => ReactNode;
  run: (row: T) => Promise<unknown>;
  done: (row: T) => string;
  errorMessage: string;
}

/**
 * An action on one row of an editorial list, after a confirmation: the failure stays in the
 * dialog with the server's reason; success toasts and reloads every admin list.
 */
export function useRowAction<T>(action: RowAction<T>) {
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [row, setRow] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const confirm = async (target: T) => {
    setBusy(true);
    setFailure(null);
    try {
      await action.run(target);
      setRow(null);
      toasts.success(action.done(target));
      await invalidateAdminLists(queryClient);
    } catch (error) {
      setFailure(describeFailure(error, action.errorMessage));
    } finally {
      setBusy(false);
    }
  };

  const dialog =
    row === null ? null : (
      <ConfirmDialog
        title={action.title}
        confirmLabel={action.confirmLabel}
        busyLabel={action.busyLabel}
        busy={busy}
        tone={action.tone}
        failure={failure}
        onConfirm={() => void confirm(row)}
        onCancel={() => setRow(null)}
      >
        {action.question(row)}
      </ConfirmDialog>
    );

  const ask = (next: T) => {
    setFailure(null);
    setRow(next);
  };
  return { ask, dialog };
}
