import type { AdminProductSearch, ProductSpecification, productFields } from '@grain/contract/catalogue';
import type { ValuesOf } from '@grain/contract/fields';
import type { ProductSort, SortOrder } from '@grain/contract/product-search';
import type { seoFields } from '@grain/contract/seo';
import { type Compilable, type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { storedValues } from '../collections/values.ts';
import { dialectOf } from '../db/database.ts';
import { reusableQuery } from '../db/reusable-query.ts';
import type { Database, ProductTable } from '../db/schema.ts';
import { fromBoolean, nowIso, toBoolean } from '../db/values.ts';
import { lockFacetCounts, refreshProductFacets } from './facet-index.ts';
import { products as appProducts, type ProductCollection, type ProductColumns } from './products.ts';
import { likeEscaped, type TextPlan, textCondition, textPlanFor } from './search-plan.ts';
import { containsPattern, productSearchName, productSearchText, trigramPhrase } from './search-text.ts';

export type ProductRow = Selectable<ProductTable>;

/** A product's ordered children: JSON arrays its row carries (migration 0008 keeps them in step with the child tables). */
const CHILDREN_COLUMNS = ['gallery_json', 'specifications_json', 'features_json'] as const;

/** Columns of the row that are no field of a product's: derived for the search, or its children. */
type DerivedColumn = 'search_text' | 'search_name' | (typeof CHILDREN_COLUMNS)[number];

/** A product as a list reads it, in one statement: its columns but the long ones, and its category's name. */
export type ProductSummaryRow = Omit<ProductRow, DerivedColumn | 'description'> & { category_name: string | null };

/** A whole product as read for an answer, in one statement: its own columns, its children's JSON text and its category's name. */
export type StoredProductRow = Omit<ProductRow, 'search_text' | 'search_name'> & { category_name: string | null };

/**
 * What a read returns of each product: `summary` for the public lists (what a product card
 * shows: no long description, no children, so none of their JSON to read, parse and send), or
 * the `full` product, for its own page and the admin.
 */
export type ProductRead = 'summary' | 'full';

type RowOf<R extends ProductRead> = R extends 'full' ? StoredProductRow : ProductSummaryRow;

/** A product's own values, one per field of the contract's `productFields` (booleans as booleans). */
type AllProductValues = ValuesOf<typeof productFields>;
type SeoName = keyof typeof seoFields;
/**
 * A product's values. Its search & sharing ones may be left out by code that writes products
 * directly (the demo seed, bulk loads): they are stored blank, the derived defaults.
 */
export type ProductValues = Omit<AllProductValues, SeoName> & Partial<Pick<AllProductValues, SeoName>>;

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
  /**
   * The facet filters (the search's `facets`) resolved to value ids (facet-counts.ts): one list per
   * key, any of its values (OR); every list (AND). An empty list matches no product.
   */
  facetValueIds?: number[][];
}

/**
 * One product search as the API's query gives it (the contract's `ProductSearch`, with the
 * admin's SKU and name), the route's fixed criteria merged in, and `activeOnly` from the viewer.
 */
export type ProductCriteria = AdminProductSearch & ProductFilter;

/** What a list is sorted by: columns, or `listed_price`, the price visitors are told (see `listedPrice`). */
export type ProductSortKey = ProductSort | 'sort_order' | 'id' | 'price_on_request' | 'listed_price';

export type ProductOrdering = ReadonlyArray<readonly [column: ProductSortKey, SortOrder]>;

/** A list sorted by one column; `id` in the same direction keeps pages stable and lets indexes serve the order. */
export const sortedBy = (sort: ProductSort, order: SortOrder): ProductOrdering => [
  [sort, order],
  ['id', order],
];

/**
 * The price visitors are told, as SQL: the price, or 0 for a product priced on request (as
 * product-records.ts answers it). Spelled as the indexes of migration 0033 spell it, so that both
 * databases read its order and ranges from them.
 */
const listedPrice = () =>
  sql<number>`case when ${sql.ref('products.price_on_request')} then 0 else ${sql.ref('products.price')} end`;

/** A row's listed price, as `listedPrice` computes it (the preview sorts rows in memory). */
export const listedPriceOf = (row: Record<string, unknown>): number =>
  toBoolean(row.price_on_request) ? 0 : Number(row.price);

/** The sort keys that are no column, computed from a row: for lists sorted in memory (previews). */
export const derivedSortKeys = { listed_price: listedPriceOf } as const;

/**
 * The order of a search. Sorted by price, visitors (`activeOnly`) see the products priced on
 * request after all priced ones in either direction, and those among themselves by id alone:
 * placed by the price they are not told, they would tell it. Staff sort by the stored price.
 */
export function searchOrdering({ sort, order, activeOnly }: Pick<ProductCriteria, 'sort' | 'order' | 'activeOnly'>) {
  if (sort !== 'price' || !activeOnly) return sortedBy(sort, order);
  const ordering: ProductOrdering = [
    ['price_on_request', 'asc'],
    ['listed_price', order],
    ['id', order],
  ];
  return ordering;
}

/** A sort key as SQL over the products table (the page's derived table carries `listed_price` as a column). */
const sortExpression = (key: ProductSortKey) => (key === 'listed_price' ? listedPrice() : sql.ref(`products.${key}`));

export const FEATURED_ORDER: ProductOrdering = [
  ['sort_order', 'asc'],
  ['name', 'asc'],
  ['id', 'asc'],
];

export const isGiven = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined && value !== '';

/**
 * What a product filter's SQL takes, each value given or null, already in the form the SQL
 * compares (booleans as stored, LIKE patterns, the trigram phrase): the SQL depends only on
 * which are given, so that a filter's query is built and compiled once (see reusableQuery).
 */
interface FilterValues {
  [key: string]: unknown;
  active: number | null;
  featured: number | null;
  customized: number | null;
  categoryId: number | null;
  priceMin: number | null;
  priceMax: number | null;
  textPattern: string | null;
  textPhrase: string | null;
  namePattern: string | null;
  skuPattern: string | null;
}

const given = <T, R>(value: T | null | undefined, map: (value: T) => R): R | null =>
  isGiven(value) ? map(value) : null;

function filterValues(criteria: ProductFilter): FilterValues {
  return {
    active: criteria.activeOnly ? fromBoolean(true) : null,
    featured: criteria.is_featured === undefined ? null : fromBoolean(criteria.is_featured),
    customized: given(criteria.customized, fromBoolean),
    categoryId: given(criteria.category_id, Number),
    priceMin: given(criteria.price_min, Number),
    priceMax: given(criteria.price_max, Number),
    textPattern: given(criteria.q, containsPattern),
    textPhrase: given(criteria.q, trigramPhrase),
    namePattern: given(criteria.name, containsPattern),
    skuPattern: given(criteria.sku, containsPattern),
    // One list per key, as `facet0`, `facet1`…: a reusable query takes flat lists.
    ...Object.fromEntries(
      (criteria.facetValueIds ?? []).map((ids, index) => [`facet${index}`, ids.length > 0 ? ids : [0]]),
    ),
  };
}

const FACET_LIST = /^facet\d+$/;

function matching(db: Kysely<Database>, values: FilterValues, plan: TextPlan = 'index') {
  let query = db.selectFrom('products');
  if (values.active !== null) query = query.where('is_active', '=', values.active);
  if (values.featured !== null) query = query.where('is_featured', '=', values.featured);
  if (values.customized !== null) query = query.where('customized', '=', values.customized);
  if (values.categoryId !== null) query = query.where('category_id', '=', values.categoryId);
  if (values.active !== null && (values.priceMin !== null || values.priceMax !== null)) {
    // Visitors see no price of a product priced on request: no price range of theirs finds it.
    // Of the others the listed price is the price: its index also serves their price sort.
    query = query.where('price_on_request', '=', fromBoolean(false));
    if (values.priceMin !== null) query = query.where(listedPrice(), '>=', values.priceMin);
    if (values.priceMax !== null) query = query.where(listedPrice(), '<=', values.priceMax);
  } else {
    if (values.priceMin !== null) query = query.where('price', '>=', values.priceMin);
    if (values.priceMax !== null) query = query.where('price', '<=', values.priceMax);
  }
  if (values.textPattern !== null) {
    query = query.where(textCondition(db, { pattern: values.textPattern, phrase: values.textPhrase }, plan));
  }
  if (values.namePattern !== null) query = query.where(likeEscaped(sql.ref('search_name'), values.namePattern));
  if (values.skuPattern !== null) query = query.where(likeEscaped(sql`lower(${sql.ref('sku')})`, values.skuPattern));
  for (const [name, ids] of Object.entries(values)) {
    if (!FACET_LIST.test(name) || !Array.isArray(ids)) continue;
    query = query.where('products.id', 'in', (eb) =>
      eb.selectFrom('product_facets').select('product_facets.product_id').where('product_facets.value_id', 'in', ids),
    );
  }
  return query;
}

/**
 * The ids of the products a filter leaves, as a sub-query (the facet counts narrow their rows with
 * it when a search has criteria their index does not hold: a text, prices, customized).
 */
export const productIdsMatching = (db: Kysely<Database>, criteria: ProductFilter) =>
  matching(db, filterValues(criteria)).select('products.id');

// The columns come from the collection's fields: the query builder cannot check them by name.
type ProductColumn = `products.${keyof ProductRow & string}`;
const qualified = (columns: readonly string[]) => columns.map((column) => `products.${column}` as ProductColumn);

const readsOf = (products: ProductCollection): Record<ProductRead, ProductColumns> => {
  const { summary, own } = products.reads;
  return {
    summary: { key: `summary ${summary.key}`, columns: qualified(summary.columns) },
    full: { key: `full ${own.key}`, columns: qualified([...own.columns, ...CHILDREN_COLUMNS]) },
  };
};
const reads = new WeakMap<ProductCollection, Record<ProductRead, ProductColumns>>();

/** The columns a read selects, qualified, and the name its compiled queries go by (made once per collection). */
function columnsRead(products: ProductCollection, read: ProductRead): ProductColumns {
  let known = reads.get(products);
  if (!known) {
    known = readsOf(products);
    reads.set(products, known);
  }
  return known[read];
}

/**
 * Reads products with their children and category in the same statement: an answer about any
 * number of products costs one query for them all, and one for their images' variants. `from`
 * gives the products (as `products`), already narrowed to those answered: the category's name
 * is a sub-query per row, which must not run for rows a sort or a page would drop.
 */
function withCategory<Q extends SelectQueryBuilder<Database, 'products', object>>(from: Q) {
  return from.select(
    sql<
      string | null
    >`(select ${sql.ref('categories.name')} from ${sql.table('categories')} where ${sql.ref('categories.id')} = ${sql.ref('products.category_id')})`.as(
      'category_name',
    ),
  );
}

/** The children a stored product row carries. */
export function childrenOfRow(row: StoredProductRow): ProductChildren {
  return {
    gallery: JSON.parse(row.gallery_json) as string[],
    specifications: JSON.parse(row.specifications_json) as ProductSpecification[],
    features: JSON.parse(row.features_json) as string[],
  };
}

interface ListShape {
  ordering: ProductOrdering;
  plan: TextPlan;
  read: ProductColumns;
}

type ListValues = FilterValues & { limit: number; offset: number };

/** The page of products in the given order, whole or as summaries, with their categories (read for the page only). */
function listQuery(db: Kysely<Database>, values: ListValues, { ordering, plan, read }: ListShape) {
  const columns = read.columns as ProductColumn[];
  const listed = ordering.some(([key]) => key === 'listed_price');
  let page = matching(db, values, plan)
    .select(columns)
    .$if(listed, (query) => query.select(listedPrice().as('listed_price')));
  for (const [key, direction] of ordering) page = page.orderBy(sortExpression(key), direction);
  let query = withCategory(
    db.selectFrom(page.limit(values.limit).offset(values.offset).as('products')).select(columns),
  );
  // A derived table keeps no order of its own: the page's order, again, over its few rows, by
  // its columns (the databases then see that the page comes in that order already).
  for (const [key, direction] of ordering) query = query.orderBy(sql.ref(`products.${key}`), direction);
  return query;
}

/** The list query itself (exported so that the benchmark and the plans' test can show its plan). */
export const productListQuery = (
  db: Kysely<Database>,
  criteria: ProductFilter,
  ordering: ProductOrdering,
  window: { limit: number; offset: number },
  plan: TextPlan = 'index',
) =>
  listQuery(db, { ...filterValues(criteria), ...window }, { ordering, plan, read: columnsRead(appProducts, 'full') });

const listOnce = reusableQuery(
  (db: Kysely<Database>, values: ListValues, shape: ListShape) =>
    listQuery(db, values, shape) as Compilable<StoredProductRow | ProductSummaryRow>,
  ({ ordering, plan, read }) => `${ordering.flat().join(' ')} ${plan} ${read.key}`,
);

/** How a read goes: its plan, whole products or their summaries, and whose columns (the app's products). */
interface ReadOptions<R extends ProductRead> {
  plan?: TextPlan;
  read?: R;
  products?: ProductCollection;
}

/** The page of products in the given order: whole products, or their summaries (`read`). */
export async function listProducts<R extends ProductRead = 'full'>(
  db: Kysely<Database>,
  criteria: ProductFilter,
  ordering: ProductOrdering,
  window: { limit: number; offset: number },
  { plan = 'index', read = 'full' as R, products = appProducts }: ReadOptions<R> = {},
): Promise<RowOf<R>[]> {
  const shape = { ordering, plan, read: columnsRead(products, read) };
  return (await listOnce(db, { ...filterValues(criteria), ...window }, shape)) as RowOf<R>[];
}

const countOnce = reusableQuery((db: Kysely<Database>, values: FilterValues) =>
  matching(db, values).select((eb) => eb.fn.countAll<number | string | bigint>().as('count')),
);

export async function countProducts(db: Kysely<Database>, criteria: ProductFilter): Promise<number> {
  const [row] = await countOnce(db, filterValues(criteria), undefined);
  return Number(row?.count ?? 0);
}

/** Counts a filter's products: by default a query, or through a memo (see product-counts.ts). */
export type ProductCounter = (filter: ProductFilter, count: () => Promise<number>) => Promise<number>;

const countAlways: ProductCounter = (_filter, count) => count();

/**
 * The plan of a SQLite search with `total` matches (search-plan.ts): it depends on how many
 * products the search's other criteria leave (counted, as the total, once per content version).
 */
async function searchPlan(
  db: Kysely<Database>,
  criteria: ProductCriteria,
  total: number,
  window: { limit: number; offset: number },
  counter: ProductCounter,
): Promise<TextPlan> {
  const others: ProductCriteria = { ...criteria, q: null };
  return textPlanFor(total, await counter(others, () => countProducts(db, others)), window);
}

/** The page a search asks for, in its sort, and how many products match it in all. */
export async function searchProducts<R extends ProductRead = 'full'>(
  db: Kysely<Database>,
  criteria: ProductCriteria,
  { counter = countAlways, ...options }: { counter?: ProductCounter } & Omit<ReadOptions<R>, 'plan'> = {},
): Promise<{ rows: RowOf<R>[]; total: number }> {
  const { page, per_page: perPage } = criteria;
  const ordering = searchOrdering(criteria);
  const window = { limit: perPage, offset: (page - 1) * perPage };
  const count = () => counter(criteria, () => countProducts(db, criteria));
  if (isGiven(criteria.q) && dialectOf(db) === 'sqlite') {
    // The total picks the page's plan; SQLite runs one query at a time anyway.
    const total = await count();
    const plan = await searchPlan(db, criteria, total, window, counter);
    return { rows: await listProducts(db, criteria, ordering, window, { ...options, plan }), total };
  }
  const [rows, total] = await Promise.all([listProducts(db, criteria, ordering, window, options), count()]);
  return { rows, total };
}

const findOnce = reusableQuery(
  (db: Kysely<Database>, values: FilterValues & { id: number }, read: ProductColumns) =>
    withCategory(
      matching(db, values)
        .select(read.columns as ProductColumn[])
        .where('products.id', '=', values.id),
    ) as Compilable<StoredProductRow>,
  (read) => read.key,
);

export async function findProduct(
  db: Kysely<Database>,
  id: number,
  { activeOnly, products = appProducts }: { activeOnly: boolean; products?: ProductCollection },
): Promise<StoredProductRow | undefined> {
  const [row] = await findOnce(db, { ...filterValues({ activeOnly }), id }, columnsRead(products, 'full'));
  return row;
}

/**
 * The row of a product's values: its fields' columns as stored, and the search columns derived
 * from them (exported for bulk loads such as the benchmark's seed).
 */
export function productRow(values: ProductValues, products: ProductCollection = appProducts) {
  return {
    // Mapped by the collection's fields at run time, so the types cannot follow.
    ...(storedValues(products.fields, values) as Omit<Insertable<ProductTable>, DerivedColumn | 'id'>),
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
  { at = nowIso(), products = appProducts }: { at?: string; products?: ProductCollection } = {},
): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({ ...productRow(values, products), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertChildren(db, row.id, children, at);
  await refreshProductFacets(db, [row.id]);
  return row.id;
}

/** Rewrites a product's columns and replaces its children; pass a transaction. */
export async function updateProduct(
  db: Kysely<Database>,
  id: number,
  values: ProductValues,
  children: ProductChildren,
  { at = nowIso(), products = appProducts }: { at?: string; products?: ProductCollection } = {},
): Promise<void> {
  await db
    .updateTable('products')
    .set({ ...productRow(values, products), updated_at: at })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('product_images').where('product_id', '=', id).execute();
  await db.deleteFrom('product_specifications').where('product_id', '=', id).execute();
  await db.deleteFrom('product_features').where('product_id', '=', id).execute();
  await insertChildren(db, id, children, at);
  await refreshProductFacets(db, [id]);
}

/** Deletes a product; its child rows go with it (ON DELETE CASCADE). */
export async function deleteProduct(db: Kysely<Database>, id: number): Promise<void> {
  await lockFacetCounts(db);
  await db.deleteFrom('products').where('id', '=', id).execute();
}
