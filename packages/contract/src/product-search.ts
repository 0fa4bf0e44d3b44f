import { type FacetFilters, facetParamEntries, hasFacetFilters } from './product-facets.ts';
import type { ProductSearch } from './product-search-schema.ts';

/**
 * The product search's pure rules, without zod, so the site's pages and query factories can
 * use them without the schema library. The shape itself is `productSearchSchema` in
 * ./product-search-schema.ts: one search, named as the API's query parameters, from the address
 * bar to SQL.
 */

/** Product grid page size unless `per_page` (1–100) says otherwise. */
export const PRODUCTS_PER_PAGE = 12;
export const MAX_PRODUCTS_PER_PAGE = 100;

export const PRODUCT_SORTS = ['name', 'price', 'created_at'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The search of an empty query: no criteria, name ascending (the order the storefront always
 * asks for, spec public §5, §9), the first page of 12.
 */
export const DEFAULT_PRODUCT_SEARCH = {
  q: null,
  category_id: null,
  customized: null,
  price_min: null,
  price_max: null,
  sort: 'name' as ProductSort,
  order: 'asc' as SortOrder,
  page: 1,
  per_page: PRODUCTS_PER_PAGE,
  /** Chosen facet values (`f.{key}={value}` in a query string, see ./product-facets.ts). */
  facets: {} as FacetFilters,
};

const PARAMETERS = Object.keys(DEFAULT_PRODUCT_SEARCH).filter((name) => name !== 'facets') as Array<
  Exclude<keyof ProductSearch, 'facets'>
>;

const parameterValue = (value: string | number | boolean): string => {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value).trim();
};

/**
 * The query string of a search, for the API call and the address bar alike: absent criteria
 * and default values are left out, so equal searches share one URL and the plain list has none.
 */
export function productSearchParams(search: ProductSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of PARAMETERS) {
    const value = search[name];
    if (value === null || value === DEFAULT_PRODUCT_SEARCH[name]) continue;
    const text = parameterValue(value);
    if (text) params.set(name, text);
  }
  for (const [name, value] of facetParamEntries(search.facets ?? {})) params.append(name, value);
  return params;
}

/**
 * Spec public §5 and admin §5: when the trimmed query, category, customized, minimum and
 * maximum price are all empty, a search is a reset and the normal list shows.
 */
export function isResetSearch(search: ProductSearch): boolean {
  return (
    !search.q?.trim() &&
    search.category_id === null &&
    search.customized === null &&
    search.price_min === null &&
    search.price_max === null &&
    !hasFacetFilters(search.facets)
  );
}
