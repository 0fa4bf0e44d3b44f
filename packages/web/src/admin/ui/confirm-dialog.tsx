import { type ReactNode, useId } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { Button } from './button.tsx';
import type { Failure } from './failure.ts';
import { FailureAlert } from './failure-alert.tsx';
import styles from './ui.module.css';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  failure?: Failure | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small confirmation dialog (deletes, discarding changes). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  busy = false,
  cancelLabel = 'Cancel',
  tone = 'danger',
  failure,
  onConfirm,
  onCancel,
}: Props) {
  const bodyId = useId();
  return (
    <Modal title={title} onClose={() => !busy && onCancel()} size="sm" describedBy={bodyId}>
      <FailureAlert failure={failure ?? null} />
      <div id={bodyId} className={styles.confirmBody}>
        {children}
      </div>
      <div className={styles.confirmActions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm} busy={busy} busyText={busyLabel}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
