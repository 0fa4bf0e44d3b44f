import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * content_version: one row whose number every admin write moves on, so that the cached pages
 * and API answers of every instance know when they are out of date.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
  await db.insertInto('content_version').values({ id: 1, version: 1 }).execute();
}
