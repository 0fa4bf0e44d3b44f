import type { MediaUse } from '@grain/contract/media';
import type { Kysely } from 'kysely';
import { writeAuditEntry } from '../db/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { currentActor } from '../http/actor.ts';
import { mediaUses } from '../images/media-usage.ts';
import { removeLibraryFiles } from '../images/release.ts';
import type { Storage } from '../storage/storage.ts';

const stateNames: Record<MediaUse['state'], string> = {
  live: 'published',
  draft: 'draft',
  revision: 'kept revision',
  trash: 'in the trash',
  settings: 'site settings',
};

/** One use as a line people read: `Blog “Oak table” #12 (published)`. */
export function describeUse(use: MediaUse): string {
  if (use.state === 'settings') return use.entity_label;
  const name = use.record_label ? ` “${use.record_label}”` : '';
  const id = use.record_id === null ? '' : ` #${use.record_id}`;
  return `${use.entity_label}${name}${id} (${stateNames[use.state]})`;
}

/**
 * Deletes the items among `ids` that nothing uses (no live record, draft, kept revision, trash
 * entry or setting), with their files; the others are kept. Returns which went and which stayed.
 */
export async function deleteMediaItems(
  context: { db: Kysely<Database>; storage: Storage },
  ids: readonly number[],
): Promise<{ deleted: number[]; kept: number[] }> {
  const { db } = context;
  const rows = await db
    .selectFrom('media_items')
    .select(['id', 'path', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  const uses = await mediaUses(
    db,
    rows.map((row) => row.path),
  );
  const free = rows.filter((row) => !uses.has(row.path));
  const kept = rows.filter((row) => uses.has(row.path)).map((row) => row.id);
  if (free.length > 0) {
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('media_items')
        .where(
          'id',
          'in',
          free.map((row) => row.id),
        )
        .execute();
      for (const row of free) {
        await writeAuditEntry(trx, currentActor(), {
          action: 'delete',
          entity: 'media_items',
          entityId: row.id,
          entityLabel: row.name,
        });
      }
    });
    await removeLibraryFiles(
      context,
      free.map((row) => row.path),
    );
  }
  return { deleted: free.map((row) => row.id), kept };
}
