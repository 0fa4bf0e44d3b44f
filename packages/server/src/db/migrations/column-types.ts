// biome-ignore-all lint/suspicious/noExplicitAny: migrations do not use the app's table types.
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Portable column types for migrations: one spelling per meaning, mapped to each database.
 * Strings are `text` everywhere (lengths are checked at the API edge).
 */
export type ColumnKind = 'string' | 'int' | 'decimal' | 'bool' | 'timestamp' | 'date';
/** A trailing `?` makes the column nullable; `!` marks it not null. */
export type ColumnSpec = `${ColumnKind}${'' | '?'}`;

const sqliteTypes = {
  string: 'text',
  int: 'integer',
  decimal: 'real',
  bool: 'integer',
  timestamp: 'text',
  date: 'text',
};
const postgresTypes = {
  string: 'text',
  int: 'integer',
  decimal: 'numeric(12,2)',
  bool: 'boolean',
  timestamp: 'timestamptz',
  date: 'date',
};

export function columnType(dialect: DialectName, kind: ColumnKind) {
  return sql.raw((dialect === 'postgres' ? postgresTypes : sqliteTypes)[kind]);
}

type Builder = CreateTableBuilder<string, string>;
type ColumnModifier = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
export type ColumnModifiers = Record<string, ColumnModifier>;

export function withId(dialect: DialectName, table: Builder): Builder {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

export function withColumns(
  dialect: DialectName,
  table: Builder,
  columns: Record<string, ColumnSpec>,
  modifiers: Record<string, ColumnModifier> = {},
): Builder {
  let result = table;
  for (const [name, spec] of Object.entries(columns)) {
    const nullable = spec.endsWith('?');
    const kind = spec.replace('?', '') as ColumnKind;
    result = result.addColumn(name, columnType(dialect, kind), (column) => {
      const base = nullable ? column : column.notNull();
      return modifiers[name] ? modifiers[name](base) : base;
    });
  }
  return result;
}

export function withTimestamps(dialect: DialectName, table: Builder): Builder {
  return withColumns(dialect, table, { created_at: 'timestamp', updated_at: 'timestamp' });
}

/** A content table: id, the given columns, created_at, updated_at. */
export async function createContentTable(
  db: Kysely<any>,
  dialect: DialectName,
  name: string,
  columns: Record<string, ColumnSpec>,
  modifiers: Record<string, ColumnModifier> = {},
): Promise<void> {
  let table = withId(dialect, db.schema.createTable(name));
  table = withColumns(dialect, table, columns, modifiers);
  await withTimestamps(dialect, table).execute();
}

export async function createIndex(db: Kysely<any>, table: string, columns: string[], unique = false) {
  const name = `${table}_${columns.join('_')}_${unique ? 'unique' : 'index'}`;
  let builder = db.schema.createIndex(name).on(table).columns(columns);
  if (unique) builder = builder.unique();
  await builder.execute();
}
