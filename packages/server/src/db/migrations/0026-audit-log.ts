import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { createIndex, withColumns, withId } from './column-types.ts';

/**
 * The audit log: who did what, when, from where, to which record and which fields. Entries are
 * written in the transaction of the change they record and are never changed: a trigger refuses
 * every UPDATE (only the retention sweep deletes the oldest).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  let table = withId(dialect, db.schema.createTable('audit_log'));
  table = withColumns(
    dialect,
    table,
    {
      created_at: 'timestamp',
      user_id: 'int?',
      actor: 'string',
      ip_address: 'string?',
      action: 'string',
      entity: 'string?',
      entity_id: 'int?',
      entity_label: 'string?',
      fields: 'string?',
      detail: 'string?',
    },
    // No foreign key: an entry outlives the account it names (actor keeps its name and email).
  );
  await table.execute();
  await createIndex(db, 'audit_log', ['created_at']);
  await createIndex(db, 'audit_log', ['user_id', 'created_at']);
  await createIndex(db, 'audit_log', ['entity', 'entity_id']);
  await createIndex(db, 'audit_log', ['action', 'created_at']);

  const refusal = 'audit log entries are never changed';
  if (dialect === 'postgres') {
    await sql`
      create function audit_log_unchanged() returns trigger language plpgsql as $$
      begin raise exception ${sql.lit(refusal)}; end $$`.execute(db);
    await sql`
      create trigger audit_log_no_update before update on audit_log
      for each row execute function audit_log_unchanged()`.execute(db);
  } else {
    await sql`
      create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, ${sql.lit(refusal)}); end`.execute(db);
  }
}
