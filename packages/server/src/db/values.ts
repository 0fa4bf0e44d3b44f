/**
 * Row ↔ API value mapping in one place, so nothing above the data layer knows which
 * database runs: SQLite returns 0/1 and text dates, PostgreSQL booleans and (parsed) text.
 */
export const toBoolean = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** Booleans are written as 1/0: SQLite cannot bind JS booleans and PostgreSQL accepts '1'/'0'. */
export const fromBoolean = (value: boolean): number => (value ? 1 : 0);

/** A timestamp already as toISOString() writes it (how the app stores them): nothing to do. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function toIsoTimestamp(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) return value;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function toDateOnly(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

export const nowIso = () => new Date().toISOString();

export const todayIso = () => new Date().toISOString().slice(0, 10);
