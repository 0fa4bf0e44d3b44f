import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { createIndex, withColumns, withId } from './column-types.ts';

/**
 * The media library (issue 47): one row per stored picture or video, keyed by the path that
 * records name. The items themselves are made at start from the files in storage
 * (media/library-import.ts), because a migration cannot read the files it would describe.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  let table = withId(dialect, db.schema.createTable('media_items'));
  table = withColumns(
    dialect,
    table,
    {
      path: 'string',
      kind: 'string',
      name: 'string',
      mime: 'string',
      size: 'int',
      width: 'int?',
      height: 'int?',
      sha256: 'string?',
      alt: 'string?',
      decorative: 'bool',
      caption: 'string?',
      credit: 'string?',
      focal_x: 'int',
      focal_y: 'int',
      tags: 'string',
      uploaded_at: 'timestamp',
      uploaded_by_id: 'int?',
      uploaded_by: 'string?',
      updated_at: 'timestamp',
    },
    // No foreign key on the uploader: an item outlives the account (uploaded_by keeps the name).
  );
  await table.execute();
  await createIndex(db, 'media_items', ['path'], true);
  await createIndex(db, 'media_items', ['sha256']);
  await createIndex(db, 'media_items', ['uploaded_at']);
  await createIndex(db, 'media_items', ['kind', 'uploaded_at']);
}
