import type { Draft } from '@grain/contract/editorial';
import { type FieldDef, isFileField, REMOVE_FILE } from '@grain/contract/fields';
import type { CollectionEditorial, ContentRecord, ContentValues } from '../../api/admin/collection.ts';

/**
 * What an editor needs to keep a record's draft: the collection's API path (`faqs`,
 * `products`, …), the body of a draft save of the form's values (the spec's update body
 * without `_method`), and whether the record can be unpublished (it has an active flag).
 */
export type RecordEditorial = CollectionEditorial;

const isStoredFile = (files: Record<string, string>, value: unknown): value is string =>
  typeof value === 'string' && value in files;

/**
 * The live record with a draft's values over it, as the form reads a record: a stored file's
 * URL in `<field>_url`, a list of stored files' URLs in `<field>_urls` (a product's gallery).
 */
export function recordWithDraft(record: ContentRecord, draft: Pick<Draft, 'data' | 'files'>): ContentRecord {
  const merged: ContentRecord = { ...record, ...draft.data, id: record.id };
  for (const [name, value] of Object.entries(draft.data)) {
    if (isStoredFile(draft.files, value)) merged[`${name}_url`] = draft.files[value];
    else if (value === null && `${name}_url` in record) merged[`${name}_url`] = null;
    if (Array.isArray(value) && value.every((item) => isStoredFile(draft.files, item))) {
      merged[`${name}_urls`] = value.map((path) => draft.files[path as string]);
    }
  }
  return merged;
}

const isFile = (value: unknown) => typeof File !== 'undefined' && value instanceof File;

/** The values without chosen files: an autosave sends text only, files go with a save asked for. */
export function withoutFiles(values: ContentValues): ContentValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (isFile(value)) return [name, null];
      if (Array.isArray(value) && value.some(isFile)) return [name, value.filter((item) => !isFile(item))];
      return [name, value];
    }),
  );
}

/** The If-Match of an update based on this version of the record. */
export const versionTag = (updatedAt: string | null | undefined) => (updatedAt ? `"${updatedAt}"` : undefined);

/** Stored path → URL of the files a record form reads (`<field>_url`, a gallery's `<field>_urls`). */
export function fileUrlsOf(record: ContentRecord): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, value] of Object.entries(record)) {
    const url = record[`${name}_url`];
    if (typeof value === 'string' && typeof url === 'string') urls[value] = url;
    const list = record[`${name}_urls`];
    if (Array.isArray(value) && Array.isArray(list)) {
      value.forEach((path, index) => {
        if (typeof path === 'string' && typeof list[index] === 'string') urls[path] = list[index];
      });
    }
  }
  return urls;
}

/** A product form's gallery changes: not values of their own, but what they make of the gallery. */
const GALLERY_CHANGES = new Set(['gallery', 'remove_gallery', 'kept_gallery', 'library_gallery']);

/**
 * What the editor shows now, as draft data: the record's stored files unless a new one is
 * chosen (its name, or the library item's path, then), the form's other values, a gallery
 * less the pictures marked to go.
 */
export function currentValues(
  fields: Record<string, FieldDef>,
  record: ContentRecord,
  values: ContentValues,
): Record<string, unknown> {
  const current: Record<string, unknown> = { ...record };
  for (const [name, value] of Object.entries(values)) {
    // A file field shows its stored file unless a new one is chosen (an upload, or a library
    // item's path) or it is removed.
    const fileField = fields[name] && isFileField(fields[name]);
    const chosen = isFile(value) || (typeof value === 'string' && value !== REMOVE_FILE);
    if (fileField && value === REMOVE_FILE) current[name] = null;
    else if (!(fileField && !chosen) && !GALLERY_CHANGES.has(name)) current[name] = value;
  }
  const removed = values.remove_gallery;
  if (Array.isArray(record.gallery) && Array.isArray(removed)) {
    current.gallery = record.gallery.filter((path) => !removed.includes(path));
  }
  const picked = values.library_gallery;
  if (Array.isArray(picked) && picked.length > 0) {
    current.gallery = [...(Array.isArray(current.gallery) ? current.gallery : []), ...picked];
  }
  return current;
}
