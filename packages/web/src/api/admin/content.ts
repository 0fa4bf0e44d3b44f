import type { ContentTypeDef } from '@grain/contract/content-types';
import type { Page } from '@grain/contract/envelope';
import { isFileField } from '@grain/contract/fields';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';

/** Any content record as the admin handles it generically: the fields of its definition. */
export type ContentRecord = { id: number; created_at?: string; updated_at?: string } & Record<string, unknown>;

/** Values of a content form once validated: numbers, booleans, text, null for blanks, files. */
export type ContentValues = Record<string, unknown>;

/** Largest page the API hands out; admin lists of unpaged types come whole. */
const MAX_PER_PAGE = 100;

async function fetchAll<T>(def: ContentTypeDef, signal?: AbortSignal): Promise<T[]> {
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
export function adminContentQueries<T extends ContentRecord = ContentRecord>(def: ContentTypeDef) {
  return {
    all: () => ['admin', def.path] as const,
    list: () =>
      queryOptions({
        queryKey: ['admin', def.path, 'list'],
        queryFn: ({ signal }) => fetchAll<T>(def, signal),
      }),
    page: (page: number, perPage: number) =>
      queryOptions({
        queryKey: ['admin', def.path, 'page', { page, perPage }],
        queryFn: ({ signal }) => api<Page<T>>(`/${def.path}?page=${page}&per_page=${perPage}`, { signal }),
      }),
  };
}

const hasFiles = (def: ContentTypeDef) => Object.values(def.fields).some(isFileField);

/**
 * The request body of a create or update. Types with file fields go as multipart (files only
 * when chosen, booleans as 1 or 0, blanks as empty strings); the others as JSON.
 */
export function contentRequestBody(def: ContentTypeDef, values: ContentValues, update: boolean): FormData | object {
  if (!hasFiles(def)) {
    const body: Record<string, unknown> = {};
    for (const name of Object.keys(def.fields)) if (values[name] !== undefined) body[name] = values[name];
    return body;
  }
  const form = new FormData();
  if (update) form.append('_method', 'PUT');
  for (const [name, field] of Object.entries(def.fields)) {
    const value = values[name];
    if (isFileField(field)) {
      if (value instanceof File) form.append(name, value, value.name);
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
  def: ContentTypeDef,
  values: ContentValues,
  id?: number,
): Promise<T> {
  const body = contentRequestBody(def, values, id !== undefined);
  if (id === undefined) return api<T>(`/${def.path}`, { method: 'POST', body });
  return api<T>(`/${def.path}/${id}`, { method: body instanceof FormData ? 'POST' : 'PUT', body });
}

export function deleteContentRecord(def: ContentTypeDef, id: number): Promise<null> {
  return api<null>(`/${def.path}/${id}`, { method: 'DELETE' });
}

/** After a write: the admin lists reload, and public reads of the same type are refetched. */
export function invalidateContent(queryClient: QueryClient, path: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', path] }),
    queryClient.invalidateQueries({ queryKey: [path] }),
  ]).then(() => undefined);
}
