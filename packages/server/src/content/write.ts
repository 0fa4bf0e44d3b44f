import type { ContentTypeDef } from '@grain/contract/content-types';
import type { FieldErrors } from '@grain/contract/envelope';
import { type FieldDef, isFileField, messages, recordSchema, toFieldErrors } from '@grain/contract/fields';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import type { AppContext } from '../app-context.ts';
import { fromBoolean, nowIso, todayIso } from '../db/values.ts';
import { validationFailed } from '../http/errors.ts';
import { checkUploadType, type RequestInput } from '../storage/uploads.ts';
import { sanitizeRichText } from './html.ts';
import { MAP_EMBED_ERROR, normaliseMapEmbed } from './map-embed.ts';
import { contentRepository, referenceExists } from './repository.ts';

type Row = Record<string, unknown>;

/** Per-type behaviour that the generic write and delete flows call into. */
export interface ContentHooks {
  /** Adjusts submitted values before validation (e.g. derive a category's slug from its name). */
  prepare?(values: Row, existing: Row | undefined): void;
  /** Refuses a delete (throw an HttpError) or cleans up related rows first. */
  beforeDelete?(context: AppContext, id: number): Promise<void>;
}

const UPLOAD_MARKER = '\u0000upload';

/** The value a field takes on create when the request leaves it out. */
async function defaultValue(field: FieldDef, countRecords: () => Promise<number>): Promise<unknown> {
  if (field.default === 'next') return (await countRecords()) + 1;
  if (field.default === 'today') return todayIso();
  return field.default ?? null;
}

/**
 * A string sent for a file field must be an absolute URL or a file already in that field's
 * folder; the current value (or its URL, as forms echo it back) keeps the file.
 */
export async function checkFileReference(
  context: AppContext,
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
  if (relative.startsWith(`${field.folder}/`) && !relative.includes('..') && (await context.storage.exists(relative))) {
    return relative;
  }
  errors[name] = [messages.file(name)];
  return value;
}

/**
 * Creates (no `existing`) or updates a record: merge with the stored values, check uploads
 * by content, validate the whole record, write, then move files into place and remove the
 * files it replaced. Any failure leaves the database and storage as they were.
 */
export async function saveRecord(
  context: AppContext,
  def: ContentTypeDef,
  input: RequestInput,
  options: { existing?: Row; hooks?: ContentHooks },
): Promise<number> {
  const { existing, hooks } = options;
  const repository = contentRepository(context.db, def);
  const values: Row = {};
  const errors: FieldErrors = {};

  for (const upload of Object.values(input.files).flat()) await checkUploadType(upload);

  for (const [name, field] of Object.entries(def.fields)) {
    if (isFileField(field) && input.files[name]?.length) values[name] = UPLOAD_MARKER;
    else if (name in input.fields) values[name] = input.fields[name];
    else if (existing) values[name] = existing[name];
    else values[name] = await defaultValue(field, () => repository.count({ activeOnly: false }));
    if (isFileField(field))
      values[name] = await checkFileReference(context, name, field, values[name], existing, errors);
    // Sanitised before validation, so rich text that is nothing but a script counts as missing.
    if (field.kind === 'html' && typeof values[name] === 'string') values[name] = sanitizeRichText(values[name]);
  }
  hooks?.prepare?.(values, existing);

  const parsed = recordSchema(def.fields).safeParse(values);
  if (!parsed.success) Object.assign(errors, { ...toFieldErrors(parsed.error), ...errors });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const record: Row = { ...parsed.data };

  for (const [name, field] of Object.entries(def.fields)) {
    const value = record[name];
    if (field.unique && (await repository.isTaken(name, value, existing ? Number(existing.id) : undefined))) {
      errors[name] = [messages.unique(name)];
    }
    if (
      field.kind === 'reference' &&
      field.references &&
      !(await referenceExists(context.db, field.references, Number(value)))
    ) {
      errors[name] = [messages.invalidReference(name)];
    }
    if (field.kind === 'map-embed' && typeof value === 'string') {
      const iframe = normaliseMapEmbed(value);
      if (iframe) record[name] = iframe;
      else errors[name] = [MAP_EMBED_ERROR];
    }
    if (field.kind === 'boolean') record[name] = fromBoolean(value === true);
    if (record[name] === undefined) record[name] = null;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const adopted: string[] = [];
  try {
    for (const [name, uploads] of Object.entries(input.files)) {
      const field = def.fields[name];
      const upload = uploads.at(-1);
      if (!field || !upload?.extension || !field.folder) continue;
      record[name] = await context.storage.adopt(upload.tempPath, field.folder, upload.extension);
      adopted.push(record[name] as string);
    }
    const now = nowIso();
    let id: number;
    if (existing) {
      id = Number(existing.id);
      await repository.update(id, { ...record, updated_at: now });
    } else {
      id = await repository.insert({ ...record, created_at: now, updated_at: now });
    }
    await removeReplacedFiles(context, def, existing, record);
    return id;
  } catch (error) {
    await Promise.all(adopted.map((path) => context.storage.remove(path)));
    throw error;
  }
}

async function removeReplacedFiles(context: AppContext, def: ContentTypeDef, before: Row | undefined, after: Row) {
  if (!before) return;
  for (const [name, field] of Object.entries(def.fields)) {
    if (isFileField(field) && before[name] && before[name] !== after[name]) {
      await context.storage.remove(before[name] as string);
    }
  }
}

export async function removeFilesOf(context: AppContext, def: ContentTypeDef, row: Row): Promise<void> {
  for (const [name, field] of Object.entries(def.fields)) {
    if (isFileField(field)) await context.storage.remove(row[name] as string | null);
  }
}
