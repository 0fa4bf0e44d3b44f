import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Collection } from './define.ts';

type Row = Record<string, unknown>;

/** The trash form of a record (record_trash.data): its live row as stored, and its child rows. */
export interface RawRecord {
  row: Row;
  children: Record<string, Row[]>;
}

// The tables are named by the collections, not by requests: the dynamic names stay inside the app.
const anyDb = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Row>>;

/** The stored row of record `id` and its child rows, or undefined when it is gone. */
export async function readRawRecord(
  db: Kysely<Database>,
  { table, childTables = [] }: Pick<Collection, 'table' | 'childTables'>,
  id: number,
): Promise<RawRecord | undefined> {
  const row = await anyDb(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const children: Record<string, Row[]> = {};
  for (const child of childTables) {
    children[child.table] = await anyDb(db)
      .selectFrom(child.table)
      .selectAll()
      .where(child.column, '=', id)
      .orderBy('id')
      .execute();
  }
  return { row, children };
}

/** Writes a record's rows back exactly as they were, ids included; pass a transaction. */
export async function insertRawRecord(
  trx: Kysely<Database>,
  { table, childTables = [] }: Pick<Collection, 'table' | 'childTables'>,
  raw: RawRecord,
): Promise<void> {
  await anyDb(trx).insertInto(table).values(raw.row).execute();
  for (const child of childTables) {
    const rows = raw.children[child.table] ?? [];
    if (rows.length > 0) await anyDb(trx).insertInto(child.table).values(rows).execute();
  }
}

const DAY_MS = 24 * 3600 * 1000;

/** The name a trashed record is listed by: its title, name or question. */
function labelOf(collection: Collection, row: Record<string, unknown>): string {
  for (const column of ['title', 'name', 'question']) {
    const value = row[column];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
  }
  return `${collection.label} ${row.id}`;
}

/**
 * Delete, inside the delete's transaction: the record's row and child rows go into the trash
 * (raw rows), restorable for `days` days. Its files stay where they are.
 */
export async function moveToTrash(
  trx: Kysely<Database>,
  collection: Collection,
  id: number,
  { by, days }: { by: number | null; days: number },
): Promise<void> {
  const raw = await readRawRecord(trx, collection, id);
  if (!raw) return;
  const now = new Date();
  // A record restored and deleted again has one entry: the latest.
  await trx.deleteFrom('record_trash').where('collection', '=', collection.table).where('record_id', '=', id).execute();
  await trx
    .insertInto('record_trash')
    .values({
      collection: collection.table,
      record_id: id,
      label: labelOf(collection, raw.row),
      data: JSON.stringify(raw),
      deleted_by: by,
      purge_after: new Date(now.getTime() + days * DAY_MS).toISOString(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
}
