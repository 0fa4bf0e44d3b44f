import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { type ColumnModifiers, createIndex, withColumns, withId, withTimestamps } from './column-types.ts';

/**
 * Facets from the products' specification lines (issue 48, facets).
 *
 * `facet_keys` and `facet_values`: every key, and every value of a key, found in a specification
 * line, by slug (contract `facetSlug`), with the spelling first seen (`name`) and the admin's
 * mapping: a label, a position, hidden, and a merge into another entry (`merge_into_id`, kept
 * without a foreign key so that a backup restores the rows in any order).
 *
 * `product_facets`: one row per product and (merged) value it has, with the product's category
 * and active flag copied in, so that the counts for a category are one range of one covering
 * index, grouped in its order: no join with the products, no sort. The catalogue's writes keep it
 * in step (catalogue/facet-index.ts); here it is filled from the lines already stored.
 *
 * `facet_counts`: the active products of each category per value, kept by triggers (below).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const mapping = { name: 'string', label: 'string?', position: 'int', hidden: 'bool', merge_into_id: 'int?' } as const;
  const defaults: ColumnModifiers = {
    position: (column) => column.defaultTo(0),
    hidden: (column) => column.defaultTo(dialect === 'postgres' ? sql`false` : 0),
  };
  let keys = withId(dialect, db.schema.createTable('facet_keys'));
  keys = withColumns(dialect, keys, { slug: 'string', ...mapping }, defaults);
  await withTimestamps(dialect, keys).execute();
  await createIndex(db, 'facet_keys', ['slug'], true);

  let values = withId(dialect, db.schema.createTable('facet_values'));
  values = withColumns(
    dialect,
    values,
    { key_id: 'int', slug: 'string', ...mapping },
    {
      ...defaults,
      key_id: (column) => column.references('facet_keys.id').onDelete('cascade'),
    },
  );
  await withTimestamps(dialect, values).execute();
  await createIndex(db, 'facet_values', ['key_id', 'slug'], true);

  let rows = db.schema.createTable('product_facets');
  rows = withColumns(
    dialect,
    rows,
    { product_id: 'int', category_id: 'int', is_active: 'bool', key_id: 'int', value_id: 'int' },
    {
      product_id: (column) => column.references('products.id').onDelete('cascade'),
      key_id: (column) => column.references('facet_keys.id').onDelete('cascade'),
      value_id: (column) => column.references('facet_values.id').onDelete('cascade'),
    },
  );
  await rows.addPrimaryKeyConstraint('product_facets_pkey', ['product_id', 'value_id'] as never[]).execute();
  // Counts for a category, and for the whole catalogue; then the filters' products by value.
  await createIndex(db, 'product_facets', ['category_id', 'is_active', 'key_id', 'value_id', 'product_id']);
  await createIndex(db, 'product_facets', ['is_active', 'key_id', 'value_id', 'product_id']);
  await createIndex(db, 'product_facets', ['value_id', 'product_id']);
  await createFacetCounts(db, dialect);

  await backfill(db);
}

/**
 * `facet_counts`: how many active products of a category have each value, kept by triggers on
 * `product_facets` in the transaction of each change to it. A category's counts with no other
 * criterion (a visitor opening a category) are then a few rows, not an aggregate over every
 * product of the category (some 30 ms at 100,000 products on SQLite, more on PostgreSQL).
 */
// biome-ignore lint/suspicious/noExplicitAny: see above.
async function createFacetCounts(db: Kysely<any>, dialect: DialectName): Promise<void> {
  let counts = db.schema.createTable('facet_counts');
  counts = withColumns(dialect, counts, { category_id: 'int', key_id: 'int', value_id: 'int', products: 'int' });
  await counts.addPrimaryKeyConstraint('facet_counts_pkey', ['category_id', 'value_id'] as never[]).execute();
  await createIndex(db, 'facet_counts', ['category_id', 'key_id', 'value_id', 'products']);
  await createIndex(db, 'facet_counts', ['key_id', 'value_id', 'products']);

  const add = (row: 'new' | 'old') => `insert into facet_counts (category_id, key_id, value_id, products)
    values (${row}.category_id, ${row}.key_id, ${row}.value_id, 1)
    on conflict (category_id, value_id) do update set products = facet_counts.products + 1`;
  const remove = (row: 'new' | 'old') =>
    `update facet_counts set products = products - 1 where category_id = ${row}.category_id and value_id = ${row}.value_id`;
  if (dialect === 'postgres') {
    const body = `begin
      if tg_op in ('DELETE', 'UPDATE') and old.is_active then ${remove('old')}; end if;
      if tg_op in ('INSERT', 'UPDATE') and new.is_active then ${add('new')}; end if;
      return null;
    end`;
    await sql`create function facet_counts_follow() returns trigger language plpgsql as ${sql.raw(`$$ ${body} $$`)}`.execute(
      db,
    );
    await sql`create trigger product_facets_counts after insert or update or delete on product_facets
      for each row execute function facet_counts_follow()`.execute(db);
    return;
  }
  const trigger = (name: string, event: string, when: string, statement: string) =>
    sql`create trigger ${sql.id(name)} after ${sql.raw(event)} on product_facets when ${sql.raw(when)}
      begin ${sql.raw(statement)}; end`.execute(db);
  await trigger('product_facets_count_insert', 'insert', 'new.is_active', add('new'));
  await trigger('product_facets_count_delete', 'delete', 'old.is_active', remove('old'));
  await trigger('product_facets_uncount_update', 'update', 'old.is_active', remove('old'));
  await trigger('product_facets_count_update', 'update', 'new.is_active', add('new'));
}

/** Frozen copy of the contract's `facetSlug` (and slug.ts's `latinBase`) as of this migration. */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const facetSlug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => SPELLED_OUT[letter])
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');

const CHUNK = 500;

// biome-ignore lint/suspicious/noExplicitAny: see above.
async function backfill(db: Kysely<any>): Promise<void> {
  const lines: Array<{ product_id: number; key: string; value: string; category_id: number; is_active: unknown }> =
    await db
      .selectFrom('product_specifications')
      .innerJoin('products', 'products.id', 'product_specifications.product_id')
      .select(['product_id', 'key', 'value', 'category_id', 'is_active'])
      .orderBy('product_id')
      .orderBy('position')
      .execute();
  if (lines.length === 0) return;
  const at = new Date().toISOString();
  const keyIds = new Map<string, number>();
  const valueIds = new Map<string, number>();
  const facets = new Map<
    string,
    { product_id: number; category_id: number; is_active: unknown; key_id: number; value_id: number }
  >();
  for (const line of lines) {
    const keySlug = facetSlug(line.key);
    const valueSlug = facetSlug(line.value);
    if (!keySlug || !valueSlug) continue;
    let keyId = keyIds.get(keySlug);
    if (keyId === undefined) {
      const row = await db
        .insertInto('facet_keys')
        .values({ slug: keySlug, name: line.key.trim(), created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      keyId = row.id as number;
      keyIds.set(keySlug, keyId);
    }
    let valueId = valueIds.get(`${keyId} ${valueSlug}`);
    if (valueId === undefined) {
      const row = await db
        .insertInto('facet_values')
        .values({ key_id: keyId, slug: valueSlug, name: line.value.trim(), created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      valueId = row.id as number;
      valueIds.set(`${keyId} ${valueSlug}`, valueId);
    }
    facets.set(`${line.product_id} ${valueId}`, {
      product_id: line.product_id,
      category_id: line.category_id,
      is_active: line.is_active,
      key_id: keyId,
      value_id: valueId,
    });
  }
  const all = [...facets.values()];
  for (let start = 0; start < all.length; start += CHUNK) {
    await db
      .insertInto('product_facets')
      .values(all.slice(start, start + CHUNK))
      .execute();
  }
}
