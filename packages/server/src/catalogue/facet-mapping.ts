import {
  type FacetKeyMapping,
  type FacetMappingUpdate,
  facetMappingMessages,
} from '@grain/contract/product-facets-schema';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fromBoolean, nowIso, toBoolean } from '../db/values.ts';
import { validationFailed } from '../http/errors.ts';
import { finalEntry, refreshProductFacets } from './facet-index.ts';

/*
 * The admin's mapping of facets (issue 48): labels, order, hiding and merges of the keys and
 * values found in specification lines. Labels, order and hiding are read as the facets are
 * answered; a merge changes which value a line counts as, so it rewrites the facet rows of the
 * products that counted the entry, before or after (not the whole index).
 */

const MAPPING_COLUMNS = ['id', 'slug', 'name', 'label', 'position', 'hidden', 'merge_into_id'] as const;

/** Every key with its values, as found, with how many products (active or not) each counts. */
export async function listFacetMapping(db: Kysely<Database>): Promise<FacetKeyMapping[]> {
  const [keys, values, valueCounts, keyCounts] = await Promise.all([
    db.selectFrom('facet_keys').select(MAPPING_COLUMNS).execute(),
    db
      .selectFrom('facet_values')
      .select([...MAPPING_COLUMNS, 'key_id'])
      .execute(),
    db
      .selectFrom('product_facets')
      .select(['value_id', (eb) => eb.fn.countAll<number | string | bigint>().as('count')])
      .groupBy('value_id')
      .execute(),
    db
      .selectFrom('product_facets')
      .select(['key_id', (eb) => eb.fn.count<number | string | bigint>('product_id').distinct().as('count')])
      .groupBy('key_id')
      .execute(),
  ]);
  const valueCount = new Map(valueCounts.map((row) => [row.value_id, Number(row.count)]));
  const keyCount = new Map(keyCounts.map((row) => [row.key_id, Number(row.count)]));
  const entry = <T extends (typeof keys)[number]>(row: T, products: number) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    label: row.label,
    position: row.position,
    hidden: toBoolean(row.hidden),
    merge_into_id: row.merge_into_id,
    products,
  });
  const shown = (row: { label: string | null; name: string; position: number }) => ({
    position: row.position,
    label: row.label ?? row.name,
  });
  const order = (a: { label: string | null; name: string; position: number }, b: typeof a) =>
    shown(a).position - shown(b).position ||
    shown(a).label.localeCompare(shown(b).label, 'en', { numeric: true, sensitivity: 'base' });
  return [...keys].sort(order).map((key) => ({
    ...entry(key, keyCount.get(key.id) ?? 0),
    values: values
      .filter((value) => value.key_id === key.id)
      .sort(order)
      .map((value) => entry(value, valueCount.get(value.id) ?? 0)),
  }));
}

type Table = 'facet_keys' | 'facet_values';

/** Refuses a merge into itself, into nothing, into another key's value, or that would close a loop. */
async function checkMerge(db: Kysely<Database>, table: Table, id: number, target: number) {
  const refuse = (message: string) => validationFailed({ merge_into_id: [message] });
  if (target === id) throw refuse(facetMappingMessages.mergeSelf);
  const rows =
    table === 'facet_keys'
      ? (await db.selectFrom('facet_keys').select(['id', 'merge_into_id']).execute()).map((row) => ({
          ...row,
          key_id: 0,
        }))
      : await db.selectFrom('facet_values').select(['id', 'merge_into_id', 'key_id']).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const targetRow = byId.get(target);
  if (!targetRow) throw refuse(facetMappingMessages.mergeMissing);
  if (targetRow.key_id !== byId.get(id)?.key_id) throw refuse(facetMappingMessages.mergeOtherKey);
  for (let current: number | null = target, steps = 0; current !== null && steps <= rows.length; steps += 1) {
    if (current === id) throw refuse(facetMappingMessages.mergeLoop);
    current = byId.get(current)?.merge_into_id ?? null;
  }
}

/** The entry an entry counts as now, its merges followed. */
async function finalOf(db: Kysely<Database>, table: Table, id: number): Promise<number> {
  const rows = await db.selectFrom(table).select(['id', 'merge_into_id']).execute();
  return finalEntry(new Map(rows.map((row) => [row.id, row])), id);
}

/**
 * Applies an admin's change to a key or a value; returns what it was called before (for the
 * audit entry), or null when there is no such entry. Pass a transaction: a merge rewrites the
 * facet index in it.
 */
export async function updateFacetMapping(
  db: Kysely<Database>,
  table: Table,
  id: number,
  changes: FacetMappingUpdate,
): Promise<{ name: string; fields: string[] } | null> {
  const row = await db
    .selectFrom(table)
    .select(['name', 'label', 'merge_into_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (changes.merge_into_id !== undefined && changes.merge_into_id !== null) {
    await checkMerge(db, table, id, changes.merge_into_id);
  }
  const set = {
    ...(changes.label !== undefined ? { label: changes.label } : {}),
    ...(changes.position !== undefined ? { position: changes.position } : {}),
    ...(changes.hidden !== undefined ? { hidden: fromBoolean(changes.hidden) } : {}),
    ...(changes.merge_into_id !== undefined ? { merge_into_id: changes.merge_into_id } : {}),
  };
  const fields = Object.keys(set);
  if (fields.length === 0) return { name: row.label ?? row.name, fields };
  const merging = changes.merge_into_id !== undefined && changes.merge_into_id !== row.merge_into_id;
  const before = merging ? await finalOf(db, table, id) : null;
  await db
    .updateTable(table)
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  if (merging) {
    // The products whose rows count this entry, before or after: only theirs can change.
    const after = await finalOf(db, table, id);
    const column = table === 'facet_keys' ? 'key_id' : 'value_id';
    const products = await db
      .selectFrom('product_facets')
      .select('product_id')
      .distinct()
      .where(column, 'in', [before as number, after])
      .execute();
    await refreshProductFacets(
      db,
      products.map((product) => product.product_id),
    );
  }
  return { name: row.label ?? row.name, fields };
}
