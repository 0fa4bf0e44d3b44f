import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { createIndex, withColumns, withId, withTimestamps } from './column-types.ts';

/**
 * The editorial state of every collection (content types and products alike), kept beside the
 * live tables so that the live tables hold published records only and public reads stay as
 * they are:
 *
 * - record_drafts: at most one draft per record (`record_id`), or a new record not yet
 *   published (`record_id` null). `data` is JSON of the record's field values as the write path
 *   takes them (files as stored paths; a product also its gallery, specifications, features).
 *   `base_updated_at` is the live record's updated_at the draft began from; `version` moves on
 *   with every draft save (a save based on an older one is refused).
 * - record_revisions: a snapshot (`data`, the same form) per publish and manual save, with who.
 * - record_trash: a deleted record's stored row and child rows (`data`), restorable until
 *   `purge_after`.
 * - editorial_jobs: publish and unpublish at a time, run once by a durable runner.
 * - preview_links: signed links to a draft's preview, stored hashed, expiring, revocable.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  let drafts = withId(dialect, db.schema.createTable('record_drafts'));
  drafts = withColumns(dialect, drafts, {
    collection: 'string',
    record_id: 'int?',
    data: 'string',
    base_updated_at: 'timestamp?',
    version: 'int',
    created_by: 'int?',
    updated_by: 'int?',
  });
  await withTimestamps(dialect, drafts).execute();
  await createIndex(db, 'record_drafts', ['collection', 'record_id'], true);

  let revisions = withId(dialect, db.schema.createTable('record_revisions'));
  revisions = withColumns(dialect, revisions, {
    collection: 'string',
    record_id: 'int?',
    draft_id: 'int?',
    data: 'string',
    reason: 'string',
    user_id: 'int?',
    user_name: 'string?',
  });
  await withTimestamps(dialect, revisions).execute();
  await createIndex(db, 'record_revisions', ['collection', 'record_id', 'id']);
  await createIndex(db, 'record_revisions', ['created_at']);

  let trash = withId(dialect, db.schema.createTable('record_trash'));
  trash = withColumns(dialect, trash, {
    collection: 'string',
    record_id: 'int',
    label: 'string',
    data: 'string',
    deleted_by: 'int?',
    purge_after: 'timestamp',
  });
  await withTimestamps(dialect, trash).execute();
  await createIndex(db, 'record_trash', ['collection', 'record_id'], true);
  await createIndex(db, 'record_trash', ['purge_after']);

  let jobs = withId(dialect, db.schema.createTable('editorial_jobs'));
  jobs = withColumns(dialect, jobs, {
    collection: 'string',
    record_id: 'int?',
    draft_id: 'int?',
    action: 'string',
    run_at: 'timestamp',
    status: 'string',
    attempts: 'int',
    locked_until: 'timestamp?',
    finished_at: 'timestamp?',
    error: 'string?',
    created_by: 'int?',
  });
  await withTimestamps(dialect, jobs).execute();
  await createIndex(db, 'editorial_jobs', ['status', 'run_at']);
  await createIndex(db, 'editorial_jobs', ['collection', 'record_id']);

  let links = withId(dialect, db.schema.createTable('preview_links'));
  links = withColumns(dialect, links, {
    token_hash: 'string',
    collection: 'string',
    record_id: 'int?',
    draft_id: 'int?',
    path: 'string',
    expires_at: 'timestamp',
    revoked_at: 'timestamp?',
    created_by: 'int?',
  });
  await withTimestamps(dialect, links).execute();
  await createIndex(db, 'preview_links', ['token_hash'], true);
}
