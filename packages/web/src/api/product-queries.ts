import type { Product, ProductSummary } from '@grain/contract/catalogue';
import type { Page } from '@grain/contract/envelope';
import type { Facet } from '@grain/contract/product-facets-schema';
import { DEFAULT_PRODUCT_SEARCH, productSearchParams } from '@grain/contract/product-search';
import type { ProductSearch } from '@grain/contract/product-search-schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';
import { retryUnlessClientError } from './retry-policy.ts';

/** A list call's URL: the search's query string as the contract writes it, if any. */
function searchUrl(path: string, search: ProductSearch): string {
  const query = productSearchParams(search).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * One page of a public list: product summaries (what a card shows). Every paged list shares
 * this shape (and key type), so a screen can pick any of them for the same grid.
 */
function productPage(queryKey: unknown[], path: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api<Page<ProductSummary>>(path, { signal }),
    retry: retryUnlessClientError,
  });
}

/**
 * Query-options factories for the catalogue: keys go from generic to specific. A list's key
 * holds the search itself (the contract's `ProductSearch`), which its URL is written from.
 */
export const productQueries = {
  all: () => ['products'] as const,
  list: (search: ProductSearch = DEFAULT_PRODUCT_SEARCH) =>
    productPage([...productQueries.all(), 'list', search], searchUrl('/products', search)),
  search: (search: ProductSearch) =>
    productPage([...productQueries.all(), 'search', search], searchUrl('/products/search', search)),
  customized: (search: ProductSearch = DEFAULT_PRODUCT_SEARCH) =>
    productPage([...productQueries.all(), 'customized', search], searchUrl('/products/customized', search)),
  /** A category's products: the route fixes the category, whatever the search says. */
  byCategory: (categoryId: number, search: ProductSearch = DEFAULT_PRODUCT_SEARCH) =>
    productPage(
      [...productQueries.all(), 'category', categoryId, search],
      searchUrl(`/products/category/${categoryId}`, search),
    ),
  /**
   * The facets of a list's search (a category page's category given): the page, sort and page
   * size do not change them, so they are left out of the key and the URL.
   */
  facets: (search: ProductSearch, categoryId: number | null = null) => {
    const criteria: ProductSearch = {
      ...search,
      category_id: categoryId ?? search.category_id,
      sort: DEFAULT_PRODUCT_SEARCH.sort,
      order: DEFAULT_PRODUCT_SEARCH.order,
      page: DEFAULT_PRODUCT_SEARCH.page,
      per_page: DEFAULT_PRODUCT_SEARCH.per_page,
    };
    return queryOptions({
      queryKey: [...productQueries.all(), 'facets', criteria],
      queryFn: ({ signal }) => api<Facet[]>(searchUrl('/products/facets', criteria), { signal }),
      retry: retryUnlessClientError,
    });
  },
  featured: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'featured'],
      queryFn: ({ signal }) => api<ProductSummary[]>('/products/featured', { signal }),
    }),
  detail: (id: number | string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'detail', String(id)],
      queryFn: ({ signal }) => api<Product>(`/products/${id}`, { signal }),
      retry: retryUnlessClientError,
    }),
};
