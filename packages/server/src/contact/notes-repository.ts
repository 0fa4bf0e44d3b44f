import type { ContactNote } from '@grain/contract/contact';
import type { Kysely, Selectable } from 'kysely';
import type { AuditActor } from '../db/audit-log.ts';
import type { ContactMessageNoteTable, Database } from '../db/schema.ts';
import { nowIso, toIsoTimestamp } from '../db/values.ts';

const toContactNote = (row: Selectable<ContactMessageNoteTable>): ContactNote => ({
  id: Number(row.id),
  message_id: Number(row.message_id),
  author: row.author,
  author_id: row.author_id === null ? null : Number(row.author_id),
  text: row.text,
  created_at: toIsoTimestamp(row.created_at) ?? '',
});

/** A message's notes, oldest first (they read as a conversation). */
export async function listContactNotes(db: Kysely<Database>, messageId: number): Promise<ContactNote[]> {
  const rows = await db
    .selectFrom('contact_message_notes')
    .selectAll()
    .where('message_id', '=', messageId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toContactNote);
}

/** Adds a note by `author` (the person acting, as the audit log names them). */
export async function insertContactNote(
  db: Kysely<Database>,
  messageId: number,
  author: Pick<AuditActor, 'userId' | 'label'>,
  text: string,
): Promise<ContactNote> {
  const row = await db
    .insertInto('contact_message_notes')
    .values({
      message_id: messageId,
      author_id: author.userId,
      author: author.label.slice(0, 300),
      text,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContactNote(row);
}
