import type { Product } from '@grain/contract/catalogue';
import type { Page } from '@grain/contract/envelope';
import type { ListOrder } from '@grain/contract/list-query';
import type { QueryClient } from '@tanstack/react-query';
import { api, type UploadOptions } from '../client.ts';
import { type Collection, type ContentRecord, collectionQuery, type ListQuery } from './collection.ts';

export type { Product };

/** Criteria of the admin product search (spec admin §7). Blank criteria are left out. */
export interface ProductCriteria {
  name: string;
  sku: string;
  categoryId: string;
}

export const emptyCriteria: ProductCriteria = { name: '', sku: '', categoryId: '' };

/** The admin search's criteria from the list's filters (`name`, `sku`, `category_id`). */
const criteriaOf = (filters: ListQuery['filters']): ProductCriteria => ({
  name: filters.name ?? '',
  sku: filters.sku ?? '',
  categoryId: filters.category_id ?? '',
});

/**
 * Which call a set of criteria makes: the full list with none, the single-criterion search
 * with one, and the advanced search when more than one is filled (spec admin §7).
 */
export function productSearchUrl(
  criteria: ProductCriteria,
  page: number,
  perPage: number,
  sort?: { sort: string; order: ListOrder },
): string {
  const name = criteria.name.trim();
  const sku = criteria.sku.trim();
  const categoryId = criteria.categoryId.trim();
  const paging = `page=${page}&per_page=${perPage}${sort ? `&sort=${sort.sort}&order=${sort.order}` : ''}`;
  const filled = [name, sku, categoryId].filter(Boolean).length;
  if (filled === 0) return `/products/allproducts?${paging}`;
  if (filled > 1) {
    const params = new URLSearchParams();
    if (sku) params.set('sku', sku);
    if (name) params.set('name', name);
    if (categoryId) params.set('category_id', categoryId);
    return `/products/admin/search/advanced?${params}&${paging}`;
  }
  if (name) return `/products/admin/search/name?name=${encodeURIComponent(name)}&${paging}`;
  if (sku) return `/products/admin/search/sku?sku=${encodeURIComponent(sku)}&${paging}`;
  return `/products/admin/search/category?category_id=${encodeURIComponent(categoryId)}&${paging}`;
}

export const isSearching = (criteria: ProductCriteria): boolean =>
  Boolean(criteria.name.trim() || criteria.sku.trim() || criteria.categoryId.trim());

/** Searches may answer with a page or a bare list; both become a page. */
function asPage(result: Page<ContentRecord> | ContentRecord[], perPage: number): Page<ContentRecord> {
  if (Array.isArray(result)) {
    return {
      data: result,
      current_page: 1,
      last_page: 1,
      per_page: Math.max(perPage, result.length),
      total: result.length,
    };
  }
  return result;
}

export const adminProductQueries = {
  all: () => ['admin', 'products'] as const,
  list: (query: ListQuery) =>
    collectionQuery(['admin', 'products', 'list', query], async (signal) => {
      const { page, perPage, sort, order = 'asc' } = query;
      const url = productSearchUrl(criteriaOf(query.filters), page, perPage, sort ? { sort, order } : undefined);
      return asPage(await api<Page<ContentRecord> | ContentRecord[]>(url, { signal }), perPage);
    }),
  count: () =>
    collectionQuery(
      ['admin', 'products', 'count'],
      async (signal) => (await api<Page<Product>>('/products/allproducts?page=1&per_page=1', { signal })).total,
    ),
  /** Read afresh before an edit: another admin may have changed it since the list loaded. */
  detail: (id: number) => ({
    ...collectionQuery(['admin', 'products', 'detail', id], (signal) =>
      api<ContentRecord>(`/products/${id}`, { signal }),
    ),
    staleTime: 0,
  }),
};

/** A product form once validated. */
export interface ProductValues {
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
  specifications: string[];
  features: string[];
  image: File | null;
  gallery: File[];
  remove_gallery: string[];
}

const flag = (value: boolean) => (value ? '1' : '0');

/**
 * The multipart body of a product create or update (spec admin §7): booleans as 1 or 0,
 * specification and feature lines repeated with blanks dropped, files only when chosen.
 */
export function productFormData(values: ProductValues, update: boolean): FormData {
  const form = new FormData();
  if (update) form.append('_method', 'PUT');
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  form.append('name', values.name);
  form.append('sku', values.sku);
  form.append('description', text(values.description));
  form.append('short_description', text(values.short_description));
  form.append('price', text(values.price));
  form.append('sale_price', text(values.sale_price));
  form.append('stock_quantity', text(values.stock_quantity));
  form.append('in_stock', flag(values.stock_quantity > 0));
  form.append('is_featured', flag(values.is_featured));
  form.append('is_active', flag(values.is_active));
  form.append('customized', flag(values.customized));
  form.append('category_id', text(values.category_id));
  form.append('sort_order', text(values.sort_order));
  for (const name of ['specifications', 'features'] as const) {
    const lines = values[name].map((line) => line.trim()).filter(Boolean);
    // An empty list is sent as one blank value so that an update clears the stored lines.
    if (lines.length === 0) form.append(name, '');
    for (const line of lines) form.append(`${name}[]`, line);
  }
  if (values.image) form.append('image', values.image, values.image.name);
  for (const file of values.gallery) form.append('gallery[]', file, file.name);
  for (const path of values.remove_gallery) form.append('remove_gallery[]', path);
  return form;
}

export function saveProduct(values: ProductValues, id?: number, upload?: UploadOptions): Promise<Product> {
  const body = productFormData(values, id !== undefined);
  return api<Product>(id === undefined ? '/products' : `/products/${id}`, { method: 'POST', body, ...upload });
}

export function deleteProduct(id: number): Promise<null> {
  return api<null>(`/products/${id}`, { method: 'DELETE' });
}

export function invalidateProducts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'categories'] }),
  ]).then(() => undefined);
}

/** Products as an admin list: their searches, a fresh read before an edit, multipart writes. */
export const productCollection: Collection = {
  page: adminProductQueries.list,
  count: adminProductQueries.count,
  detail: adminProductQueries.detail,
  save: (values, id, upload) => saveProduct(values as unknown as ProductValues, id, upload),
  remove: deleteProduct,
  invalidate: invalidateProducts,
};
