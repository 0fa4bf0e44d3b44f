import type { Draft } from '@grain/contract/editorial';
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
