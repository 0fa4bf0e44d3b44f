import { type FacetFilters, MIN_FACET_PRODUCTS } from '@grain/contract/product-facets';
import type { Facet } from '@grain/contract/product-facets-schema';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { fromBoolean, toBoolean } from '../db/values.ts';
import { finalEntry } from './facet-index.ts';
import { isGiven, type ProductFilter, productIdsMatching } from './product-repository.ts';

/*
 * Facet counts (issue 48): for each key, how many of the products a search finds have each of its
 * values, counted with the filters of every other key applied but not its own (disjunctive
 * faceting: a visitor who chose Oak still sees how many Walnut pieces there are). The counts are
 * SQL aggregates over `product_facets` (migration 0031), whose covering index holds the category
 * and the active flag: a category's counts read one range of it in the index's own order.
 */

/** A search's filters for one key, resolved through the mapping: the ids any product must have one of. */
export interface ResolvedFacetFilter {
  keyId: number | null;
  valueIds: number[];
}

interface MappingEntry {
  id: number;
  slug: string;
  name: string;
  label: string | null;
  position: number;
  hidden: number | boolean;
  merge_into_id: number | null;
}

type ValueEntry = MappingEntry & { key_id: number };

async function readKeys(db: Kysely<Database>): Promise<MappingEntry[]> {
  return db
    .selectFrom('facet_keys')
    .select(['id', 'slug', 'name', 'label', 'position', 'hidden', 'merge_into_id'])
    .execute();
}

async function readValues(db: Kysely<Database>, keyIds: number[]): Promise<ValueEntry[]> {
  if (keyIds.length === 0) return [];
  return db
    .selectFrom('facet_values')
    .select(['id', 'key_id', 'slug', 'name', 'label', 'position', 'hidden', 'merge_into_id'])
    .where('key_id', 'in', keyIds)
    .execute();
}

/**
 * The filters by key, as the mapping reads them: a merged key's or value's slug stands for its
 * target (old links keep working), and two slugs of one key after merges are one filter. A value
 * that names nothing leaves its key's list empty: that filter finds no product.
 */
export async function resolveFacetFilters(db: Kysely<Database>, facets: FacetFilters): Promise<ResolvedFacetFilter[]> {
  const slugs = Object.keys(facets);
  if (slugs.length === 0) return [];
  const keys = await readKeys(db);
  const keyById = new Map(keys.map((key) => [key.id, key]));
  const keyBySlug = new Map(keys.map((key) => [key.slug, key]));
  const finalKeyOf = (slug: string) => {
    const key = keyBySlug.get(slug);
    return key ? finalEntry(keyById, key.id) : null;
  };
  const finalKeys = [...new Set(slugs.map(finalKeyOf).filter((id): id is number => id !== null))];
  const values = await readValues(db, finalKeys);
  const valueById = new Map(values.map((value) => [value.id, value]));
  const valueByName = new Map(values.map((value) => [`${value.key_id} ${value.slug}`, value]));
  const byKey = new Map<string, ResolvedFacetFilter>();
  for (const slug of slugs) {
    const keyId = finalKeyOf(slug);
    const group = byKey.get(String(keyId ?? slug)) ?? { keyId, valueIds: [] };
    for (const valueSlug of facets[slug]) {
      const value = keyId === null ? undefined : valueByName.get(`${keyId} ${valueSlug}`);
      if (value) group.valueIds.push(finalEntry(valueById, value.id));
    }
    byKey.set(String(keyId ?? slug), group);
  }
  return [...byKey.values()].map((group) => ({ ...group, valueIds: [...new Set(group.valueIds)] }));
}

interface CountRow {
  key_id: number;
  value_id: number;
  count: number | string | bigint;
}

/** Does the search narrow the products by more than the index holds (category, active flag)? */
const narrowsProducts = (filter: ProductFilter) =>
  isGiven(filter.q) ||
  isGiven(filter.price_min) ||
  isGiven(filter.price_max) ||
  isGiven(filter.customized) ||
  isGiven(filter.name) ||
  isGiven(filter.sku) ||
  filter.is_featured !== undefined;

/**
 * Products per value of the keys asked for (`only` one key, or every key `except` some), among
 * those the search finds with the given filters applied.
 */
async function countValues(
  db: Kysely<Database>,
  filter: ProductFilter,
  keys: { only: number } | { except: number[] },
  filters: number[][],
): Promise<CountRow[]> {
  if (filter.activeOnly && filters.length === 0 && !narrowsProducts(filter)) return keptCounts(db, filter, keys);
  let query = db
    .selectFrom('product_facets as counted')
    .select(['counted.key_id', 'counted.value_id'])
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'));
  if (isGiven(filter.category_id)) query = query.where('counted.category_id', '=', Number(filter.category_id));
  if (filter.activeOnly) query = query.where('counted.is_active', '=', fromBoolean(true));
  if ('only' in keys) query = query.where('counted.key_id', '=', keys.only);
  else if (keys.except.length > 0) query = query.where('counted.key_id', 'not in', keys.except);
  if (narrowsProducts(filter)) {
    const others: ProductFilter = { ...filter, category_id: null, activeOnly: false, facetValueIds: undefined };
    query = query.where('counted.product_id', 'in', productIdsMatching(db, others));
  }
  for (const ids of filters) {
    query = query.where('counted.product_id', 'in', (eb) =>
      eb
        .selectFrom('product_facets as chosen')
        .select('chosen.product_id')
        .where('chosen.value_id', 'in', ids.length > 0 ? ids : [0]),
    );
  }
  return query.groupBy(['counted.key_id', 'counted.value_id']).execute();
}

/**
 * The counts of a visitor's search with no criterion but the category: read from `facet_counts`,
 * which triggers keep (migration 0031), a few rows for the category instead of a count of its
 * products; without a category, its rows summed over the categories.
 */
async function keptCounts(
  db: Kysely<Database>,
  filter: ProductFilter,
  keys: { only: number } | { except: number[] },
): Promise<CountRow[]> {
  let query = db
    .selectFrom('facet_counts')
    .select(['key_id', 'value_id'])
    .select((eb) => eb.fn.sum<number | string | bigint>('products').as('count'))
    .where('products', '>', 0);
  if (isGiven(filter.category_id)) query = query.where('category_id', '=', Number(filter.category_id));
  if ('only' in keys) query = query.where('key_id', '=', keys.only);
  else if (keys.except.length > 0) query = query.where('key_id', 'not in', keys.except);
  return query.groupBy(['key_id', 'value_id']).execute();
}

/** The raw counts of a search: by value id, each key's computed with the other keys' filters. */
export async function facetCounts(
  db: Kysely<Database>,
  filter: ProductFilter,
  resolved: ResolvedFacetFilter[],
): Promise<CountRow[]> {
  const chosen = resolved.filter((group): group is { keyId: number; valueIds: number[] } => group.keyId !== null);
  // A filter whose key names nothing finds no product: every count is 0.
  if (chosen.length < resolved.length) return [];
  const queries = [
    () =>
      countValues(
        db,
        filter,
        { except: chosen.map((group) => group.keyId) },
        chosen.map((group) => group.valueIds),
      ),
    ...chosen.map(
      (group) => () =>
        countValues(
          db,
          filter,
          { only: group.keyId },
          chosen.filter((other) => other !== group).map((other) => other.valueIds),
        ),
    ),
  ];
  // SQLite runs one statement at a time anyway; PostgreSQL can run them side by side.
  if (dialectOf(db) === 'sqlite') {
    const rows: CountRow[] = [];
    for (const query of queries) rows.push(...(await query()));
    return rows;
  }
  return (await Promise.all(queries.map((query) => query()))).flat();
}

/**
 * How many active products have each key (merges applied): a key fewer than MIN_FACET_PRODUCTS
 * have is no filter, whatever the search. It changes only with a write: the route keeps it per
 * content version (`FacetKeyUsage`).
 */
export async function facetKeyUsage(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('product_facets')
    .select(['key_id', (eb) => eb.fn.count<number | string | bigint>('product_id').distinct().as('count')])
    .where('is_active', '=', fromBoolean(true))
    .groupBy('key_id')
    .execute();
  return new Map(rows.map((row) => [row.key_id, Number(row.count)]));
}

/** The key usage of the latest content version seen, kept until the version moves on. */
export class FacetKeyUsage {
  private version: number | null = null;
  private usage: Promise<Map<number, number>> | null = null;

  of(db: Kysely<Database>, version: number | null): Promise<Map<number, number>> {
    if (version === null) return facetKeyUsage(db);
    if (version !== this.version || !this.usage) {
      this.version = version;
      this.usage = facetKeyUsage(db);
      // A failed read is not kept.
      this.usage.catch(() => {
        if (this.version === version) this.usage = null;
      });
    }
    return this.usage;
  }
}

const byPositionThenLabel = (a: { position: number; label: string }, b: { position: number; label: string }) =>
  a.position - b.position || a.label.localeCompare(b.label, 'en', { numeric: true, sensitivity: 'base' });

/**
 * The facets of a search, as the site shows them: keys and values with the admin's labels, order
 * and hiding; a key when it is chosen or MIN_FACET_PRODUCTS active products have it (`usage`,
 * see facetKeyUsage); its values with a product, and the chosen ones.
 */
export async function productFacets(
  db: Kysely<Database>,
  filter: ProductFilter,
  facets: FacetFilters,
  usage?: Map<number, number>,
): Promise<Facet[]> {
  const keyUsage = usage ?? (await facetKeyUsage(db));
  const resolved = await resolveFacetFilters(db, facets);
  const rows = await facetCounts(db, filter, resolved);
  const selectedValues = new Set(resolved.flatMap((group) => group.valueIds));
  const selectedKeys = new Set(resolved.map((group) => group.keyId));
  const keys = await readKeys(db);
  const keyById = new Map(keys.map((key) => [key.id, key]));
  const countedKeys = [...new Set([...rows.map((row) => row.key_id), ...selectedKeys])].filter(
    (id): id is number => id !== null && keyById.has(id) && !toBoolean(keyById.get(id)?.hidden),
  );
  const values = await readValues(db, countedKeys);
  const counts = new Map(rows.map((row) => [row.value_id, Number(row.count)]));
  const answer: Array<Facet & { position: number }> = [];
  for (const keyId of countedKeys) {
    const key = keyById.get(keyId) as MappingEntry;
    const shown = values
      .filter((value) => value.key_id === keyId && value.merge_into_id === null && !toBoolean(value.hidden))
      .map((value) => ({
        value: value.slug,
        label: value.label ?? value.name,
        count: counts.get(value.id) ?? 0,
        selected: selectedValues.has(value.id),
        position: value.position,
      }))
      .filter((value) => value.count > 0 || value.selected)
      .sort(byPositionThenLabel);
    const used = keyUsage.get(keyId) ?? 0;
    if (shown.length === 0 || (used < MIN_FACET_PRODUCTS && !selectedKeys.has(keyId))) continue;
    answer.push({
      key: key.slug,
      label: key.label ?? key.name,
      position: key.position,
      values: shown.map(({ position: _, ...value }) => value),
    });
  }
  return answer.sort(byPositionThenLabel).map(({ position: _, ...facet }) => facet);
}
