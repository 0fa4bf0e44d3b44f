import type { FieldErrors } from '@grain/contract/envelope';
import { defaultOnCreate, needsRecordCount } from '@grain/contract/field-defaults';
import { type FieldDef, type Fields, isFileField, messages, recordSchema, toFieldErrors } from '@grain/contract/fields';
import { MAP_EMBED_ERROR, normaliseMapEmbed } from '@grain/contract/map-embed';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import type { z } from 'zod';
import { countRows, isValueTaken, referenceExists } from '../db/lookups.ts';
import { fromBoolean, toBoolean, toDateOnly, todayIso, toIsoTimestamp } from '../db/values.ts';
import type { RequestInput } from '../storage/uploads.ts';
import type { Collection } from './define.ts';
import { sanitizeRichText } from './rich-text.ts';
import type { WriteContext } from './write.ts';

/*
 * The record rules every collection shares, in the order a write applies them: merge the
 * submitted values over the stored ones, parse them with the fields' schemas, check them against
 * the other rows, then turn them into the row to store.
 */

type Row = Record<string, unknown>;

/** Stands for an upload in the values being validated; the stored path replaces it once adopted. */
const UPLOAD_MARKER = '\u0000upload';

/**
 * A string sent for a file field must be an absolute URL, a media library item of the field's
 * kind (a picture reused by another record), or a file already in that field's folder; the
 * current value (or its URL, as forms echo it back) keeps the file.
 */
export async function checkFileReference(
  context: Pick<WriteContext, 'storage' | 'db'>,
  name: string,
  field: FieldDef,
  value: unknown,
  existing: Row | undefined,
  errors: FieldErrors,
): Promise<unknown> {
  if (typeof value !== 'string' || value.trim() === '' || value === UPLOAD_MARKER) return value;
  const current = existing?.[name] as string | null | undefined;
  if (current && (value === current || value === resolveStorageUrl(current) || value.endsWith(`/storage/${current}`))) {
    return current;
  }
  if (/^https?:\/\//i.test(value)) return value;
  const relative = value.replace(/^\/?(storage\/)?/, '');
  if (relative.includes('..')) {
    errors[name] = [messages.file(name)];
    return value;
  }
  if (await isLibraryItemOf(context.db, relative, field.kind)) return relative;
  if (relative.startsWith(`${field.folder}/`) && (await context.storage.exists(relative))) return relative;
  errors[name] = [messages.file(name)];
  return value;
}

/**
 * The submitted values over the stored ones (or the defaults on create), with file
 * references checked and rich text sanitised, then the collection's own adjustments.
 */
export async function mergeRecord(
  context: WriteContext,
  collection: Collection,
  input: RequestInput,
  existing: Row | undefined,
  errors: FieldErrors,
): Promise<Row> {
  const count = !existing && needsRecordCount(collection.fields) ? await countRows(context.db, collection.table) : 0;
  const defaults = { count, today: todayIso() };
  const values: Row = {};
  for (const [name, field] of Object.entries(collection.fields)) {
    if (isFileField(field) && input.files[name]?.length) values[name] = UPLOAD_MARKER;
    else if (name in input.fields) values[name] = input.fields[name];
    else if (existing) values[name] = existing[name];
    else values[name] = defaultOnCreate(field, defaults);
    if (isFileField(field)) {
      values[name] = await checkFileReference(context, name, field, values[name], existing, errors);
    }
    // Sanitised before validation, so rich text that is nothing but a script counts as missing.
    if (field.kind === 'html' && typeof values[name] === 'string') values[name] = sanitizeRichText(values[name]);
  }
  collection.hooks.prepare?.(values, existing);
  return values;
}

const schemas = new WeakMap<Fields, z.ZodType<Row>>();

/**
 * The merged values validated against the fields; undefined when they are invalid. Errors
 * found before (a file reference) are kept over the schema's for the same field.
 */
export function parseRecord(fields: Fields, values: Row, errors: FieldErrors): Row | undefined {
  const schema = schemas.get(fields) ?? (recordSchema(fields) as z.ZodType<Row>);
  schemas.set(fields, schema);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ...parsed.data };
  Object.assign(errors, { ...toFieldErrors(parsed.error), ...errors });
  return undefined;
}

/**
 * The checks of a record whose values are valid: unique values and references against the
 * stored rows; map embeds are rebuilt in place. Returns the errors found.
 */
export async function checkRecord(
  context: WriteContext,
  collection: Collection,
  record: Row,
  existingId: number | undefined,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(collection.fields)) {
    const value = record[name];
    const taken = { exceptId: existingId, ignoringCase: field.kind === 'slug' };
    if (field.unique && (await isValueTaken(context.db, collection.table, name, value, taken))) {
      errors[name] = [messages.unique(name)];
    }
    if (field.kind === 'reference' && field.references) {
      if (!(await referenceExists(context.db, field.references, Number(value)))) {
        errors[name] = [messages.invalidReference(name)];
      }
    }
    if (field.kind === 'map-embed' && typeof value === 'string') {
      const iframe = normaliseMapEmbed(value);
      if (iframe) record[name] = iframe;
      else errors[name] = [MAP_EMBED_ERROR];
    }
  }
  return errors;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * A validated record as its row stores it: booleans as 1/0 (a blank one takes the field's
 * default), decimals in cents as both databases keep them, absent values as null.
 */
export function storedValues(fields: Fields, record: Row): Row {
  const row: Row = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = record[name] ?? null;
    if (field.kind === 'boolean') row[name] = fromBoolean(value === null ? field.default === true : value === true);
    else if (field.kind === 'decimal' && typeof value === 'number') row[name] = cents(value);
    else row[name] = value;
  }
  return row;
}

/** The stored files of a record's file fields. */
export const filesOf = (fields: Fields, row: Row): Array<string | null> =>
  Object.entries(fields)
    .filter(([, field]) => isFileField(field))
    .map(([name]) => (row[name] as string | null | undefined) ?? null);

/** The files of `before` that `after` no longer holds. */
export function replacedFiles(fields: Fields, before: Row | undefined, after: Row): Array<string | null> {
  if (!before) return [];
  const kept = new Set(filesOf(fields, after));
  return filesOf(fields, before).filter((path) => path !== null && !kept.has(path));
}

/**
 * Whether the values about to be stored differ from the stored row in any field (booleans may
 * read back as 0/1 or true/false, numbers as numbers or text, dates with a time).
 */
export function changedColumns(fields: Fields, stored: Row, next: Row): boolean {
  return Object.entries(fields).some(([name, field]) => {
    const before = stored[name] ?? null;
    const after = next[name] ?? null;
    if (before === null || after === null) return before !== after;
    if (field.kind === 'boolean') return toBoolean(before) !== toBoolean(after);
    if (field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'reference') {
      return Number(before) !== Number(after);
    }
    if (field.kind === 'date') return toDateOnly(before) !== toDateOnly(after);
    if (field.kind === 'datetime') return toIsoTimestamp(before) !== toIsoTimestamp(after);
    return String(before) !== String(after);
  });
}

/** Whether `path` is a library item of `kind` (an image field takes pictures, a video field videos). */
async function isLibraryItemOf(db: WriteContext['db'], path: string, kind: string): Promise<boolean> {
  const row = await db.selectFrom('media_items').select('kind').where('path', '=', path).executeTakeFirst();
  return row?.kind === kind;
}
