import { type Fields, type FileKind, isFileField } from '@grain/contract/fields';
import type { CollectionHooks } from './hooks.ts';

/**
 * A collection as the engine serves it: its table, its own fields (the contract's definitions)
 * and the hooks of its life cycle. Content types and products are collections; the engine
 * validates, stores files, writes rows and answers from this alone, and a collection adds only
 * what it has beyond one row of its fields (a product's child rows and searches).
 */
export interface Collection<F extends Fields = Fields> {
  table: string;
  fields: F;
  /** The record's name at the start of a sentence: "Product", "Blog category". */
  label: string;
  hooks: CollectionHooks;
  /** Tables of rows that belong to a record (a product's gallery), and the column naming it: they go to the trash with it. */
  childTables?: ReadonlyArray<{ table: string; column: string }>;
}

export function defineCollection<F extends Fields>(
  collection: Omit<Collection<F>, 'hooks'> & { hooks?: CollectionHooks },
): Collection<F> {
  return { ...collection, hooks: collection.hooks ?? {} };
}

/** The fields whose values must be unique, by name (their columns' names). */
export const uniqueFieldsOf = (fields: Fields): string[] =>
  Object.entries(fields)
    .filter(([, field]) => field.unique)
    .map(([name]) => name);

/** Field name → file kind, for the file fields (image, video): what a multipart body may carry. */
export const fileKindsOf = (fields: Fields): Record<string, FileKind> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => isFileField(field))
      .map(([name, field]) => [name, field.kind as FileKind]),
  );
