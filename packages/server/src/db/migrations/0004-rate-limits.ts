import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * rate_limits: the counters of the login and contact-form limiters on PostgreSQL, shared by every
 * instance (the layout rate-limiter-flexible's PostgreSQL store reads and writes). SQLite runs
 * on one machine and counts in memory, so it has no such table.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limits_expire_index').on('rate_limits').column('expire').execute();
}
