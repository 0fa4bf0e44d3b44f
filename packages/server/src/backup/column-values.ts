import type { DialectName } from '../db/database.ts';
import { fromBoolean, toBoolean, toDateOnly, toIsoTimestamp } from '../db/values.ts';

/**
 * A value of the archive as the target column takes it. The archive holds what the source
 * database gave (SQLite: 0/1 and ISO text; PostgreSQL: true/false, ISO timestamps, dates and
 * numbers, as db/database.ts parses them), so the mapping follows the target's column type.
 */
export function toColumnValue(value: unknown, columnType: string, dialect: DialectName): unknown {
  if (value === null || value === undefined) return null;
  if (dialect === 'sqlite') return typeof value === 'boolean' ? fromBoolean(value) : value;
  switch (columnType) {
    case 'bool':
      return toBoolean(value);
    case 'timestamptz':
    case 'timestamp':
      return toIsoTimestamp(value);
    case 'date':
      return toDateOnly(value);
    default:
      return value;
  }
}
