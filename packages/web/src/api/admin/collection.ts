import type { Page } from '@grain/contract/envelope';
import type { Fields, FileKind, ValuesOf } from '@grain/contract/fields';
import type { ListOrder } from '@grain/contract/list-query';
import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { UploadOptions } from '../client.ts';

/** Any record as the admin lists handle it generically: an id and the fields of its definition. */
export type ContentRecord = { id: number; created_at?: string; updated_at?: string } & Record<string, unknown>;

/** Values of a record form once validated: numbers, booleans, text, null for blanks, files. */
export type ContentValues = Record<string, unknown>;

/** What an admin list asks the server for: one page, an optional sort, and its search and filters. */
export interface AdminListQuery {
  page: number;
  perPage: number;
  /** A field name the server sorts by; none means the list's own order. */
  sort?: string;
  order?: ListOrder;
  /** Search and filters by query parameter (`q`, `active`, `name`, `sku`, `category_id`, `unread`). */
  filters: Readonly<Record<string, string>>;
}

/** The non-blank search and filter values. */
export function filledFilters(query: AdminListQuery): [name: string, value: string][] {
  return Object.entries(query.filters)
    .map(([name, value]): [string, string] => [name, value.trim()])
    .filter(([, value]) => value !== '');
}

/** Whether any search or filter is set (the list then shows matches, not everything). */
export const isFiltered = (query: AdminListQuery): boolean => filledFilters(query).length > 0;

/** The list call's query string: filters, sort and order, page and page size. */
export function listQueryParams(query: AdminListQuery): URLSearchParams {
  const params = new URLSearchParams(filledFilters(query));
  if (query.sort) {
    params.set('sort', query.sort);
    params.set('order', query.order ?? 'asc');
  }
  params.set('page', String(query.page));
  params.set('per_page', String(query.perPage));
  return params;
}

/** Query options as a collection hands them out: screens only run them. */
export type CollectionQuery<T> = UseQueryOptions<T, Error, T, QueryKey>;

export const collectionQuery = <T>(
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
): CollectionQuery<T> => ({
  queryKey,
  queryFn: ({ signal }) => fetch(signal),
});

/**
 * How an admin list screen reaches its records. Content types share one implementation built
 * from their definition; products override the list (their searches), the read before an edit
 * and the writes (multipart with lines and a gallery).
 */
export interface AdminCollection {
  /** One page of the list for a query. */
  page: (query: AdminListQuery) => CollectionQuery<Page<ContentRecord>>;
  /** How many records exist whatever the search (create defaults such as "count + 1"). */
  count: () => CollectionQuery<number>;
  /** A fresh read of one record before it is edited; without it the list's record is edited. */
  detail?: (id: number) => CollectionQuery<ContentRecord>;
  save: (values: ContentValues, id?: number, upload?: UploadOptions) => Promise<ContentRecord>;
  remove: (id: number) => Promise<unknown>;
  /** After a write: the admin lists reload and the public reads of the same records refetch. */
  invalidate: (queryClient: QueryClient) => Promise<void>;
  /** The records' drafts (issue 45): where their editorial API is and how a draft save reads. */
  editorial?: CollectionEditorial;
}

/** See admin/editorial/record-editorial.ts. */
export interface CollectionEditorial {
  path: string;
  draftBody: (values: ContentValues) => FormData | object;
  canUnpublish: boolean;
}

/**
 * The values of a record form of these fields once validated: each field's value as the API
 * takes it (a record's own, `ValuesOf`), except files, which are the chosen file, a library
 * item's stored path, `REMOVE_FILE` (the current one goes), or null (the current one stays).
 */
export type FormValuesOf<F extends Fields> = {
  [N in keyof F]: F[N]['kind'] extends FileKind ? File | string | null : ValuesOf<F>[N];
};
