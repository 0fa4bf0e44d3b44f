import type { RecordState } from '@grain/contract/editorial';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context.ts';
import type { EditorialCollection } from '../collections/editorial.ts';
import type { Database } from '../db/schema.ts';
import { toIsoTimestamp } from '../db/values.ts';
import { dataOf } from './drafts.ts';

interface Schedule {
  id: number;
  action: 'publish' | 'unpublish';
  run_at: string;
}

/** A new record's name in lists: its first text value among the usual naming fields. */
export function labelOfData(data: Record<string, unknown>): string {
  for (const name of ['name', 'title', 'question', 'heading', 'subtitle']) {
    const value = data[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return 'Untitled';
}

async function pendingSchedules(db: Kysely<Database>, table: string) {
  const rows = await db
    .selectFrom('editorial_jobs')
    .select(['id', 'record_id', 'draft_id', 'action', 'run_at'])
    .where('collection', '=', table)
    .where('status', '=', 'pending')
    .orderBy('run_at')
    .execute();
  const byRecord = new Map<number, Schedule[]>();
  const byDraft = new Map<number, Schedule[]>();
  for (const row of rows) {
    const schedule = { id: row.id, action: row.action, run_at: toIsoTimestamp(row.run_at) ?? '' };
    const [map, key] = row.record_id !== null ? [byRecord, row.record_id] : [byDraft, row.draft_id];
    if (key === null) continue;
    map.set(key, [...(map.get(key) ?? []), schedule]);
  }
  return { byRecord, byDraft };
}

/**
 * One row per live record with its editorial state (a pending schedule first, then a draft),
 * and the drafts of new records.
 */
export async function recordStates(context: AppContext, editorial: EditorialCollection) {
  const { db } = context;
  const table = editorial.collection.table;
  // biome-ignore lint/suspicious/noExplicitAny: collection tables are named by their definitions.
  const live = await (db as Kysely<any>).selectFrom(table).select('id').orderBy('id').execute();
  const drafts = await db
    .selectFrom('record_drafts')
    .select(['id', 'record_id', 'data', 'updated_at'])
    .where('collection', '=', table)
    .execute();
  const { byRecord, byDraft } = await pendingSchedules(db, table);
  const draftOf = new Map(drafts.filter((draft) => draft.record_id !== null).map((draft) => [draft.record_id, draft]));
  const records = live.map(({ id }: { id: number }) => {
    const recordId = Number(id);
    const draft = draftOf.get(recordId);
    const schedules = byRecord.get(recordId) ?? [];
    const state: RecordState = schedules.length > 0 ? 'scheduled' : draft ? 'changed' : 'published';
    return {
      record_id: recordId,
      state,
      draft_id: draft?.id ?? null,
      draft_updated_at: draft ? toIsoTimestamp(draft.updated_at) : null,
      schedules,
    };
  });
  const newDrafts = drafts
    .filter((draft) => draft.record_id === null)
    .map((draft) => ({
      draft_id: draft.id,
      label: labelOfData(dataOf(draft)),
      state: 'draft' as const,
      updated_at: toIsoTimestamp(draft.updated_at) ?? '',
      schedules: byDraft.get(draft.id) ?? [],
    }));
  return { records, new_drafts: newDrafts };
}
