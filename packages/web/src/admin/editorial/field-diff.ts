import { type FieldDef, isFileField } from '@grain/contract/fields';
import { fileName, plainText } from '../resources/display.ts';

/*
 * Two versions of a record side by side, field by field: what the history and the conflict
 * screen show. Values come as draft data (stored file paths) or as a form holds them.
 */

export type Shown =
  | { kind: 'text'; text: string; long: boolean }
  | { kind: 'pictures'; urls: string[]; names: string[] }
  | { kind: 'empty' };

export interface DiffRow {
  name: string;
  label: string;
  changed: boolean;
  before: Shown;
  after: Shown;
}

/** Stored path → URL of each version's files. */
export type FileUrls = Record<string, string>;

const LONG = 80;
const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** A list value as lines: "Key: Value" pairs, text lines. */
function linesOf(value: unknown[]): string[] {
  return value.map((item) =>
    item && typeof item === 'object' && 'key' in item
      ? `${(item as { key: string }).key}: ${(item as { value?: string }).value ?? ''}`
      : String(item),
  );
}

/** One value as the comparison shows it. */
export function showValue(field: FieldDef | undefined, value: unknown, files: FileUrls): Shown {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (isFile(value)) return { kind: 'text', text: `New file: ${value.name}`, long: false };
  const stored = (path: unknown) => typeof path === 'string' && path in files;
  if ((field && isFileField(field)) || stored(value)) {
    const path = String(value);
    return { kind: 'pictures', urls: files[path] ? [files[path]] : [], names: [fileName(path)] };
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: 'empty' };
    if (value.every(stored)) {
      return { kind: 'pictures', urls: value.map((path) => files[path as string]), names: value.map(fileName) };
    }
    return { kind: 'text', text: linesOf(value).join('\n'), long: true };
  }
  if (typeof value === 'boolean') return { kind: 'text', text: value ? 'Yes' : 'No', long: false };
  const text = field?.kind === 'html' ? plainText(String(value)) : String(value);
  return { kind: 'text', text, long: field?.kind === 'html' || field?.kind === 'textarea' || text.length > LONG };
}

const keyOf = (shown: Shown) =>
  shown.kind === 'text' ? `t:${shown.text}` : shown.kind === 'pictures' ? `p:${shown.names.join('|')}` : 'e';

/** Labels of the values a record has beyond its fields (a product's). */
const extraLabels: Record<string, string> = {
  gallery: 'Gallery',
  specifications: 'Specifications',
  features: 'Features',
};

/**
 * The rows of a comparison: each field of the definition, then the extra lists either
 * version has, each marked changed or not. `after` values missing (not in the form) are the
 * same as `before`.
 */
export function diffRows(
  fields: Record<string, FieldDef>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  files: { before: FileUrls; after: FileUrls },
): DiffRow[] {
  const names = [...Object.keys(fields), ...Object.keys(extraLabels).filter((name) => name in before || name in after)];
  return names.map((name) => {
    const field = fields[name];
    const left = showValue(field, before[name], files.before);
    const right = name in after ? showValue(field, after[name], files.after) : left;
    return {
      name,
      label: field?.label ?? extraLabels[name],
      changed: keyOf(left) !== keyOf(right),
      before: left,
      after: right,
    };
  });
}
