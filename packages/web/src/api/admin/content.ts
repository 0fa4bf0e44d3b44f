import type { ContentTypeDef } from '@grain/contract/content-types';
import type { Page } from '@grain/contract/envelope';
import { type Fields, isFileField, REMOVE_FILE } from '@grain/contract/fields';
import { MAX_PER_PAGE } from '@grain/contract/paging';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, type UploadOptions } from '../client.ts';
import { contentQueries } from '../content-queries.ts';
import { adminQueries } from './admin-queries.ts';
import {
  type AdminCollection,
  type AdminListQuery,
  type ContentRecord,
  type ContentValues,
  collectionQuery,
  listQueryParams,
} from './collection.ts';
import { invalidateEditorial } from './drafts.ts';

export type { ContentRecord, ContentValues };

/** What the API calls need of a content type's definition. */
type ContentApiType = Pick<ContentTypeDef, 'path' | 'fields' | 'paged'> & { hasActiveFlag?: boolean };

async function fetchAll<T>(def: ContentApiType, signal?: AbortSignal): Promise<T[]> {
  if (!def.paged) return api<T[]>(`/${def.path}`, { signal });
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api<Page<T>>(`/${def.path}?page=${page}&per_page=${MAX_PER_PAGE}`, { signal });
    items.push(...result.data);
    if (page >= result.last_page) return items;
  }
}

/**
 * Query options of one content type for the admin. Keys start with `admin` so that signing
 * out drops them all; with an admin token the lists include inactive records.
 */
export function adminContentQueries<T extends ContentRecord = ContentRecord>(def: ContentApiType) {
  const all = () => [...adminQueries.all(), def.path] as const;
  return {
    all,
    /** Every record (select options, single-record screens). */
    list: () =>
      queryOptions({
        queryKey: [...all(), 'list'],
        queryFn: ({ signal }) => fetchAll<T>(def, signal),
      }),
    /** One page of the admin list, searched, filtered and sorted on the server. */
    page: (query: AdminListQuery) =>
      collectionQuery([...all(), 'page', query], (signal) =>
        api<Page<T>>(`/${def.path}?${listQueryParams(query)}`, { signal }),
      ),
    /** One record by its id (an edit opened from its address, `?edit=12`). */
    detail: (id: number) =>
      collectionQuery([...all(), 'detail', id], (signal) => api<T>(`/${def.path}/${id}`, { signal })),
    count: () =>
      collectionQuery(
        [...all(), 'count'],
        async (signal) => (await api<Page<T>>(`/${def.path}?page=1&per_page=1`, { signal })).total,
      ),
  };
}

const hasFiles = (def: ContentApiType) => Object.values(def.fields).some(isFileField);

/**
 * The request body of a create or update. Types with file fields go as multipart (files only
 * when chosen, booleans as 1 or 0, blanks as empty strings); the others as JSON.
 */
export function contentRequestBody(def: ContentApiType, values: ContentValues, update: boolean): FormData | object {
  if (hasFiles(def)) return multipartBody(def.fields, values, update);
  const body: Record<string, unknown> = {};
  for (const name of Object.keys(def.fields)) if (values[name] !== undefined) body[name] = values[name];
  return body;
}

/**
 * The multipart body of these fields' values: files only when chosen (an upload, or a library
 * item's stored path) or removed (an empty value), booleans as 1 or 0, blanks as empty strings,
 * and `_method=PUT` for an update (spec admin §7).
 */
export function multipartBody(fields: Fields, values: ContentValues, update: boolean): FormData {
  const form = new FormData();
  if (update) form.append('_method', 'PUT');
  for (const [name, field] of Object.entries(fields)) {
    const value = values[name];
    if (isFileField(field)) {
      if (value instanceof File) form.append(name, value, value.name);
      // A library item's stored path (issue 47): the record uses that file.
      else if (typeof value === 'string' && value !== REMOVE_FILE) form.append(name, value);
      // The current file is removed (issue 48); the media library keeps it.
      else if (value === REMOVE_FILE) form.append(name, REMOVE_FILE);
      continue;
    }
    if (value === undefined) continue;
    if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
    else form.append(name, value === null ? '' : String(value));
  }
  return form;
}

/** Creates a record, or updates it when `id` is given (POST with _method=PUT for multipart). */
export function saveContentRecord<T extends ContentRecord = ContentRecord>(
  def: ContentApiType,
  values: ContentValues,
  id?: number,
  upload?: UploadOptions,
): Promise<T> {
  const body = contentRequestBody(def, values, id !== undefined);
  if (id === undefined) return api<T>(`/${def.path}`, { method: 'POST', body, ...upload });
  return api<T>(`/${def.path}/${id}`, { method: body instanceof FormData ? 'POST' : 'PUT', body, ...upload });
}

export function deleteContentRecord(def: ContentApiType, id: number): Promise<null> {
  return api<null>(`/${def.path}/${id}`, { method: 'DELETE' });
}

/** After a write: the admin lists reload, and public reads of the same type are refetched. */
export function invalidateContent(queryClient: QueryClient, def: ContentApiType): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminContentQueries(def).all() }),
    queryClient.invalidateQueries({ queryKey: contentQueries(def.path).all() }),
    invalidateEditorial(queryClient, def.path),
  ]).then(() => undefined);
}

/** A content type's drafts: the body of a draft save is its update's, and an active flag can be scheduled off. */
export const contentEditorial = (def: ContentApiType) => ({
  path: def.path,
  draftBody: (values: ContentValues) => contentRequestBody(def, values, false),
  canUnpublish: Boolean(def.hasActiveFlag),
});

/** The admin list of a content type: its API, as every generic screen uses it. */
export function contentCollection(def: ContentApiType): AdminCollection {
  const queries = adminContentQueries(def);
  return {
    page: queries.page,
    count: queries.count,
    save: (values, id, upload) => saveContentRecord(def, values, id, upload),
    remove: (id) => deleteContentRecord(def, id),
    invalidate: (queryClient) => invalidateContent(queryClient, def),
    editorial: contentEditorial(def),
  };
}

/** Shows or hides one record (a bulk action): a partial update of its active flag. */
export const setRecordActive = (path: string, id: number, active: boolean) =>
  api<ContentRecord>(`/${path}/${id}`, { method: 'PUT', body: { is_active: active } });
