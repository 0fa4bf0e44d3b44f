import { type Kysely, sql } from 'kysely';

export interface PostgresTable {
  name: string;
  /** In column order, each with the database's own type name (`bool`, `timestamptz`, …). */
  columns: Array<{ name: string; dataType: string }>;
}

/** Kysely's own bookkeeping tables. */
export const isKyselyTable = (name: string) => name === 'kysely_migration' || name === 'kysely_migration_lock';

/**
 * PostgreSQL's base tables of the schema in use, with their columns. Not Kysely's introspector:
 * it reads every schema and resolves each by name, so a schema that another connection drops
 * meanwhile (a parallel test file's) fails it with "schema … does not exist".
 */
// biome-ignore lint/suspicious/noExplicitAny: read by migrations and the backup, whatever the tables.
export async function postgresTables(db: Kysely<any>): Promise<PostgresTable[]> {
  const { rows } = await sql<{ table: string; column: string; type: string }>`
    select c.table_name as table, c.column_name as column, c.udt_name as type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, PostgresTable>();
  for (const { table, column, type } of rows) {
    const entry = tables.get(table) ?? { name: table, columns: [] };
    entry.columns.push({ name: column, dataType: type });
    tables.set(table, entry);
  }
  return [...tables.values()];
}
