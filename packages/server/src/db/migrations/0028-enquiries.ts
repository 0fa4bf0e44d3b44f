import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnType, createIndex, withColumns, withId } from './column-types.ts';

/**
 * An inbox that tracks enquiries (issue 48).
 *
 * - contact_messages.status: new, read, replied, spam or archived; a message read before this
 *   migration is `read`, an unread one `new`. is_read stays, kept in step by the app (false
 *   exactly while `new`), so the unread count, `unread=1` and older backups keep working.
 * - contact_messages.product_id and product_name: the product a product enquiry asks about, and
 *   its name then. No foreign key: a product that goes to the trash and comes back keeps its
 *   enquiries, and one that is gone leaves its name on them.
 * - contact_message_notes: the staff's notes on a message (who, when, what), which go with it.
 * - Indexes for what the inbox filters and sorts on: status or product, newest first.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const statuses = sql.join(['new', 'read', 'replied', 'spam', 'archived'].map((status) => sql.lit(status)));
  await db.schema
    .alterTable('contact_messages')
    .addColumn('status', columnType(dialect, 'string'), (column) =>
      column.notNull().defaultTo('new').check(sql`status in (${statuses})`),
    )
    .execute();
  await db.schema.alterTable('contact_messages').addColumn('product_id', columnType(dialect, 'int')).execute();
  await db.schema.alterTable('contact_messages').addColumn('product_name', columnType(dialect, 'string')).execute();
  // Booleans are 1/0 on SQLite and true/false on PostgreSQL: compared as the dialect stores them.
  const read = dialect === 'postgres' ? sql`is_read` : sql`is_read = 1`;
  await sql`update contact_messages set status = case when ${read} then 'read' else 'new' end`.execute(db);

  await createIndex(db, 'contact_messages', ['status', 'created_at']);
  await createIndex(db, 'contact_messages', ['product_id', 'created_at']);

  let notes = withId(dialect, db.schema.createTable('contact_message_notes'));
  notes = withColumns(
    dialect,
    notes,
    { message_id: 'int', author_id: 'int?', author: 'string', text: 'string', created_at: 'timestamp' },
    // No foreign key on the author: a note outlives the account (author keeps the name).
    { message_id: (column) => column.references('contact_messages.id').onDelete('cascade') },
  );
  await notes.execute();
  await createIndex(db, 'contact_message_notes', ['message_id', 'created_at']);
}
