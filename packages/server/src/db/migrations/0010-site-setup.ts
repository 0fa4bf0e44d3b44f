import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * site_setup: one row (id 1) saying how the database began, written once by the first start
 * after this migration (db/site-setup.ts): 'new' for a database that start created (the demo
 * is still to come), then 'demo' once seeded; 'existing' for one that already held a site.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('site_setup')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}
