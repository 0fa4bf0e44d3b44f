import type { Product, productFields } from '@grain/contract/catalogue';
import { categories } from '@grain/contract/content-types';
import type { Page } from '@grain/contract/envelope';
import type { Fields } from '@grain/contract/fields';
import type { ListOrder } from '@grain/contract/list-query';
import type { QueryClient } from '@tanstack/react-query';
import { api, type UploadOptions } from '../client.ts';
import { productQueries } from '../product-queries.ts';
import { adminQueries } from './admin-queries.ts';
import {
  type AdminCollection,
  type AdminListQuery,
  type ContentRecord,
  type ContentValues,
  collectionQuery,
  type FormValuesOf,
} from './collection.ts';
import { adminContentQueries, multipartBody } from './content.ts';
import { invalidateEditorial } from './drafts.ts';

export type { Product };

/** The filters of the admin product search (spec admin §7). Blank ones are left out. */
export interface AdminProductFilters {
  name: string;
  sku: string;
  categoryId: string;
}

export const noProductFilters: AdminProductFilters = { name: '', sku: '', categoryId: '' };

/** The admin search's filters from the list's (`name`, `sku`, `category_id`). */
const filtersOf = (filters: AdminListQuery['filters']): AdminProductFilters => ({
  name: filters.name ?? '',
  sku: filters.sku ?? '',
  categoryId: filters.category_id ?? '',
});

/**
 * Which call a set of filters makes: the full list with none, the single-criterion search
 * with one, and the advanced search when more than one is filled (spec admin §7).
 */
export function productSearchUrl(
  criteria: AdminProductFilters,
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

export const adminProductQueries = {
  all: () => [...adminQueries.all(), 'products'] as const,
  list: (query: AdminListQuery) =>
    collectionQuery([...adminProductQueries.all(), 'list', query], async (signal) => {
      const { page, perPage, sort, order = 'asc' } = query;
      const url = productSearchUrl(filtersOf(query.filters), page, perPage, sort ? { sort, order } : undefined);
      return api<Page<ContentRecord>>(url, { signal });
    }),
  count: () =>
    collectionQuery(
      [...adminProductQueries.all(), 'count'],
      async (signal) => (await api<Page<Product>>('/products/allproducts?page=1&per_page=1', { signal })).total,
    ),
  /** Read afresh before an edit: another admin may have changed it since the list loaded. */
  detail: (id: number) => ({
    ...collectionQuery([...adminProductQueries.all(), 'detail', id], (signal) =>
      api<ContentRecord>(`/products/${id}`, { signal }),
    ),
    staleTime: 0,
  }),
};

/** A product form once validated: a value per field of the product's, then its lines and gallery. */
export type ProductFormValues = FormValuesOf<typeof productFields> & {
  specifications: string[];
  features: string[];
  gallery: File[];
  remove_gallery: string[];
  /** The gallery the form began with (the record's, or its draft's). */
  kept_gallery?: string[];
  /** Pictures added from the media library: their stored paths (issue 47). */
  library_gallery?: string[];
};

const flag = (value: boolean) => (value ? '1' : '0');

/**
 * The multipart body of a product create or update (spec admin §7): its fields as any record's
 * (booleans as 1 or 0, files only when chosen), in_stock as the spec's client sent it, the
 * specification and feature lines repeated with blanks dropped, and the gallery's changes
 * (library pictures added, uploads, pictures removed).
 */
export function productFormData(fields: Fields, values: ProductFormValues, update: boolean): FormData {
  const form = multipartBody(fields, values, update);
  form.append('in_stock', flag(Number(values.stock_quantity) > 0));
  for (const name of ['specifications', 'features'] as const) {
    const lines = values[name].map((line) => line.trim()).filter(Boolean);
    // An empty list is sent as one blank value so that an update clears the stored lines.
    if (lines.length === 0) form.append(name, '');
    for (const line of lines) form.append(`${name}[]`, line);
  }
  // Library pictures join the gallery as paths: the server then keeps the gallery sent, so the
  // pictures it had are sent too (those marked to go leave through remove_gallery).
  const picked = values.library_gallery ?? [];
  if (picked.length > 0) for (const path of [...(values.kept_gallery ?? []), ...picked]) form.append('gallery[]', path);
  for (const file of values.gallery) form.append('gallery[]', file, file.name);
  for (const path of values.remove_gallery) form.append('remove_gallery[]', path);
  return form;
}

function saveProduct(fields: Fields, values: ContentValues, id?: number, upload?: UploadOptions): Promise<Product> {
  // The product form's schema (the fields' and its sections') gave these values their shape.
  const body = productFormData(fields, values as ProductFormValues, id !== undefined);
  return api<Product>(id === undefined ? '/products' : `/products/${id}`, { method: 'POST', body, ...upload });
}

export function deleteProduct(id: number): Promise<null> {
  return api<null>(`/products/${id}`, { method: 'DELETE' });
}

export function invalidateProducts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductQueries.all() }),
    queryClient.invalidateQueries({ queryKey: productQueries.all() }),
    // A category's product count changes with its products.
    queryClient.invalidateQueries({ queryKey: adminContentQueries(categories).all() }),
    invalidateEditorial(queryClient, 'products'),
  ]).then(() => undefined);
}

/**
 * Products of these fields (the contract's `productFields`) as an admin list: their searches, a
 * fresh read before an edit, multipart writes.
 */
export const productCollectionOf = (fields: Fields): AdminCollection => ({
  page: adminProductQueries.list,
  count: adminProductQueries.count,
  detail: adminProductQueries.detail,
  save: (values, id, upload) => saveProduct(fields, values, id, upload),
  remove: deleteProduct,
  invalidate: invalidateProducts,
  editorial: {
    path: 'products',
    draftBody: (values) => productFormData(fields, values as ProductFormValues, false),
    canUnpublish: true,
  },
});
