import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { createIndex, withColumns, withId, withTimestamps } from './column-types.ts';

/**
 * image_jobs: the durable queue of images waiting for their variants (one row per stored path;
 * a finished job's row is deleted, a job that failed every attempt stays with its error).
 * image_variants: what processing produced, per stored path: intrinsic size, placeholder, the
 * widths made and the fallback format (the files' names follow from them).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  let jobs = withId(dialect, db.schema.createTable('image_jobs'));
  jobs = withColumns(dialect, jobs, { path: 'string', status: 'string', attempts: 'int', error: 'string?' });
  await withTimestamps(dialect, jobs).execute();
  await createIndex(db, 'image_jobs', ['path'], true);
  await createIndex(db, 'image_jobs', ['status', 'updated_at']);

  let variants = db.schema.createTable('image_variants').addColumn('path', 'text', (column) => column.primaryKey());
  variants = withColumns(dialect, variants, {
    width: 'int',
    height: 'int',
    placeholder: 'string',
    widths: 'string',
    fallback: 'string',
  });
  await withTimestamps(dialect, variants).execute();
}
