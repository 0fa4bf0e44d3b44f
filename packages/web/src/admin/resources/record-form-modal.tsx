import type { ReactNode } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { RecordForm, type RecordFormProps } from './record-form.tsx';
import { useDiscardGuard } from './use-discard-guard.tsx';

interface Props extends Omit<RecordFormProps, 'onCancel' | 'onDirtyChange' | 'variant'> {
  title: string;
  size?: 'sm' | 'md' | 'lg';
  onClose: () => void;
  /** Shown instead of the form while what it needs loads, or when that failed. */
  pending?: ReactNode;
}

/** The add/edit modal of a list: the record form in a dialog that guards unsaved changes. */
export function RecordFormModal({ title, size = 'md', onClose, pending, ...form }: Props) {
  const guard = useDiscardGuard(onClose);
  return (
    <>
      <Modal title={title} onClose={guard.requestClose} size={size}>
        {pending ?? (
          <RecordForm {...form} onCancel={guard.requestClose} onDirtyChange={guard.onDirtyChange} variant="modal" />
        )}
      </Modal>
      {guard.dialog}
    </>
  );
}
