import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ContentRecord } from '../../api/admin/collection.ts';
import { editorialQueries, type RecordState, restoreTrash, trashEntryOf } from '../../api/admin/editorial.ts';
import { recordLabel } from '../resources/display.ts';
import { describeFailure } from '../ui/failure.ts';
import { StateBadge } from '../ui/status-badge.tsx';
import { type ToastAction, useToasts } from '../ui/toasts.tsx';

/** Until the settings answer: the design's default of GRAIN_TRASH_DAYS. */
const DEFAULT_TRASH_DAYS = 30;

/** The states of a collection's records: a badge per record, and the drafts of new records. */
export function useEditorialStates(path: string) {
  const states = useQuery(editorialQueries.states(path));
  const byRecord = useMemo(
    () => new Map<number, RecordState>((states.data?.records ?? []).map((row) => [row.record_id, row])),
    [states.data],
  );
  const badgeOf = (record: ContentRecord) => {
    const row = byRecord.get(record.id);
    return row ? <StateBadge state={row.state} /> : null;
  };
  return { badgeOf, newDrafts: states.data?.new_drafts ?? [], stateOf: (id: number) => byRecord.get(id) };
}

/** The delete toast's text and its Undo (the record is in the trash, restorable for a while). */
export function useTrashUndo(path: string, afterRestore: () => Promise<void> | void) {
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const settings = useQuery(editorialQueries.settings());
  const days = settings.data?.trash_days ?? DEFAULT_TRASH_DAYS;
  const deleted = (record: ContentRecord) =>
    `${recordLabel(record)} moved to the trash. You can restore it for ${days} days.`;
  const undo = (record: ContentRecord): ToastAction => ({
    label: 'Undo',
    run: async () => {
      try {
        const entry = await trashEntryOf(path, record.id);
        if (!entry) throw new Error('Not in the trash');
        await restoreTrash(entry.id);
        toasts.success(`${recordLabel(record)} is back.`);
        await queryClient.invalidateQueries({ queryKey: editorialQueries.all() });
        await afterRestore();
      } catch (error) {
        toasts.failure(describeFailure(error, `${recordLabel(record)} could not be restored.`));
      }
    },
  });
  return { deleted, undo };
}
