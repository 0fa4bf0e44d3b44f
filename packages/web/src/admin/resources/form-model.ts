import { defaultOnCreate } from '@grain/contract/field-defaults';
import { type FieldDef, fieldSchema, isFileField, messages, REMOVE_FILE } from '@grain/contract/fields';
import { z } from 'zod';
import type { ContentRecord } from '../../api/admin/collection.ts';
import { todayLocal } from './display.ts';
import type { FormConfig, FormGroup, FormInput, ResourceType } from './resource-config.ts';

/** The legend of the fieldset of the fields that the configured groups leave out. */
export const OTHER_FIELDS_LEGEND = 'More';
/** The title of the search and sharing panel. */
export const SEARCH_SHARING_LEGEND = 'Search & sharing';

/**
 * The fieldsets of a form: the configured groups and, after them, the type's other fields (see
 * FormConfig.groups); without groups, every field in one. Hidden fields and those a section
 * edits are left out.
 */
export function formGroups(def: ResourceType, form: FormConfig): FormGroup[] {
  const placed = new Set([
    ...Object.keys(form.hidden ?? {}),
    ...(form.sections ?? []).flatMap((section) => section.fields),
    ...(form.groups ?? []).flatMap((group) => group.fields),
  ]);
  const unplaced = Object.keys(def.fields).filter((name) => !placed.has(name));
  // The search and sharing fields (issue 48) go last, in a panel of their own.
  const seo = unplaced.filter((name) => def.fields[name].group === 'seo');
  const rest = unplaced.filter((name) => def.fields[name].group !== 'seo');
  const panel: FormGroup[] = seo.length > 0 ? [{ legend: SEARCH_SHARING_LEGEND, fields: seo, panel: 'seo' }] : [];
  if (!form.groups) return [{ legend: '', fields: rest }, ...panel];
  return [...form.groups, ...(rest.length > 0 ? [{ legend: OTHER_FIELDS_LEGEND, fields: rest }] : []), ...panel];
}

export const formFieldNames = (def: ResourceType, form: FormConfig): string[] =>
  formGroups(def, form).flatMap((group) => group.fields.filter((name) => name in def.fields));

const fileKindText = { image: 'an image file', video: 'a video file' } as const;

/** Whether a file field's value chooses a file: an upload, or a media library item's stored path. */
export const choosesFile = (value: unknown): value is File | string =>
  value instanceof File || (typeof value === 'string' && value !== REMOVE_FILE);

/** Whether a file field's value removes the record's file (issue 48): sent as the API's empty value. */
export const removesFile = (value: unknown): value is typeof REMOVE_FILE => value === REMOVE_FILE;

/**
 * A chosen file (an upload, or a library item's stored path) or the current one removed:
 * optional, an upload of the field's kind (image/* or video/*), required only if asked; a file
 * the field requires cannot be removed.
 */
export function fileFieldSchema(name: string, field: FieldDef, required: boolean): z.ZodType {
  const kind = field.kind === 'video' ? 'video' : 'image';
  return z
    .custom<File | string | null>(
      (value) => value === null || value === undefined || typeof value === 'string' || value instanceof File,
      { message: messages.file(name) },
    )
    .refine((value) => (required ? choosesFile(value) : !(field.required && removesFile(value))), {
      message: messages.required(name),
    })
    .refine((value) => !(value instanceof File) || value.type === '' || value.type.startsWith(`${kind}/`), {
      message: `The ${name.replace(/_/g, ' ')} must be ${fileKindText[kind]}.`,
    });
}

/**
 * The form's schema: each field's contract schema (the server validates with the same), and
 * for file fields the chosen file. A required file is required only while none is stored.
 */
export function formSchema(def: ResourceType, names: string[], record?: ContentRecord) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of names) {
    const field = def.fields[name];
    shape[name] = isFileField(field)
      ? fileFieldSchema(name, field, field.required && !record?.[name])
      : fieldSchema(name, field);
  }
  return z.object(shape);
}

/** A field's input on create: the contract's default (today in the admin's own time zone). */
function createDefault(field: FieldDef, count: number): string | boolean {
  const value = defaultOnCreate(field, { count, today: todayLocal() });
  if (field.kind === 'boolean') return value === true;
  return value === null ? '' : String(value);
}

/** The form's starting values: the record's values as input text, or the create defaults. */
export function initialValues(def: ResourceType, names: string[], record: ContentRecord | undefined, count: number) {
  const values: FormInput = {};
  for (const name of names) {
    const field = def.fields[name];
    if (isFileField(field)) values[name] = null;
    else if (!record) values[name] = createDefault(field, count);
    else if (field.kind === 'boolean') values[name] = record[name] === true;
    else if (field.kind === 'date')
      values[name] = typeof record[name] === 'string' ? String(record[name]).slice(0, 10) : '';
    else values[name] = record[name] === null || record[name] === undefined ? '' : String(record[name]);
  }
  return values;
}
