import type { AdminProductSearch, ProductSpecification } from '@grain/contract/catalogue';
import type { ProductSort, SortOrder } from '@grain/contract/product-search';
import { type Kysely, type Selectable, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { dialectOf } from '../db/database.ts';
import type { Database, ProductTable } from '../db/schema.ts';
import { fromBoolean, nowIso } from '../db/values.ts';
import { containsPattern, productSearchName, productSearchText, trigramPhrase } from './search-text.ts';

export type ProductRow = Selectable<ProductTable>;

/** A product's own columns, as callers give them (booleans as booleans; search columns are derived). */
export type ProductValues = {
  name: string;
  sku: string;
  description: string | null;
  short_description: string | null;
  price: number;
  sale_price: number | null;
  stock_quantity: number;
  is_featured: boolean;
  is_active: boolean;
  customized: boolean;
  category_id: number;
  sort_order: number;
  image: string | null;
};

/** The ordered lists that belong to a product, kept in child tables. */
export interface ProductChildren {
  gallery: string[];
  specifications: ProductSpecification[];
  features: string[];
}

/** What narrows a product list; absent or null criteria do not narrow it. */
export interface ProductFilter extends Partial<Omit<AdminProductSearch, 'sort' | 'order' | 'page' | 'per_page'>> {
  activeOnly: boolean;
  is_featured?: boolean;
}

/**
 * One product search as the API's query gives it (the contract's `ProductSearch`, with the
 * admin's SKU and name), the route's fixed criteria merged in, and `activeOnly` from the viewer.
 */
export type ProductCriteria = AdminProductSearch & ProductFilter;

export type ProductOrdering = ReadonlyArray<readonly [column: ProductSort | 'sort_order' | 'id', SortOrder]>;

/** A list sorted by one column; `id` in the same direction keeps pages stable and lets indexes serve the order. */
export const sortedBy = (sort: ProductSort, order: SortOrder): ProductOrdering => [
  [sort, order],
  ['id', order],
];

export const FEATURED_ORDER: ProductOrdering = [
  ['sort_order', 'asc'],
  ['name', 'asc'],
  ['id', 'asc'],
];

const contains = (column: 'search_text' | 'search_name', query: string) =>
  sql<SqlBool>`${sql.ref(column)} like ${containsPattern(query)} escape '\\'`;

/**
 * The full search: on SQLite the trigram index (migration 0006) narrows the rows first, and
 * the LIKE keeps the meaning exact; PostgreSQL's trigram index serves the LIKE by itself.
 */
function searchTextContains(db: Kysely<Database>, query: string, manyMatches: boolean) {
  const like = contains('search_text', query);
  const phrase = trigramPhrase(query);
  if (phrase === null || dialectOf(db) !== 'sqlite') return like;
  // With many matches, reading each by id and sorting them all costs more than walking the
  // sort's own index and keeping the matching ones: the unary + keeps SQLite from the former.
  const id = manyMatches ? sql`+${sql.ref('products.id')}` : sql.ref('products.id');
  return sql<SqlBool>`${id} in (select rowid from products_search where products_search match ${phrase}) and ${like}`;
}

/** Above this many matches a search's page walks the sort's index (see searchTextContains). */
const MANY_MATCHES = 500;

const skuContains = (query: string) =>
  sql<SqlBool>`lower(${sql.ref('sku')}) like ${containsPattern(query)} escape '\\'`;

export const isGiven = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined && value !== '';

function matching(db: Kysely<Database>, criteria: ProductFilter, manyMatches = false) {
  let query = db.selectFrom('products');
  if (criteria.activeOnly) query = query.where('is_active', '=', fromBoolean(true));
  if (criteria.is_featured !== undefined) query = query.where('is_featured', '=', fromBoolean(criteria.is_featured));
  if (isGiven(criteria.customized)) query = query.where('customized', '=', fromBoolean(criteria.customized));
  if (isGiven(criteria.category_id)) query = query.where('category_id', '=', criteria.category_id);
  if (isGiven(criteria.price_min)) query = query.where('price', '>=', criteria.price_min);
  if (isGiven(criteria.price_max)) query = query.where('price', '<=', criteria.price_max);
  if (isGiven(criteria.q)) query = query.where(searchTextContains(db, criteria.q, manyMatches));
  if (isGiven(criteria.name)) query = query.where(contains('search_name', criteria.name));
  if (isGiven(criteria.sku)) query = query.where(skuContains(criteria.sku));
  return query;
}

/** The list query itself (exported so the benchmark can show its plan). */
export function productListQuery(
  db: Kysely<Database>,
  criteria: ProductFilter,
  ordering: ProductOrdering,
  window: { limit: number; offset: number },
  manyMatches = false,
): SelectQueryBuilder<Database, 'products', ProductRow> {
  let query = matching(db, criteria, manyMatches).selectAll();
  for (const [column, direction] of ordering) query = query.orderBy(column, direction);
  return query.limit(window.limit).offset(window.offset);
}

export function listProducts(
  db: Kysely<Database>,
  criteria: ProductFilter,
  ordering: ProductOrdering,
  window: { limit: number; offset: number },
  manyMatches = false,
): Promise<ProductRow[]> {
  return productListQuery(db, criteria, ordering, window, manyMatches).execute();
}

export async function countProducts(db: Kysely<Database>, criteria: ProductFilter): Promise<number> {
  const row = await matching(db, criteria)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Counts a filter's products: by default a query, or through a memo (see product-counts.ts). */
export type ProductCounter = (filter: ProductFilter, count: () => Promise<number>) => Promise<number>;

const countAlways: ProductCounter = (_filter, count) => count();

/** The page a search asks for, in its sort, and how many products match it in all. */
export async function searchProducts(
  db: Kysely<Database>,
  criteria: ProductCriteria,
  counter: ProductCounter = countAlways,
): Promise<{ rows: ProductRow[]; total: number }> {
  const { sort, order, page, per_page: perPage } = criteria;
  const window = { limit: perPage, offset: (page - 1) * perPage };
  const count = () => counter(criteria, () => countProducts(db, criteria));
  if (isGiven(criteria.q) && dialectOf(db) === 'sqlite') {
    // The total picks the page's plan (see searchTextContains); SQLite runs one query at a time anyway.
    const total = await count();
    return { rows: await listProducts(db, criteria, sortedBy(sort, order), window, total > MANY_MATCHES), total };
  }
  const [rows, total] = await Promise.all([listProducts(db, criteria, sortedBy(sort, order), window), count()]);
  return { rows, total };
}

export function findProduct(
  db: Kysely<Database>,
  id: number,
  options: { activeOnly: boolean },
): Promise<ProductRow | undefined> {
  return matching(db, { activeOnly: options.activeOnly }).selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Gallery, specifications and features of each product, in their stored order: one query for
 * any number of products (the three child tables in one UNION ALL).
 */
export async function productChildren(db: Kysely<Database>, ids: number[]): Promise<Map<number, ProductChildren>> {
  const children = new Map<number, ProductChildren>(
    ids.map((id) => [id, { gallery: [], specifications: [], features: [] }]),
  );
  if (ids.length === 0) return children;
  const rows = await db
    .selectFrom('product_images')
    .select([
      'product_id',
      'position',
      sql<ChildKind>`'gallery'`.as('kind'),
      'path as first',
      sql<string | null>`null`.as('second'),
    ])
    .where('product_id', 'in', ids)
    .unionAll(
      db
        .selectFrom('product_specifications')
        .select([
          'product_id',
          'position',
          sql<ChildKind>`'specification'`.as('kind'),
          'key as first',
          'value as second',
        ])
        .where('product_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('product_features')
        .select([
          'product_id',
          'position',
          sql<ChildKind>`'feature'`.as('kind'),
          'text as first',
          sql<string | null>`null`.as('second'),
        ])
        .where('product_id', 'in', ids),
    )
    .orderBy('position')
    .execute();
  for (const { product_id, kind, first, second } of rows) {
    const own = children.get(product_id);
    if (kind === 'gallery') own?.gallery.push(first);
    else if (kind === 'specification') own?.specifications.push({ key: first, value: second ?? '' });
    else own?.features.push(first);
  }
  return children;
}

type ChildKind = 'gallery' | 'specification' | 'feature';

/** The stored columns of a product's values (exported for bulk loads such as the benchmark's seed). */
export function productColumns(values: ProductValues) {
  return {
    ...values,
    is_featured: fromBoolean(values.is_featured),
    is_active: fromBoolean(values.is_active),
    customized: fromBoolean(values.customized),
    search_text: productSearchText(values),
    search_name: productSearchName(values.name),
  };
}

async function insertChildren(db: Kysely<Database>, productId: number, children: ProductChildren, at: string) {
  const childRow = (index: number) => ({ product_id: productId, position: index + 1, created_at: at, updated_at: at });
  if (children.gallery.length > 0) {
    await db
      .insertInto('product_images')
      .values(children.gallery.map((path, index) => ({ ...childRow(index), path })))
      .execute();
  }
  if (children.specifications.length > 0) {
    await db
      .insertInto('product_specifications')
      .values(children.specifications.map(({ key, value }, index) => ({ ...childRow(index), key, value })))
      .execute();
  }
  if (children.features.length > 0) {
    await db
      .insertInto('product_features')
      .values(children.features.map((text, index) => ({ ...childRow(index), text })))
      .execute();
  }
}

/**
 * Inserts a product and its children; returns its id. Callers that need atomicity pass a
 * transaction (the API does; the demo seed may wrap many products in one).
 */
export async function insertProduct(
  db: Kysely<Database>,
  values: ProductValues,
  children: ProductChildren,
  at: string = nowIso(),
): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({ ...productColumns(values), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertChildren(db, row.id, children, at);
  return row.id;
}

/** Rewrites a product's columns and replaces its children; pass a transaction. */
export async function updateProduct(
  db: Kysely<Database>,
  id: number,
  values: ProductValues,
  children: ProductChildren,
  at: string = nowIso(),
): Promise<void> {
  await db
    .updateTable('products')
    .set({ ...productColumns(values), updated_at: at })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('product_images').where('product_id', '=', id).execute();
  await db.deleteFrom('product_specifications').where('product_id', '=', id).execute();
  await db.deleteFrom('product_features').where('product_id', '=', id).execute();
  await insertChildren(db, id, children, at);
}

/** Deletes a product; its child rows go with it (ON DELETE CASCADE). */
export async function deleteProduct(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('products').where('id', '=', id).execute();
}
