import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/database.ts';
import { isKyselyTable, type PostgresTable, postgresTables } from '../db/postgres-tables.ts';

/** The backup reads and writes every table by name, whatever its columns. */
type AnyTables = Record<string, Record<string, unknown>>;
export type AnyDatabase = Kysely<AnyTables>;

export interface TableInfo {
  name: string;
  /** Column name → the database's own type name (`bool`, `timestamptz`, `integer`, …). */
  columns: Map<string, string>;
}

/**
 * SQLite's product search index (migration 0006: an FTS5 table and its shadow tables) holds
 * nothing of its own: its triggers fill it again as the products are imported.
 */
export const isSearchIndexTable = (name: string) => /^products_search(_(data|idx|content|docsize|config))?$/.test(name);

/** The facet counts (migration 0031) are kept by triggers on `product_facets`, which fill them again on import. */
const DERIVED_TABLES = new Set(['facet_counts']);

async function tablesInUse(
  db: AnyDatabase,
  dialect: DialectName,
  withInternalKyselyTables = false,
): Promise<PostgresTable[]> {
  const tables =
    dialect === 'postgres'
      ? (await postgresTables(db)).filter((table) => withInternalKyselyTables || !isKyselyTable(table.name))
      : (await db.introspection.getTables({ withInternalKyselyTables })).filter((table) => !table.isView);
  return tables.filter((table) => !isSearchIndexTable(table.name) && !DERIVED_TABLES.has(table.name));
}

/**
 * Tables that are no part of a site's records: the counters of the login and contact-form
 * limiters (PostgreSQL keeps them in a table), which expire within minutes, the content
 * version the caches compare against (each database starts its own), and the sign-in
 * challenges and password reset tokens, which live minutes and must not come back to life
 * in a restored copy: none means anything on another database.
 */
const TRANSIENT_TABLES = new Set(['rate_limits', 'content_version', 'login_challenges', 'password_reset_tokens']);

/** The tables of the site's records in the schema in use (no migration or transient tables), by name. */
export async function appTables(db: AnyDatabase, dialect: DialectName): Promise<TableInfo[]> {
  return (await tablesInUse(db, dialect))
    .filter((table) => !TRANSIENT_TABLES.has(table.name))
    .map((table) => ({
      name: table.name,
      columns: new Map(table.columns.map((column) => [column.name, column.dataType.toLowerCase()])),
    }))
    .sort((left, right) => left.name.localeCompare(right.name));
}

/** Which table references which, through foreign keys, in the schema in use. */
async function references(
  db: AnyDatabase,
  dialect: DialectName,
): Promise<Array<{ table: string; referenced: string }>> {
  const query =
    dialect === 'postgres'
      ? sql<{ table: string; referenced: string }>`
          select child.relname as "table", parent.relname as "referenced"
          from pg_constraint constraint_
          join pg_class child on child.oid = constraint_.conrelid
          join pg_class parent on parent.oid = constraint_.confrelid
          join pg_namespace namespace on namespace.oid = child.relnamespace
          where constraint_.contype = 'f' and namespace.nspname = current_schema()`
      : sql<{ table: string; referenced: string }>`
          select master.name as "table", keys."table" as "referenced"
          from sqlite_master master, pragma_foreign_key_list(master.name) keys
          where master.type = 'table'`;
  return (await query.execute(db)).rows;
}

/** The tables in an order where every table comes after the ones it references. */
export async function inDependencyOrder(
  db: AnyDatabase,
  dialect: DialectName,
  tables: TableInfo[],
): Promise<TableInfo[]> {
  const parents = new Map<string, string[]>();
  for (const { table, referenced } of await references(db, dialect)) {
    if (table !== referenced) parents.set(table, [...(parents.get(table) ?? []), referenced]);
  }
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableInfo[] = [];
  const visit = (name: string) => {
    const table = byName.get(name);
    if (!table) return;
    byName.delete(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table.name);
  return ordered;
}

export async function rowCount(db: AnyDatabase, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The migrations applied to the database, in order (none when it was never migrated). */
export async function appliedMigrations(db: AnyDatabase, dialect: DialectName): Promise<string[]> {
  const tables = await tablesInUse(db, dialect, true);
  if (!tables.some((table) => table.name === 'kysely_migration')) return [];
  const rows = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
  return rows.map((row) => String(row.name));
}
