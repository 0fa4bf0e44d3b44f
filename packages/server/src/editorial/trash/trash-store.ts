import { isFileField } from '@grain/contract/fields';
import type { Kysely } from 'kysely';
import type { Collection } from '../../collections/define.ts';
import { filesOfData } from '../../collections/draft-data.ts';
import { editorialByTable } from '../../collections/editorial.ts';
import { insertRawRecord, type RawRecord } from '../../collections/trash-rows.ts';
import type { WriteContext } from '../../collections/write.ts';
import { writeAuditEntry } from '../../db/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { uniqueViolationColumns } from '../../db/unique-violations.ts';
import { nowIso } from '../../db/values.ts';
import { currentActor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { EditorialCollection, EditorialCollections } from '../collections.ts';
import { removeUnreferencedFiles } from '../files.ts';

/** The stored files a trashed record held: its file fields and, for a product, its gallery. */
function filesOfRaw(collection: Collection, raw: RawRecord): string[] {
  const fromRow = Object.entries(collection.fields)
    .filter(([, field]) => isFileField(field))
    .map(([name]) => raw.row[name]);
  const fromChildren = (collection.childTables ?? []).flatMap((child) =>
    (raw.children[child.table] ?? []).map((row) => row.path),
  );
  return [...fromRow, ...fromChildren].filter((path): path is string => typeof path === 'string' && path !== '');
}

/** "Category" → "category"; an abbreviation ("SKU") stays as it is. */
const lowerFirst = (text: string) => (/^[A-Z]{2,}\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

/** 409 when a record it points at (a product's category) is gone. */
async function checkReferences(trx: Kysely<Database>, entry: EditorialCollection, raw: RawRecord): Promise<void> {
  const label = lowerFirst(entry.collection.label);
  for (const [name, field] of Object.entries(entry.collection.fields)) {
    const id = raw.row[name];
    if (field.kind !== 'reference' || !field.references || id === null || id === undefined) continue;
    const anyDb = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const found = await anyDb.selectFrom(field.references).select('id').where('id', '=', id).executeTakeFirst();
    if (!found) {
      const target = lowerFirst(field.label);
      throw conflict(`This ${label}'s ${target} no longer exists. Restore the ${target} first.`);
    }
  }
}

/** 409 when a unique value (slug, sku) is now another record's. */
function takenValue(error: unknown, entry: EditorialCollection) {
  const column = uniqueViolationColumns(error, entry.collection.table)?.[0];
  if (!column) return undefined;
  const label = lowerFirst(entry.collection.label);
  const field = Object.hasOwn(entry.collection.fields, column) ? entry.collection.fields[column].label : column;
  return conflict(
    `Another ${label} now uses this ${label}'s ${lowerFirst(field)}. Change that one first, then restore this ${label}.`,
  );
}

async function findEntry(db: Kysely<Database>, id: number) {
  const entry = await db.selectFrom('record_trash').selectAll().where('id', '=', id).executeTakeFirst();
  if (!entry) throw notFound('Trash entry');
  return entry;
}

/**
 * Puts a trashed record back with its id and child rows, in one transaction with the removal
 * of its trash entry; the content version moves on. Returns the collection's path and the id.
 */
export async function restoreFromTrash(
  context: WriteContext,
  collections: EditorialCollections,
  trashId: number,
): Promise<{ path: string; record_id: number }> {
  const stored = await findEntry(context.db, trashId);
  const entry = collections.byTable(stored.collection);
  if (!entry) throw conflict('This record belongs to a collection the site no longer has.');
  const raw = JSON.parse(stored.data) as RawRecord;
  const label = lowerFirst(entry.collection.label);
  try {
    await context.db.transaction().execute(async (trx) => {
      if (await entry.exists(trx, stored.record_id)) throw conflict(`This ${label} exists already.`);
      await checkReferences(trx, entry, raw);
      await insertRawRecord(trx, entry.collection, raw);
      await trx.deleteFrom('record_trash').where('id', '=', trashId).execute();
      await writeAuditEntry(trx, currentActor(), {
        action: 'restore',
        entity: stored.collection,
        entityId: stored.record_id,
        entityLabel: stored.label,
      });
      await entry.collection.hooks.afterWrite?.(trx, {
        operation: 'create',
        table: stored.collection,
        id: stored.record_id,
      });
    });
  } catch (error) {
    throw takenValue(error, entry) ?? error;
  }
  await context.contentVersion.bump();
  return { path: entry.path, record_id: stored.record_id };
}

/**
 * The record's history and any draft of it, which a purge for good takes along: the rows go,
 * and the stored files they named come back for the final check.
 */
async function dropHistory(context: WriteContext, table: string, recordId: number): Promise<string[]> {
  const editorial = editorialByTable(context, table);
  const rows = await context.db
    .selectFrom('record_revisions')
    .select('data')
    .where('collection', '=', table)
    .where('record_id', '=', recordId)
    .union(
      context.db
        .selectFrom('record_drafts')
        .select('data')
        .where('collection', '=', table)
        .where('record_id', '=', recordId),
    )
    .execute();
  await context.db
    .deleteFrom('record_revisions')
    .where('collection', '=', table)
    .where('record_id', '=', recordId)
    .execute();
  await context.db
    .deleteFrom('record_drafts')
    .where('collection', '=', table)
    .where('record_id', '=', recordId)
    .execute();
  return rows.flatMap((row) => filesOfData(editorial, JSON.parse(row.data)));
}

/**
 * Purges one trash entry for good: the record, its history and drafts, and every stored file
 * none of the others (live records, drafts, kept revisions, other trash entries) still names.
 */
export async function purgeTrashEntry(
  context: WriteContext,
  collections: EditorialCollections,
  trashId: number,
): Promise<void> {
  const stored = await findEntry(context.db, trashId);
  const purged = await context.db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('record_trash').where('id', '=', trashId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await writeAuditEntry(trx, currentActor(), {
      action: 'purge',
      entity: stored.collection,
      entityId: stored.record_id,
      entityLabel: stored.label,
    });
    return true;
  });
  // Another instance purged it meanwhile: its files are that one's to remove.
  if (!purged) return;
  const entry = collections.byTable(stored.collection);
  if (!entry) return;
  const history = await dropHistory(context, stored.collection, stored.record_id);
  await removeUnreferencedFiles(context, [
    ...filesOfRaw(entry.collection, JSON.parse(stored.data) as RawRecord),
    ...history,
  ]);
}

/** Purges every entry whose time is up (`now` for tests); returns how many went. */
export async function purgeExpiredTrash(
  context: WriteContext,
  collections: EditorialCollections,
  now = nowIso(),
): Promise<number> {
  const expired = await context.db.selectFrom('record_trash').select('id').where('purge_after', '<=', now).execute();
  for (const { id } of expired) await purgeTrashEntry(context, collections, id);
  return expired.length;
}
