import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * PostgreSQL: the triggers of migration 0008 refresh one product row by its id, but plpgsql keeps
 * the plan it made when the products table was small, and a sequential scan of it was the
 * cheaper plan then. A large write in one transaction (a 10,000-row CSV import) then scanned the
 * whole table for every child row: the import grew with the square of its rows (2,000 rows
 * re-imported in 17 s, 6 s once the table had been analysed). The functions now plan without
 * sequential scans, so a trigger always goes to its product by the primary key. SQLite's
 * triggers are planned per statement and need nothing.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of ['product_images', 'product_specifications', 'product_features']) {
    await sql`alter function ${sql.id(`${table}_json`)}() set enable_seqscan = off`.execute(db);
  }
}
