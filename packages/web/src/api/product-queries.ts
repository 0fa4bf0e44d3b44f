import type { Product, ProductSort, SortOrder } from '@grain/contract/catalogue';
import type { Page } from '@grain/contract/envelope';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from './client.ts';

/** A missing product stays missing: only network failures and server errors are retried, once. */
const retryUnlessClientError = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The filters every product list call accepts (all optional; the server sorts by name ascending). */
export interface ProductListFilters {
  page?: number;
  perPage?: number;
  q?: string;
  categoryId?: number;
  customized?: boolean;
  priceMin?: number;
  priceMax?: number;
  sort?: ProductSort;
  order?: SortOrder;
}

/** Query string for a list call; empty filters are left out so equal lists share a URL. */
export function productListParams(filters: ProductListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.categoryId) params.set('category_id', String(filters.categoryId));
  if (filters.customized) params.set('customized', '1');
  if (filters.priceMin !== undefined) params.set('price_min', String(filters.priceMin));
  if (filters.priceMax !== undefined) params.set('price_max', String(filters.priceMax));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.order) params.set('order', filters.order);
  if (filters.perPage) params.set('per_page', String(filters.perPage));
  params.set('page', String(filters.page ?? 1));
  return params;
}

/**
 * One product page. Every paged list shares this shape (and key type), so a screen can pick
 * any of them for the same grid.
 */
function productPage(queryKey: unknown[], path: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api<Page<Product>>(path, { signal }),
    retry: retryUnlessClientError,
  });
}

/** Query-options factories for the catalogue: keys go from generic to specific. */
export const productQueries = {
  all: () => ['products'] as const,
  list: (filters: ProductListFilters = {}) =>
    productPage(['products', 'list', filters], `/products?${productListParams(filters)}`),
  search: (filters: ProductListFilters & { q: string }) =>
    productPage(['products', 'search', filters], `/products/search?${productListParams(filters)}`),
  customized: (page = 1) => productPage(['products', 'customized', page], `/products/customized?page=${page}`),
  byCategory: (categoryId: number | string, page = 1) =>
    productPage(['products', 'category', String(categoryId), page], `/products/category/${categoryId}?page=${page}`),
  featured: () =>
    queryOptions({
      queryKey: ['products', 'featured'],
      queryFn: ({ signal }) => api<Product[]>('/products/featured', { signal }),
    }),
  detail: (id: number | string) =>
    queryOptions({
      queryKey: ['products', 'detail', String(id)],
      queryFn: ({ signal }) => api<Product>(`/products/${id}`, { signal }),
      retry: retryUnlessClientError,
    }),
};
