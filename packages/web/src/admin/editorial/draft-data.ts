import { type FieldDef, isFileField } from '@grain/contract/fields';
import type { ContentRecord } from '../../api/admin/collection.ts';
import type { Draft, DraftData, FileUrls } from '../../api/admin/editorial.ts';
import type { FormConfig, FormInput, ResourceType } from '../resources/resource-config.ts';

const NUMERIC = new Set(['integer', 'decimal', 'reference']);
const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** One raw input as the draft keeps it: typed, blanks as null. A draft is not validated for required. */
function typedValue(field: FieldDef, value: unknown): unknown {
  if (field.kind === 'boolean') return value === true;
  if (value === '' || value === undefined || value === null) return null;
  if (NUMERIC.has(field.kind)) {
    const number = Number(value);
    return Number.isFinite(number) ? number : value;
  }
  return value;
}

/**
 * The form's raw values as a draft save sends them: each field typed, chosen files as File
 * (no file chosen: the stored one stays, so the field is left out), then the sections' values
 * (a product's lines and gallery changes) as their output gives them.
 */
export function draftValuesOf(def: ResourceType, config: FormConfig, names: string[], values: FormInput) {
  const data: Record<string, unknown> = {};
  for (const name of names) {
    const field = def.fields[name];
    if (!field) continue;
    if (isFileField(field)) {
      if (isFile(values[name])) data[name] = values[name];
      continue;
    }
    data[name] = typedValue(field, values[name]);
  }
  for (const section of config.sections ?? []) {
    // A section's output is the save's own shape; without one its raw values are changes (new
    // gallery files, paths to remove), and an empty list of changes is no change at all.
    const output = section.output?.(values);
    const entries = output ? Object.entries(output) : section.fields.map((name) => [name, values[name]] as const);
    for (const [name, value] of entries) {
      if (value === null || value === undefined) continue;
      if (!Array.isArray(value)) data[name] = value;
      else if (output || value.length > 0)
        // Blank lines are dropped, as the spec's product save drops them.
        data[name] = value.filter((item) => typeof item !== 'string' || item.trim() !== '');
    }
  }
  return data;
}

export const carriesFiles = (values: Record<string, unknown>) =>
  Object.values(values).some((value) => isFile(value) || (Array.isArray(value) && value.some(isFile)));

/** A draft save's body: JSON, or multipart when a file goes with it (booleans 1/0, lists as `name[]`). */
export function draftBody(values: Record<string, unknown>): Record<string, unknown> | FormData {
  if (!carriesFiles(values)) return values;
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      for (const item of value) form.append(`${name}[]`, isFile(item) ? item : String(item));
    } else if (isFile(value)) form.append(name, value, value.name);
    else if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
    else form.append(name, value === null ? '' : String(value));
  }
  return form;
}

/** The keys a live record has beyond its draft data form (design: "Draft data" form). */
const notData = (name: string, value: unknown) =>
  name === 'id' ||
  name === 'created_at' ||
  name === 'updated_at' ||
  name.endsWith('_url') ||
  name.endsWith('_urls') ||
  name.endsWith('_meta') ||
  (value !== null && typeof value === 'object' && !Array.isArray(value));

/** A live record in the draft data form (what a conflict or a history compares). */
export function liveData(record: Record<string, unknown>): DraftData {
  return Object.fromEntries(Object.entries(record).filter(([name, value]) => !notData(name, value)));
}

/** The file URLs a live record carries, by stored path (`image` → `image_url`, the gallery's). */
export function liveFiles(record: Record<string, unknown>): FileUrls {
  const files: FileUrls = {};
  for (const [name, value] of Object.entries(record)) {
    const url = record[`${name}_url`];
    if (typeof value === 'string' && typeof url === 'string') files[value] = url;
  }
  const gallery = record.gallery;
  const urls = record.gallery_urls;
  if (Array.isArray(gallery) && Array.isArray(urls)) {
    for (const [index, path] of gallery.entries()) files[String(path)] = String(urls[index]);
  }
  return files;
}

/**
 * A draft as the form opens it: a record whose values are the draft's, over the live record's,
 * with the URLs of its stored files, so the form shows the draft exactly as it shows a record.
 */
export function recordOfDraft(draft: Draft, live?: ContentRecord): ContentRecord {
  const record: ContentRecord = { ...(live ?? {}), ...draft.data, id: draft.record_id ?? live?.id ?? 0 };
  const url = (path: unknown) => (typeof path === 'string' ? (draft.files[path] ?? path) : null);
  for (const [name, value] of Object.entries(draft.data)) {
    if (typeof value === 'string' && value in draft.files) record[`${name}_url`] = url(value);
  }
  if (Array.isArray(draft.data.gallery)) record.gallery_urls = draft.data.gallery.map(url);
  return record;
}
