import { z } from 'zod';
import type { ImageMeta } from './image-meta.ts';
import { SLUG_PATTERN } from './slug.ts';
import { normaliseText } from './text.ts';

/**
 * Field definitions: one entry per column of a content type. The server derives its input
 * validation, storage folders and output mapping from them; the admin derives its forms
 * and tables. A new field is a one-place change here plus a migration.
 */
export type FieldKind =
  | 'text'
  | 'slug'
  | 'textarea'
  | 'html'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'url'
  | 'email'
  | 'icon-class'
  | 'map-embed'
  | 'reference'
  | 'image'
  | 'video';

export interface FieldDef {
  kind: FieldKind;
  label: string;
  required: boolean;
  /** Minimum value (numbers) — lengths use maxLength. */
  min?: number;
  max?: number;
  maxLength?: number;
  /** Value used on create when the field is absent. `'next'` means count + 1 (order fields). */
  default?: string | number | boolean | 'next' | 'today';
  /** Storage folder of a file field. */
  folder?: string;
  /** Referenced table of a reference field. */
  references?: string;
  unique?: boolean;
  /**
   * A length past which the admin's counter warns (search results cut longer text), below the
   * hard `maxLength`.
   */
  suggestedLength?: number;
  /** Fields of a group are shown together in the admin's form ("Search & sharing"). */
  group?: 'seo';
}

export type FileKind = 'image' | 'video';
export const isFileField = (field: FieldDef): boolean => field.kind === 'image' || field.kind === 'video';

type Options = Partial<Omit<FieldDef, 'kind' | 'label'>>;
/** A field whose kind and requiredness are known to the type system, so record types can be derived. */
export type TypedField<K extends FieldKind, R extends boolean> = FieldDef & { kind: K; required: R };
type RequiredOf<O> = O extends { required: true } ? true : false;

/** Ids are 32-bit integers (PostgreSQL `serial`): a larger number can never name a row. */
export const MAX_ID = 2_147_483_647;

/** Integer columns are 32-bit like ids: a larger value must be refused, not crash the write on PostgreSQL. */
export const MAX_INTEGER = MAX_ID;

const make =
  <K extends FieldKind>(kind: K, defaults: Options = {}) =>
  <const O extends Options = Record<never, never>>(label: string, options?: O) =>
    ({ kind, label, required: false, ...defaults, ...options }) as TypedField<K, RequiredOf<O>>;

export const field = {
  text: make('text', { maxLength: 255 }),
  /** A slug (see slug.ts): unique whatever its case when `unique`. */
  slug: make('slug', { maxLength: 255 }),
  textarea: make('textarea', { maxLength: 20_000 }),
  html: make('html', { maxLength: 100_000 }),
  integer: make('integer', { max: MAX_INTEGER }),
  decimal: make('decimal'),
  boolean: make('boolean', { default: true }),
  date: make('date'),
  /** An instant: sent as ISO 8601 with its offset (`2026-12-01T09:00:00+01:00`), answered in UTC. */
  datetime: make('datetime'),
  url: make('url', { maxLength: 2048 }),
  email: make('email', { maxLength: 255 }),
  iconClass: make('icon-class', { maxLength: 100 }),
  mapEmbed: make('map-embed', { maxLength: 5000 }),
  reference: make('reference', { max: MAX_ID }),
  image: <const O extends Options = Record<never, never>>(label: string, folder: string, options?: O) =>
    ({ kind: 'image', label, required: false, folder, ...options }) as TypedField<'image', RequiredOf<O>>,
  video: <const O extends Options = Record<never, never>>(label: string, folder: string, options?: O) =>
    ({ kind: 'video', label, required: false, folder, ...options }) as TypedField<'video', RequiredOf<O>>,
};

export type Fields = Record<string, FieldDef>;

// ---------------------------------------------------------------------------------------------
// Input coercion: multipart bodies carry strings, JSON bodies carry typed values; both must
// validate the same way. Blank strings mean "no value".

/** Every text value is stored normalised (line breaks, control characters): see `normaliseText`. */
const normalised = (value: unknown) => (typeof value === 'string' ? normaliseText(value) : value);

const blankToNull = (input: unknown) => {
  const value = normalised(input);
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;
};

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no']);

export function coerceBoolean(value: unknown): unknown {
  if (typeof value === 'boolean' || value === null) return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return value;
}

const coerceNumber = (value: unknown) => {
  const blank = blankToNull(value);
  if (typeof blank === 'string') {
    const parsed = Number(blank.trim());
    return Number.isNaN(parsed) ? blank : parsed;
  }
  return blank;
};

const humanName = (name: string) => name.replace(/_/g, ' ');

export const messages = {
  required: (name: string) => `The ${humanName(name)} field is required.`,
  string: (name: string) => `The ${humanName(name)} field must be a string.`,
  maxLength: (name: string, max: number) => `The ${humanName(name)} field must not be greater than ${max} characters.`,
  integer: (name: string) => `The ${humanName(name)} field must be an integer.`,
  number: (name: string) => `The ${humanName(name)} field must be a number.`,
  min: (name: string, min: number) => `The ${humanName(name)} field must be at least ${min}.`,
  max: (name: string, max: number) => `The ${humanName(name)} field must not be greater than ${max}.`,
  boolean: (name: string) => `The ${humanName(name)} field must be true or false.`,
  date: (name: string) => `The ${humanName(name)} field must be a valid date (YYYY-MM-DD).`,
  datetime: (name: string) =>
    `The ${humanName(name)} field must be a date and time with its offset, such as 2026-12-01T09:00:00Z.`,
  url: (name: string) => `The ${humanName(name)} field must be a valid URL.`,
  email: (name: string) => `The ${humanName(name)} field must be a valid email address.`,
  iconClass: (name: string) => `The ${humanName(name)} field must be an icon class such as "fas fa-hammer".`,
  controlCharacters: (name: string) => `The ${humanName(name)} field must not contain control characters.`,
  slug: (name: string) =>
    `The ${humanName(name)} may contain only lower-case letters a-z, digits and single hyphens between them.`,
  unique: (name: string) => `The ${humanName(name)} has already been taken.`,
  invalidReference: (name: string) => `The selected ${humanName(name.replace(/_id$/, ''))} is invalid.`,
  file: (name: string) => `The ${humanName(name)} field must be a file upload or a storage path.`,
};

function withPresence(name: string, field: FieldDef, schema: z.ZodType): z.ZodType {
  const required = z.preprocess(blankToNull, schema.nullable()).refine((value) => value !== null, {
    message: messages.required(name),
  });
  return field.required ? required : z.preprocess(blankToNull, schema.nullable()).optional();
}

function numberSchema(name: string, field: FieldDef, integer: boolean): z.ZodType {
  let schema = z.number({ error: integer ? messages.integer(name) : messages.number(name) });
  if (integer) schema = schema.int({ error: messages.integer(name) });
  if (field.min !== undefined) schema = schema.min(field.min, { error: messages.min(name, field.min) });
  if (field.max !== undefined) schema = schema.max(field.max, { error: messages.max(name, field.max) });
  return z.preprocess(coerceNumber, withPresence(name, field, schema));
}

function stringSchema(name: string, field: FieldDef): z.ZodString {
  let schema = z.string({ error: messages.string(name) }).trim();
  if (field.maxLength) schema = schema.max(field.maxLength, { error: messages.maxLength(name, field.maxLength) });
  return schema;
}

const ICON_CLASS = /^[a-z0-9][a-z0-9 _-]*$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Date, time (seconds and milliseconds optional) and a `Z` or `±hh:mm` offset: no local time, which names no instant. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** An instant as `toISOString()` writes it (UTC, milliseconds), or null when `value` names none. */
export function toInstant(value: string): string | null {
  const match = DATE_TIME.exec(value);
  if (!match || !isValidDateOnly(match[1])) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function isValidDateOnly(value: string): boolean {
  // The calendar has no year 0 (PostgreSQL refuses it), though JavaScript dates accept it.
  if (!DATE_ONLY.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The value of a file field that removes its file (issue 48): an empty multipart field, as the
 * admin's forms send it (JSON may send null as well). Refused for a required file.
 */
export const REMOVE_FILE = '';

/**
 * What a file field takes besides an upload, as the API describes it. An optional picture or
 * video is removed with an empty value (`REMOVE_FILE`): the record lets go of it, while the
 * media library keeps the file until the item itself is deleted.
 */
export const fileValueRules = (kind: 'image' | 'video', required: boolean) =>
  [
    `The stored path of a media library ${kind === 'video' ? 'video' : 'picture'}, of a file in the field’s folder, or an absolute URL; absent keeps the current file.`,
    required
      ? 'Required: an empty value is refused (422).'
      : 'An empty value (an empty string, or null in JSON) removes the file from the record; the media library keeps it.',
  ].join(' ');

/**
 * The schema of one field's value as it arrives from a form or JSON body. File fields accept
 * a string here (an absolute URL or an existing storage path); uploads are checked apart.
 */
export function fieldSchema(name: string, field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'integer':
    case 'reference':
      return numberSchema(name, field, true);
    case 'decimal':
      return numberSchema(name, field, false);
    case 'boolean':
      return z.preprocess(
        (value) => coerceBoolean(blankToNull(value)),
        withPresence(name, field, z.boolean({ error: messages.boolean(name) })),
      );
    case 'date':
      return withPresence(
        name,
        field,
        z
          .string({ error: messages.date(name) })
          .trim()
          .transform((value) => value.slice(0, 10))
          .refine(isValidDateOnly, { message: messages.date(name) }),
      );
    case 'datetime':
      return withPresence(
        name,
        field,
        z
          .string({ error: messages.datetime(name) })
          .trim()
          .refine((value) => toInstant(value) !== null, { message: messages.datetime(name), abort: true })
          .transform((value) => toInstant(value) as string),
      );
    case 'url':
      return withPresence(
        name,
        field,
        stringSchema(name, field).refine((value) => /^https?:\/\/[^\s]+$/i.test(value), {
          message: messages.url(name),
        }),
      );
    case 'email':
      return withPresence(name, field, stringSchema(name, field).pipe(z.email({ error: messages.email(name) })));
    case 'icon-class':
      return withPresence(
        name,
        field,
        stringSchema(name, field).regex(ICON_CLASS, { error: messages.iconClass(name) }),
      );
    case 'slug':
      return withPresence(name, field, stringSchema(name, field).regex(SLUG_PATTERN, { error: messages.slug(name) }));
    case 'image':
    case 'video':
      return withPresence(
        name,
        field,
        z
          .string({ error: messages.file(name) })
          .trim()
          .max(2048),
      ).describe(fileValueRules(field.kind, field.required));
    default:
      return withPresence(name, field, stringSchema(name, field));
  }
}

/** Any control character (C0, DEL and C1: U+0000–U+001F, U+007F–U+009F). */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * The text of a search (a list's `q`, the admin's SKU and name): a text field's value, refused
 * when it holds a control character. Nobody types one, so a NUL or an escape in a search is a
 * probe or a broken client; and as stored text drops them (`normaliseText`), such a search
 * would otherwise turn blank and mean "everything". Letters of any kind are no such characters
 * (`ÿ` is searched for as the product search folds accents: as `y`). `meaning` says, for the
 * API's description, how the search compares.
 */
export function searchTextSchema(name: string, field: FieldDef, meaning: string): z.ZodType {
  const noControl = z.unknown().refine((value) => typeof value !== 'string' || !CONTROL_CHARACTER.test(value), {
    message: messages.controlCharacters(name),
    abort: true,
  });
  const schema = noControl.pipe(fieldSchema(name, field));
  const description = `${meaning} Blank means no search; a control character (U+0000–U+001F, U+007F–U+009F) is refused with 422.`;
  return (field.required ? schema : schema.optional()).describe(description);
}

/** The full record schema of a content type: used on the merged record of a create or update. */
export function recordSchema(fields: Fields) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) shape[name] = fieldSchema(name, field);
  return z.object(shape);
}

const draftSchemas = new WeakMap<Fields, Record<string, z.ZodType>>();

/** Each field's schema as a draft takes it: its type and limits, but blank allowed (a draft may be half done). */
export function draftSchemasOf(fields: Fields): Record<string, z.ZodType> {
  const known = draftSchemas.get(fields);
  if (known) return known;
  const schemas = Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, fieldSchema(name, { ...field, required: false })]),
  );
  draftSchemas.set(fields, schemas);
  return schemas;
}

/**
 * The first message a draft save of these values would be refused with, checking what can be
 * checked without the server: the fields given, except files. Null when the server may take it.
 */
export function draftValuesProblem(fields: Fields, values: Record<string, unknown>): string | null {
  const schemas = draftSchemasOf(fields);
  for (const [name, field] of Object.entries(fields)) {
    if (!(name in values) || isFileField(field)) continue;
    const parsed = schemas[name].safeParse(values[name]);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? null;
  }
  return null;
}

/** Turns zod issues into the API's `errors` map (field → messages). */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Types of the records the API returns, derived from the field definitions.

type ValueOfKind<K extends FieldKind> = K extends 'integer' | 'decimal' | 'reference'
  ? number
  : K extends 'boolean'
    ? boolean
    : string;

/** A field's value: booleans always (a blank one takes the field's default), others null when not required. */
type ValueOf<D extends FieldDef> = D['kind'] extends 'boolean'
  ? boolean
  : D['required'] extends true
    ? ValueOfKind<D['kind']>
    : ValueOfKind<D['kind']> | null;

type FileFieldNames<F extends Fields> = {
  [N in keyof F]: F[N]['kind'] extends 'image' | 'video' ? N : never;
}[keyof F] &
  string;

type ImageFieldNames<F extends Fields> = {
  [N in keyof F]: F[N]['kind'] extends 'image' ? N : never;
}[keyof F] &
  string;

/** A record's own values, one per field: what a write stores (files as their stored paths). */
export type ValuesOf<F extends Fields> = { -readonly [N in keyof F]: ValueOf<F[N]> };

/** A record as the API returns it: its id, its values, a URL per file field, variants per image field. */
export type RecordOf<F extends Fields> = {
  id: number;
  created_at: string;
  updated_at: string;
} & ValuesOf<F> & {
    [N in FileFieldNames<F> as `${N}_url`]: string | null;
  } & {
    /** Optional in the type only so that hand-made records (tests, fixtures) need not spell it out. */
    [N in ImageFieldNames<F> as `${N}_meta`]?: ImageMeta | null;
  };
