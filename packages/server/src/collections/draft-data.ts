import type { DraftData } from '@grain/contract/editorial';
import type { FieldErrors } from '@grain/contract/envelope';
import { draftSchemasOf, type Fields, isFileField } from '@grain/contract/fields';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import type { RequestInput } from '../storage/uploads.ts';
import type { EditorialCollection } from './editorial.ts';
import { toApiRecord } from './read.ts';
import { checkFileReference } from './values.ts';
import type { WriteContext } from './write.ts';

/*
 * The "draft data" form (docs: editorial design): a record's field values as the API types
 * them, files as stored paths. A live row becomes draft data; draft data becomes the write
 * path's input as a JSON body would (the write path takes its own typed values back).
 */

/** A stored row's field values in the draft data form. */
export function draftDataOfRow(fields: Fields, row: Record<string, unknown>): DraftData {
  const record = toApiRecord(fields, row, '', () => null);
  return Object.fromEntries(Object.keys(fields).map((name) => [name, record[name]]));
}

/** Draft data as the write path's input: a JSON body without files. */
export const inputOfData = (data: DraftData): RequestInput => ({
  fields: { ...data },
  files: {},
  cleanup: async () => {},
});

/**
 * The submitted field values over `data` (in place): each one checked for its type and limits,
 * file references as the write path checks them. Uploads are placed later, once adopted.
 */
export async function mergeDraftFields(
  context: WriteContext,
  fields: Fields,
  input: RequestInput,
  data: DraftData,
  errors: FieldErrors,
): Promise<void> {
  const schemas = draftSchemasOf(fields);
  for (const [name, field] of Object.entries(fields)) {
    if (!(name in input.fields) || (isFileField(field) && input.files[name]?.length)) continue;
    const value = input.fields[name];
    if (isFileField(field) && (value === null || value === '')) {
      data[name] = null;
      continue;
    }
    const checked = isFileField(field) ? await checkFileReference(context, name, field, value, data, errors) : value;
    const parsed = schemas[name].safeParse(checked);
    if (!parsed.success) errors[name] ??= [...new Set(parsed.error.issues.map((issue) => issue.message))];
    else if (!errors[name]) data[name] = parsed.data ?? null;
  }
}

/** The stored files draft data names: its file fields' and the collection's own (a gallery). */
export function filesOfData(editorial: EditorialCollection, data: DraftData): string[] {
  const own = Object.entries(editorial.collection.fields)
    .filter(([, field]) => isFileField(field))
    .map(([name]) => data[name]);
  return [...own, ...(editorial.extras?.files(data) ?? [])].filter(
    (path): path is string => typeof path === 'string' && path !== '' && !/^https?:\/\//i.test(path),
  );
}

/** Stored path → URL for the files draft data names (the admin shows them). */
export function fileUrlsOf(editorial: EditorialCollection, data: DraftData, base: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const path of filesOfData(editorial, data)) urls[path] = resolveStorageUrl(path, { base }) ?? path;
  return urls;
}
