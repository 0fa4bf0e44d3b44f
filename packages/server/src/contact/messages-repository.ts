import { CONTACT_MESSAGE_SEARCH, type ContactForm, type ContactMessage } from '@grain/contract/contact';
import { contactSections } from '@grain/contract/content-types';
import type { Kysely, Selectable } from 'kysely';
import { collectionRepository } from '../collections/read.ts';
import { containsIgnoringCase, type Ordering, orderedBy } from '../db/list-queries.ts';
import type { ContactMessageTable, Database } from '../db/schema.ts';
import { fromBoolean, nowIso, toBoolean, toIsoTimestamp } from '../db/values.ts';

export type ContactMessageRow = Selectable<ContactMessageTable>;

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: Number(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    message: row.message,
    is_read: toBoolean(row.is_read),
    notified_at: toIsoTimestamp(row.notified_at),
    notify_error: row.notify_error,
    created_at: toIsoTimestamp(row.created_at) ?? '',
    updated_at: toIsoTimestamp(row.updated_at) ?? '',
  };
}

export async function insertContactMessage(
  db: Kysely<Database>,
  form: Omit<ContactForm, 'website'>,
  ipAddress: string,
): Promise<ContactMessageRow> {
  const now = nowIso();
  return db
    .insertInto('contact_messages')
    .values({
      first_name: form.first_name,
      last_name: form.last_name,
      email: form.email,
      message: form.message,
      ip_address: ipAddress,
      is_read: fromBoolean(false),
      notified_at: null,
      notify_attempts: 0,
      notify_error: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface MessageFilter {
  unreadOnly: boolean;
  /** Text the names, the email or the message must contain, whatever its case. */
  search?: string;
}

const filtered = (db: Kysely<Database>, filter: MessageFilter) => {
  let query = db.selectFrom('contact_messages');
  if (filter.unreadOnly) query = query.where('is_read', '=', fromBoolean(false));
  if (filter.search) query = query.where(containsIgnoringCase(CONTACT_MESSAGE_SEARCH, filter.search));
  return query;
};

/** Newest first; the id breaks ties between messages of the same instant. */
const NEWEST_FIRST: Ordering = [
  ['created_at', 'desc'],
  ['id', 'desc'],
];

/** One page of messages, newest first unless another `ordering` is asked for. */
export function listContactMessages(
  db: Kysely<Database>,
  filter: MessageFilter & { ordering?: Ordering; limit: number; offset: number },
): Promise<ContactMessageRow[]> {
  const query = filtered(db, filter).selectAll();
  return orderedBy(query, filter.ordering ?? NEWEST_FIRST, new Set())
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countContactMessages(db: Kysely<Database>, filter: MessageFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findContactMessage(db: Kysely<Database>, id: number): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setContactMessageRead(db: Kysely<Database>, id: number, isRead: boolean): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({ is_read: fromBoolean(isRead), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deleteContactMessage(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('contact_messages').where('id', '=', id).execute();
}

// --- notification bookkeeping

/** Messages whose notification has not gone out and that still have attempts left. */
export function pendingNotifications(
  db: Kysely<Database>,
  options: { maxAttempts: number; limit: number },
): Promise<ContactMessageRow[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .where('notified_at', 'is', null)
    .where('notify_attempts', '<', options.maxAttempts)
    .orderBy('id', 'asc')
    .limit(options.limit)
    .execute();
}

/**
 * Counts one more attempt, only if nobody else has counted it since `row` was read: the
 * winner of this conditional update sends, so two passes (or two instances) never both do.
 */
export async function claimNotifyAttempt(db: Kysely<Database>, row: ContactMessageRow): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set((eb) => ({ notify_attempts: eb('notify_attempts', '+', 1), updated_at: nowIso() }))
    .where('id', '=', row.id)
    .where('notified_at', 'is', null)
    .where('notify_attempts', '=', row.notify_attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordNotified(db: Kysely<Database>, id: number): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('contact_messages')
    .set({ notified_at: now, notify_error: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function recordNotifyFailure(db: Kysely<Database>, id: number, error: string): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({ notify_error: error, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Where notifications go: the email of the first contact section that has one. */
export async function notificationRecipient(db: Kysely<Database>): Promise<string | null> {
  const sections = await collectionRepository(db, contactSections).list();
  const email = sections.map((section) => section.email).find((value) => typeof value === 'string' && value !== '');
  return typeof email === 'string' ? email : null;
}
