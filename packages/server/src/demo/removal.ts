import { contentTypes } from '@grain/contract/content-types';
import type { Fields } from '@grain/contract/fields';
import { storagePath } from '@grain/contract/storage-url';
import { type Kysely, sql } from 'kysely';
import { filesOf } from '../collections/values.ts';
import { type AuditActor, SITE_ACTOR, writeAuditEntry } from '../db/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { toBoolean } from '../db/values.ts';
import { editoriallyReferenced, referencedImages } from '../images/referenced.ts';
import { removeLibraryFiles } from '../images/release.ts';
import type { Storage } from '../storage/storage.ts';

/*
 * The demo's records and files, as the seed recorded them (migration 0020), and their removal.
 *
 * What goes: every record the seed wrote that is unchanged since (its updated_at is still the
 * one it was seeded with), with the files the seed wrote for it. What stays:
 *   - every record the owner added;
 *   - demo records the owner has edited since: they hold the owner's work now, and become the
 *     owner's own (delete them in the admin like any other record);
 *   - demo categories and blog categories that the owner's own records still use (removing
 *     them would take the owner's records' category away); they stay recorded as demo, and a
 *     later removal takes them once nothing uses them.
 */

// biome-ignore lint/suspicious/noExplicitAny: the site's tables are named by their definitions.
type AnyDb = Kysely<any>;
type Row = Record<string, unknown>;

interface DemoTable {
  table: string;
  singular: string;
  plural: string;
  fields: Fields;
  /** Columns of this table that hold the id of a record of another table. */
  references: Array<{ column: string; table: string }>;
}

const pluralOf = (singular: string) => (singular.endsWith('y') ? `${singular.slice(0, -1)}ies` : `${singular}s`);

const referencesOf = (fields: Fields) =>
  Object.entries(fields).flatMap(([column, field]) =>
    field.kind === 'reference' && field.references ? [{ column, table: field.references }] : [],
  );

/** Every table the demo seeds, the ones that refer to others first (they are removed first). */
const demoTables: DemoTable[] = [
  ...contentTypes.map((def) => ({
    table: def.table,
    singular: def.singular,
    plural: pluralOf(def.singular),
    fields: def.fields as Fields,
    references: referencesOf(def.fields as Fields),
  })),
  {
    table: 'products',
    singular: 'product',
    plural: 'products',
    fields: { image: { kind: 'image' } } as unknown as Fields,
    references: [{ column: 'category_id', table: 'categories' }],
  },
].sort((left, right) => right.references.length - left.references.length);

/** The order the collections are named in: the admin's, products after their categories. */
const displayOrder = [...contentTypes.map((def) => def.table), 'products'];

/** What the seed wrote: its records (with their updated_at then) and its files, in its own transaction. */
export async function recordDemo(trx: Kysely<Database>, files: readonly string[]): Promise<void> {
  for (const { table } of demoTables) {
    await trx
      .insertInto('demo_records')
      .columns(['table_name', 'record_id', 'seeded_updated_at'])
      .expression(
        (trx as unknown as AnyDb)
          .selectFrom(table)
          .select([sql.lit(table).as('table_name'), 'id as record_id', 'updated_at as seeded_updated_at']),
      )
      .execute();
  }
  for (let start = 0; start < files.length; start += 200) {
    const chunk = files.slice(start, start + 200).map((path) => ({ path }));
    await trx.insertInto('demo_files').values(chunk).execute();
  }
}

export interface DemoCollectionPlan {
  table: string;
  /** "banner" / "banners" (lower case, as in a sentence). */
  singular: string;
  plural: string;
  /** Ids of the demo records that go. */
  remove: number[];
  /** Demo records the owner has edited since: kept. */
  edited: number[];
  /** Demo records the owner's own records still use: kept. */
  inUse: number[];
}

export interface DemoRemovalPlan {
  collections: DemoCollectionPlan[];
  /** The demo files of the records that go. */
  files: string[];
}

async function recordedIds(db: Kysely<Database>, table: string) {
  const rows = await (db as unknown as AnyDb)
    .selectFrom('demo_records as d')
    .leftJoin(`${table} as t`, 't.id', 'd.record_id')
    .where('d.table_name', '=', table)
    .select(['d.record_id', 't.id as current_id', sql<boolean | number>`t.updated_at = d.seeded_updated_at`.as('same')])
    .orderBy('d.record_id')
    .execute();
  return rows as Array<{ record_id: number; current_id: number | null; same: boolean | number | null }>;
}

/** Ids of `table` that the rows of `referencing` use in `column`, leaving out rows about to go. */
async function usedIds(
  db: Kysely<Database>,
  referencing: string,
  column: string,
  going: number[],
): Promise<Set<number>> {
  let query = (db as unknown as AnyDb).selectFrom(referencing).select(column).where(column, 'is not', null).distinct();
  if (going.length > 0) query = query.where('id', 'not in', going);
  return new Set((await query.execute()).map((row) => Number(row[column])));
}

async function filesOfRecords(db: Kysely<Database>, table: DemoTable, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = (await (db as unknown as AnyDb)
    .selectFrom(table.table)
    .selectAll()
    .where('id', 'in', ids)
    .execute()) as Row[];
  const files = rows.flatMap((row) => filesOf(table.fields, row));
  if (table.table === 'products') {
    const gallery = await db.selectFrom('product_images').select('path').where('product_id', 'in', ids).execute();
    files.push(...gallery.map((row) => row.path));
  }
  return files.map((value) => storagePath(value)).filter((path): path is string => path !== null);
}

/** What removing the demo would remove and keep, without changing anything. */
export async function planDemoRemoval(db: Kysely<Database>): Promise<DemoRemovalPlan> {
  const going = new Map<string, number[]>();
  const collections: DemoCollectionPlan[] = [];
  for (const table of demoTables) {
    const recorded = await recordedIds(db, table.table);
    const present = recorded.filter((row) => row.current_id !== null);
    const unchanged = present.filter((row) => toBoolean(row.same)).map((row) => row.record_id);
    const edited = present.filter((row) => !toBoolean(row.same)).map((row) => row.record_id);
    // Tables that refer to this one were planned first: what they keep may use these records.
    const used = new Set<number>();
    for (const other of demoTables) {
      for (const reference of other.references.filter((ref) => ref.table === table.table)) {
        for (const id of await usedIds(db, other.table, reference.column, going.get(other.table) ?? [])) used.add(id);
      }
    }
    const remove = unchanged.filter((id) => !used.has(id));
    going.set(table.table, remove);
    collections.push({
      table: table.table,
      singular: table.singular,
      plural: table.plural,
      remove,
      edited,
      inUse: unchanged.filter((id) => used.has(id)),
    });
  }
  const demoFiles = new Set((await db.selectFrom('demo_files').select('path').execute()).map((row) => row.path));
  const files: string[] = [];
  for (const table of demoTables) {
    const ids = going.get(table.table) ?? [];
    for (const path of await filesOfRecords(db, table, ids)) if (demoFiles.has(path)) files.push(path);
  }
  collections.sort((left, right) => displayOrder.indexOf(left.table) - displayOrder.indexOf(right.table));
  return { collections, files: [...new Set(files)].sort() };
}

const counted = (count: number, collection: Pick<DemoCollectionPlan, 'singular' | 'plural'>) =>
  `${count} ${count === 1 ? collection.singular : collection.plural}`;

function listed(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const demoRemovalCount = (plan: DemoRemovalPlan) =>
  plan.collections.reduce((sum, collection) => sum + collection.remove.length, 0);

/** The plan in sentences, for the confirmation of the command and of the admin's button. */
export function describeDemoRemoval(plan: DemoRemovalPlan): { removes: string; keeps: string[] } {
  const removing = plan.collections.filter((collection) => collection.remove.length > 0);
  const removes =
    removing.length === 0
      ? 'There is no demo content left to remove.'
      : `Removes the demo content: ${listed(removing.map((collection) => counted(collection.remove.length, collection)))}, with ${plan.files.length} ${plan.files.length === 1 ? 'file' : 'files'}.`;
  const keeps: string[] = [];
  const edited = plan.collections.filter((collection) => collection.edited.length > 0);
  if (edited.length > 0) {
    keeps.push(
      `Keeps the demo records you have edited, as your own: ${listed(edited.map((collection) => counted(collection.edited.length, collection)))}.`,
    );
  }
  const inUse = plan.collections.filter((collection) => collection.inUse.length > 0);
  if (inUse.length > 0) {
    keeps.push(
      `Keeps what your own records still use: ${listed(inUse.map((collection) => counted(collection.inUse.length, collection)))}.`,
    );
  }
  keeps.push('Records you added yourself are not touched.');
  return { removes, keeps };
}

export interface DemoRemovalContext {
  db: Kysely<Database>;
  storage: Storage;
  /** Moves on after the removal, so that cached pages and answers go stale. */
  contentVersion: { bump(): Promise<void> };
}

/**
 * Removes what `planDemoRemoval` names, in one transaction, then the files (with their
 * originals, variants and queued jobs) and moves the content version on. Returns the plan it
 * carried out (planned again inside, so that it is what the database held at that moment).
 */
export async function removeDemo(
  context: DemoRemovalContext,
  actor: AuditActor = SITE_ACTOR,
): Promise<DemoRemovalPlan> {
  const plan = await context.db.transaction().execute(async (trx) => {
    const planned = await planDemoRemoval(trx);
    // Records that refer to others go before those they refer to.
    const removalOrder = demoTables.map((table) => table.table);
    const inRemovalOrder = [...planned.collections].sort(
      (left, right) => removalOrder.indexOf(left.table) - removalOrder.indexOf(right.table),
    );
    for (const collection of inRemovalOrder) {
      if (collection.remove.length > 0) {
        await (trx as unknown as AnyDb).deleteFrom(collection.table).where('id', 'in', collection.remove).execute();
      }
      // Gone, or edited (now the owner's): no longer demo. Records in use stay recorded.
      const kept = new Set(collection.inUse);
      await trx
        .deleteFrom('demo_records')
        .where('table_name', '=', collection.table)
        .$if(kept.size > 0, (query) => query.where('record_id', 'not in', [...kept]))
        .execute();
    }
    const removed = planned.collections.reduce((sum, collection) => sum + collection.remove.length, 0);
    if (removed > 0) {
      await writeAuditEntry(trx, actor, { action: 'demo removed', detail: `${removed} demo records` });
    }
    return planned;
  });
  // A file is let go of only when no record uses it any more.
  const stillUsed = new Set(await referencedImages(context.db));
  const files = plan.files.filter((path) => !stillUsed.has(path));
  const kept = await editoriallyReferenced(context.db, files);
  await removeLibraryFiles(
    context,
    files.filter((path) => !kept.has(path)),
  );
  for (let start = 0; start < files.length; start += 200) {
    await context.db
      .deleteFrom('demo_files')
      .where('path', 'in', files.slice(start, start + 200))
      .execute();
  }
  if (demoRemovalCount(plan) > 0) await context.contentVersion.bump();
  return { ...plan, files };
}
