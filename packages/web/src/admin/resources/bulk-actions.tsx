import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faCircleXmark } from '@fortawesome/free-solid-svg-icons/faCircleXmark';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { plural } from '@grain/contract/editorial-trash';
import { useEffect, useMemo, useState } from 'react';
import type { AdminCollection, ContentRecord } from '../../api/admin/collection.ts';
import { setRecordActive } from '../../api/admin/content.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { useToasts } from '../ui/toasts.tsx';
import { recordLabel } from './display.ts';
import styles from './resource.module.css';
import type { ResourceType } from './resource-config.ts';

export type BulkAction = 'activate' | 'deactivate' | 'delete';

/** The rows chosen on the page shown, and how the table changes them. */
export interface TableSelection {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** Selects every row shown, or none when all are selected. */
  toggleAll: () => void;
}

const pastTense: Record<BulkAction, string> = {
  activate: 'activated',
  deactivate: 'deactivated',
  delete: 'deleted',
};

/** "1 FAQ", "3 FAQs". */
const counted = (count: number, singular: string) => `${count} ${count === 1 ? singular : plural(singular)}`;

function question(action: BulkAction, count: number, singular: string, trashDays: number | undefined) {
  const what = counted(count, singular);
  if (action === 'delete') {
    const kept = trashDays ? ` for ${trashDays} days` : '';
    return `Delete ${what}? They move to the trash, where they can be restored${kept}.`;
  }
  if (action === 'activate') return `Activate ${what}? Visitors see them again.`;
  return `Deactivate ${what}? Visitors no longer see them.`;
}

interface Options {
  type: ResourceType;
  collection: AdminCollection;
  records: ContentRecord[];
  canDelete: boolean;
  trashDays?: number;
  /** After a run: reload the list (and step back from a page left empty). */
  onDone: (action: BulkAction, changed: number) => Promise<void>;
  /** Clears the selection when the rows shown change (another page, search or sort). */
  resetKey: unknown;
}

/**
 * Row selection and bulk activate, deactivate and delete (through the trash) of a list
 * screen, with one confirmation. The rows go one by one through the same calls as a single
 * edit or delete, so each is checked as that one would be; those refused are named after.
 */
export function useBulkActions({ type, collection, records, canDelete, trashDays, onDone, resetKey }: Options) {
  const toasts = useToasts();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const ask = (action: BulkAction) => {
    setFailure(null);
    setAsking(action);
  };
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const path = collection.editorial?.path;
  const canToggle = type.hasActiveFlag && path !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what the rows shown are
  useEffect(() => setSelected(new Set()), [resetKey]);

  const selection: TableSelection = useMemo(
    () => ({
      selected,
      toggle: (id) =>
        setSelected((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      toggleAll: () =>
        setSelected((current) =>
          records.every((record) => current.has(record.id)) ? new Set() : new Set(records.map((record) => record.id)),
        ),
    }),
    [selected, records],
  );

  const apply = (action: BulkAction, record: ContentRecord) => {
    if (action === 'delete') return collection.remove(record.id);
    return setRecordActive(path ?? type.path, record.id, action === 'activate');
  };

  const run = async (action: BulkAction) => {
    setBusy(true);
    setFailure(null);
    const chosen = records.filter((record) => selected.has(record.id));
    const refused: string[] = [];
    for (const record of chosen) {
      try {
        await apply(action, record);
      } catch (error) {
        const reason = describeFailure(error, 'Failed').details[0] ?? 'the server did not take it';
        refused.push(`${recordLabel(record)}: ${reason}`);
      }
    }
    const changed = chosen.length - refused.length;
    setBusy(false);
    setSelected(new Set());
    setAsking(null);
    if (refused.length > 0) {
      const message = `${counted(refused.length, type.singular)} not ${pastTense[action]}.`;
      setFailure({ message, details: refused, fieldErrors: {} });
    }
    if (changed > 0) toasts.success(`${counted(changed, type.singular)} ${pastTense[action]}.`);
    await onDone(action, changed);
  };

  const report = <FailureAlert failure={failure} onDismiss={() => setFailure(null)} />;
  const count = records.filter((record) => selected.has(record.id)).length;
  const bar =
    count === 0 ? null : (
      <section className={styles.bulkBar} aria-label="Selected rows">
        <span aria-live="polite">{count} selected</span>
        {canToggle ? (
          <>
            <Button size="sm" icon={faCircleCheck} onClick={() => ask('activate')}>
              Activate
            </Button>
            <Button size="sm" icon={faCircleXmark} onClick={() => ask('deactivate')}>
              Deactivate
            </Button>
          </>
        ) : null}
        {canDelete ? (
          <Button size="sm" variant="danger" icon={faTrashCan} onClick={() => ask('delete')}>
            Delete
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
          Clear selection
        </Button>
      </section>
    );

  const titles: Record<BulkAction, string> = { activate: 'Activate', deactivate: 'Deactivate', delete: 'Delete' };
  const dialog =
    asking === null ? null : (
      <ConfirmDialog
        title={`${titles[asking]} selected`}
        confirmLabel={titles[asking]}
        busyLabel="Working..."
        busy={busy}
        tone={asking === 'delete' ? 'danger' : 'primary'}
        onConfirm={() => void run(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>{question(asking, count, type.singular, trashDays)}</p>
      </ConfirmDialog>
    );

  return { selection: canToggle || canDelete ? selection : undefined, bar, report, dialog };
}
