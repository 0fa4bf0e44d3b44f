import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnType } from './column-types.ts';

/**
 * demo_records and demo_files: what the demo seed wrote (db/demo-records.ts), so that removing
 * the demo (`npm run demo -- --remove`, or the admin's button) deletes exactly those records and
 * files. Each record keeps the updated_at it was seeded with: a record whose owner has edited
 * it since has another, and is kept. Numbered 0020 to leave room below for work in progress.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('demo_records')
    .addColumn('table_name', 'text', (column) => column.notNull())
    .addColumn('record_id', 'integer', (column) => column.notNull())
    .addColumn('seeded_updated_at', columnType(dialect, 'timestamp'), (column) => column.notNull())
    .addPrimaryKeyConstraint('demo_records_pkey', ['table_name', 'record_id'])
    .execute();
  await db.schema
    .createTable('demo_files')
    .addColumn('path', 'text', (column) => column.primaryKey())
    .execute();
}
