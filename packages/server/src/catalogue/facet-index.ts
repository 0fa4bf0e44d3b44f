import { facetSlug } from '@grain/contract/product-facets';
import { type Insertable, type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/database.ts';
import type { Database, ProductFacetTable } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';

/*
 * The facet index (migration 0031): `product_facets` holds, for each product, the facet values of
 * its specification lines once the admin's merges are applied, with its category and active flag.
 * It is derived data, rewritten here from the lines: by every product write (insertProduct and
 * updateProduct call it in their transaction), by a change of merges (every product), and by bulk
 * loads that write the child tables themselves (the benchmark's seed).
 */

/**
 * On PostgreSQL, one transaction at a time per schema (per site) changes a product's facets: the triggers of
 * `facet_counts` (migration 0031) lock its rows as they count, and two writes counting the same
 * values in different orders would deadlock. Taken in the caller's transaction, until its end.
 */
export async function lockFacetCounts(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext('grain: facet counts ' || current_schema()))`.execute(db);
}

/** Rows per INSERT: 5 columns, well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

interface Mergeable {
  id: number;
  merge_into_id: number | null;
}

/**
 * The entry an entry counts as: its merge target's, followed to the end. The admin's checks refuse
 * a loop, but one restored from elsewhere stops where it closes; a missing target counts as none.
 */
export function finalEntry<T extends Mergeable>(byId: ReadonlyMap<number, T>, id: number): number {
  const seen = new Set<number>();
  let current = id;
  for (;;) {
    const target = byId.get(current)?.merge_into_id ?? null;
    if (target === null || !byId.has(target) || seen.has(target)) return current;
    seen.add(current);
    current = target;
  }
}

interface Line {
  product_id: number;
  key: string;
  value: string;
  category_id: number;
  is_active: number | boolean;
}

const inChunks = <T>(items: T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

async function linesOf(db: Kysely<Database>, productIds: number[] | 'all'): Promise<Line[]> {
  const query = db
    .selectFrom('product_specifications')
    .innerJoin('products', 'products.id', 'product_specifications.product_id')
    .select([
      'product_specifications.product_id',
      'product_specifications.key',
      'product_specifications.value',
      'products.category_id',
      'products.is_active',
    ])
    .orderBy('product_specifications.product_id')
    .orderBy('product_specifications.position');
  if (productIds === 'all') return (await query.execute()) as Line[];
  const lines: Line[] = [];
  for (const ids of inChunks(productIds)) {
    lines.push(...((await query.where('product_specifications.product_id', 'in', ids).execute()) as Line[]));
  }
  return lines;
}

/** The keys by slug and by id, the missing ones of `wanted` (slug → first spelling) added first. */
async function keysWith(db: Kysely<Database>, wanted: Map<string, string>) {
  const read = () => db.selectFrom('facet_keys').select(['id', 'slug', 'merge_into_id']).execute();
  let keys = await read();
  const known = new Set(keys.map((key) => key.slug));
  const missing = [...wanted].filter(([slug]) => !known.has(slug));
  if (missing.length > 0) {
    const at = nowIso();
    for (const chunk of inChunks(missing)) {
      await db
        .insertInto('facet_keys')
        .values(chunk.map(([slug, name]) => ({ slug, name, created_at: at, updated_at: at })))
        .onConflict((conflict) => conflict.column('slug').doNothing())
        .execute();
    }
    keys = await read();
  }
  return { bySlug: new Map(keys.map((key) => [key.slug, key])), byId: new Map(keys.map((key) => [key.id, key])) };
}

/** The values of the given keys, by `{key id} {slug}` and by id, the missing ones of `wanted` added first. */
async function valuesWith(
  db: Kysely<Database>,
  keyIds: number[],
  wanted: Map<string, { keyId: number; slug: string; name: string }>,
) {
  const read = async () => {
    const rows: Array<{ id: number; key_id: number; slug: string; merge_into_id: number | null }> = [];
    for (const ids of inChunks(keyIds)) {
      rows.push(
        ...(await db
          .selectFrom('facet_values')
          .select(['id', 'key_id', 'slug', 'merge_into_id'])
          .where('key_id', 'in', ids)
          .execute()),
      );
    }
    return rows;
  };
  let values = keyIds.length > 0 ? await read() : [];
  const known = new Set(values.map((value) => `${value.key_id} ${value.slug}`));
  const missing = [...wanted].filter(([id]) => !known.has(id)).map(([, value]) => value);
  if (missing.length > 0) {
    const at = nowIso();
    for (const chunk of inChunks(missing)) {
      await db
        .insertInto('facet_values')
        .values(chunk.map(({ keyId, slug, name }) => ({ key_id: keyId, slug, name, created_at: at, updated_at: at })))
        .onConflict((conflict) => conflict.columns(['key_id', 'slug']).doNothing())
        .execute();
    }
    values = await read();
  }
  return {
    byName: new Map(values.map((value) => [`${value.key_id} ${value.slug}`, value])),
    byId: new Map(values.map((value) => [value.id, value])),
  };
}

/**
 * Rewrites the facet rows of the given products (or of every product) from their specification
 * lines: keys and values seen for the first time join the mapping, merges are followed. Pass the
 * transaction of the write that changed the lines.
 */
export async function refreshProductFacets(db: Kysely<Database>, productIds: number[] | 'all'): Promise<void> {
  if (productIds !== 'all' && productIds.length === 0) return;
  await lockFacetCounts(db);
  const lines = (await linesOf(db, productIds))
    .map((line) => ({ ...line, keySlug: facetSlug(line.key), valueSlug: facetSlug(line.value) }))
    .filter((line) => line.keySlug !== '' && line.valueSlug !== '');

  const wantedKeys = new Map<string, string>();
  for (const line of lines) if (!wantedKeys.has(line.keySlug)) wantedKeys.set(line.keySlug, line.key.trim());
  const keys = await keysWith(db, wantedKeys);
  // A merged key's values are its target's values of the same slug.
  const keyOf = (slug: string) => finalEntry(keys.byId, (keys.bySlug.get(slug) as Mergeable).id);

  const wantedValues = new Map<string, { keyId: number; slug: string; name: string }>();
  for (const line of lines) {
    const keyId = keyOf(line.keySlug);
    const id = `${keyId} ${line.valueSlug}`;
    if (!wantedValues.has(id)) wantedValues.set(id, { keyId, slug: line.valueSlug, name: line.value.trim() });
  }
  const keyIds = [...new Set([...wantedValues.values()].map((value) => value.keyId))];
  const values = await valuesWith(db, keyIds, wantedValues);

  const rows = new Map<string, Insertable<ProductFacetTable>>();
  for (const line of lines) {
    const keyId = keyOf(line.keySlug);
    const raw = values.byName.get(`${keyId} ${line.valueSlug}`) as Mergeable;
    const valueId = finalEntry(values.byId, raw.id);
    rows.set(`${line.product_id} ${valueId}`, {
      product_id: line.product_id,
      category_id: line.category_id,
      is_active: line.is_active === true || line.is_active === 1 ? 1 : 0,
      key_id: keyId,
      value_id: valueId,
    });
  }

  if (productIds === 'all') await db.deleteFrom('product_facets').execute();
  else
    for (const ids of inChunks(productIds))
      await db.deleteFrom('product_facets').where('product_id', 'in', ids).execute();
  for (const chunk of inChunks([...rows.values()])) await db.insertInto('product_facets').values(chunk).execute();
}
