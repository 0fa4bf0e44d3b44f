import type { DraftData, RevisionReason } from '@grain/contract/editorial';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import type { Viewer } from '../http/viewer.ts';
import type { EditorialCollection } from './editorial.ts';

/*
 * Revisions: a snapshot of a record's draft data per publish (every write that publishes keeps
 * one in its own transaction), manual draft save and restore. Listing, restoring and pruning
 * them is editorial/'s.
 */

/** Who did it, as revisions and drafts keep it. */
export const userNameOf = (viewer: Pick<Viewer, 'fname' | 'lname'> | null) =>
  viewer ? `${viewer.fname} ${viewer.lname}`.trim() : null;

export interface RevisionEntry {
  collection: string;
  recordId: number | null;
  draftId: number | null;
  data: DraftData;
  reason: RevisionReason;
  viewer: Pick<Viewer, 'id' | 'fname' | 'lname'> | null;
}

/** Keeps a revision; pass the transaction of the write it records. */
export async function keepRevision(db: Kysely<Database>, entry: RevisionEntry): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('record_revisions')
    .values({
      collection: entry.collection,
      record_id: entry.recordId,
      draft_id: entry.draftId,
      data: JSON.stringify(entry.data),
      reason: entry.reason,
      user_id: entry.viewer?.id ?? null,
      user_name: userNameOf(entry.viewer),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Keeps a 'publish' revision of the live record `id` as the transaction `trx` now holds it. */
export async function keepPublishRevision(
  trx: Kysely<Database>,
  editorial: EditorialCollection,
  id: number,
  viewer: RevisionEntry['viewer'],
  draftId: number | null = null,
): Promise<void> {
  const live = await editorial.live(trx, id);
  if (!live) return;
  const entry = { collection: editorial.collection.table, recordId: id, draftId, data: live.data, viewer };
  await keepRevision(trx, { ...entry, reason: 'publish' });
}
