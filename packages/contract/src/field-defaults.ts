import type { FieldDef, Fields } from './fields.ts';

/** What a create must know to give a left-out field its default. */
export interface CreateContext {
  /** How many records of the type exist already: `'next'` is one more. */
  count: number;
  /** Today as YYYY-MM-DD, in the time zone of whoever creates: `'today'`. */
  today: string;
}

/**
 * The value a field takes on create when it is left out (server) or the form starts with
 * (admin): `'next'` is the count plus one (order fields), `'today'` today's date, any other
 * default itself, else null.
 */
export function defaultOnCreate(field: FieldDef, context: CreateContext): string | number | boolean | null {
  if (field.default === 'next') return context.count + 1;
  if (field.default === 'today') return context.today;
  return field.default ?? null;
}

/** Whether creating a record of these fields needs the record count (a field defaults to `'next'`). */
export const needsRecordCount = (fields: Fields): boolean =>
  Object.values(fields).some((field) => field.default === 'next');
