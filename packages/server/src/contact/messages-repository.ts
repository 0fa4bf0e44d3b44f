import {
  CONTACT_MESSAGE_SEARCH,
  type ContactEnquiryProduct,
  type ContactForm,
  type ContactMessage,
  type ContactMessageStatus,
  contactMessageSubject,
} from '@grain/contract/contact';
import type { ContactProduct } from '@grain/contract/contact-rules';
import { contactSections } from '@grain/contract/content-types';
import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { collectionRepository } from '../collections/read.ts';
import { SITE_ACTOR, writeAuditEntry } from '../db/audit-log.ts';
import { containsIgnoringCase, type Ordering, orderedBy } from '../db/list-queries.ts';
import type { ContactMessageTable, Database } from '../db/schema.ts';
import { fromBoolean, nowIso, toBoolean, toIsoTimestamp } from '../db/values.ts';

export type ContactMessageRow = Selectable<ContactMessageTable>;

/** A message as the admin's reads select it: with its product's id while the catalogue has it. */
export type ListedMessageRow = ContactMessageRow & { live_product_id: number | null };

export function toContactMessage(row: ListedMessageRow): ContactMessage {
  return {
    id: Number(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    message: row.message,
    product_id: row.live_product_id === null ? null : Number(row.live_product_id),
    product_name: row.product_name,
    status: row.status as ContactMessageStatus,
    is_read: toBoolean(row.is_read),
    subject: contactMessageSubject(row.product_name),
    notified_at: toIsoTimestamp(row.notified_at),
    notify_error: row.notify_error,
    created_at: toIsoTimestamp(row.created_at) ?? '',
    updated_at: toIsoTimestamp(row.updated_at) ?? '',
  };
}

/** How the audit log names contact messages (entity), as it names records by their table. */
export const MESSAGES_ENTITY = 'contact_messages';

/**
 * How a message is named where it must not name its sender (the audit log, which outlives
 * the message): by its product, or as a message.
 */
export const messageLabel = (row: Pick<ContactMessageRow, 'product_name'>) =>
  row.product_name ? `Enquiry about ${row.product_name}` : 'Contact message';

/** A product of the catalogue as visitors see it (active), for an enquiry about it. */
export async function findEnquiryProduct(db: Kysely<Database>, id: number): Promise<ContactProduct | undefined> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('is_active', '=', fromBoolean(true))
    .executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name } : undefined;
}

export async function insertContactMessage(
  db: Kysely<Database>,
  form: Omit<ContactForm, 'website' | 'product_id'>,
  ipAddress: string,
  product: ContactProduct | null,
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
      status: 'new',
      product_id: product?.id ?? null,
      product_name: product?.name ?? null,
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
  /** The new messages only (`unread=1`). */
  unreadOnly?: boolean;
  status?: ContactMessageStatus;
  /** The enquiries about one product (by the id they were sent with). */
  productId?: number;
  /** Text the names, the email, the message or the product's name must contain, whatever its case. */
  search?: string;
  /** UTC days, both included (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString();

function filtered<O>(query: SelectQueryBuilder<Database, 'contact_messages', O>, filter: MessageFilter) {
  let result = query;
  if (filter.unreadOnly) result = result.where('status', '=', 'new');
  if (filter.status) result = result.where('status', '=', filter.status);
  if (filter.productId !== undefined) result = result.where('product_id', '=', filter.productId);
  if (filter.search) result = result.where(containsIgnoringCase(CONTACT_MESSAGE_SEARCH, filter.search));
  if (filter.from) result = result.where('created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) result = result.where('created_at', '<', nextDay(filter.to));
  return result;
}

/** Every column, and the product's id while the catalogue still has it. */
const listedMessages = (db: Kysely<Database>) =>
  db
    .selectFrom('contact_messages')
    .selectAll('contact_messages')
    .select((eb) =>
      eb
        .selectFrom('products')
        .select('products.id')
        .whereRef('products.id', '=', 'contact_messages.product_id')
        .as('live_product_id'),
    );

/** Newest first; the id breaks ties between messages of the same instant. */
const NEWEST_FIRST: Ordering = [
  ['created_at', 'desc'],
  ['id', 'desc'],
];

/** One page of messages, newest first unless another `ordering` is asked for. */
export function listContactMessages(
  db: Kysely<Database>,
  filter: MessageFilter & { ordering?: Ordering; limit: number; offset: number },
): Promise<ListedMessageRow[]> {
  const query = filtered(listedMessages(db), filter);
  return orderedBy(query, filter.ordering ?? NEWEST_FIRST, new Set())
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countContactMessages(db: Kysely<Database>, filter: MessageFilter): Promise<number> {
  const row = await filtered(db.selectFrom('contact_messages'), filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every matching message, newest first, in batches (the CSV export streams them). */
export async function* contactMessagesOf(db: Kysely<Database>, filter: MessageFilter, batch = 500) {
  let before: { created_at: string; id: number } | undefined;
  for (;;) {
    let query = filtered(listedMessages(db), filter);
    if (before) {
      const { created_at, id } = before;
      query = query.where((eb) =>
        eb.or([eb('created_at', '<', created_at), eb.and([eb('created_at', '=', created_at), eb('id', '<', id)])]),
      );
    }
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(batch).execute();
    for (const row of rows) yield row;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    before = { created_at: last.created_at, id: last.id };
  }
}

export function findContactMessage(db: Kysely<Database>, id: number): Promise<ListedMessageRow | undefined> {
  return listedMessages(db).where('id', '=', id).executeTakeFirst();
}

/** A message's status once it is marked read (a new one becomes read, others stay) or unread (new). */
export const statusWhenRead =
  (isRead: boolean) =>
  (status: ContactMessageStatus): ContactMessageStatus =>
    isRead ? (status === 'new' ? 'read' : status) : 'new';

export interface StatusChange {
  id: number;
  from: ContactMessageStatus;
  to: ContactMessageStatus;
  label: string;
}

/**
 * Gives the messages of `ids` that exist a status (is_read following it): `status`, or the one
 * it gives for each message's own. Answers how many exist, and the changes: those whose status
 * was another, for the audit log. Read and written in the caller's transaction.
 */
export async function setContactMessageStatus(
  db: Kysely<Database>,
  ids: readonly number[],
  status: ContactMessageStatus | ((current: ContactMessageStatus) => ContactMessageStatus),
): Promise<{ found: number; changes: StatusChange[] }> {
  const rows = await db
    .selectFrom('contact_messages')
    .select(['id', 'status', 'product_name'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const changes = rows
    .map((row) => {
      const from = row.status as ContactMessageStatus;
      return { id: row.id, from, to: typeof status === 'function' ? status(from) : status, label: messageLabel(row) };
    })
    .filter((change) => change.to !== change.from);
  for (const to of new Set(changes.map((change) => change.to))) {
    await db
      .updateTable('contact_messages')
      .set({ status: to, is_read: fromBoolean(to !== 'new'), updated_at: nowIso() })
      .where(
        'id',
        'in',
        changes.filter((change) => change.to === to).map((change) => change.id),
      )
      .execute();
  }
  return { found: rows.length, changes };
}

export async function deleteContactMessage(db: Kysely<Database>, id: number): Promise<void> {
  // Its notes go with it (foreign key, on delete cascade).
  await db.deleteFrom('contact_messages').where('id', '=', id).execute();
}

/** The products messages ask about, by name, for the list's filter. */
export async function enquiryProducts(db: Kysely<Database>): Promise<ContactEnquiryProduct[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .select((eb) => ['product_id', eb.fn.max('product_name').as('product_name'), eb.fn.countAll().as('messages')])
    .where('product_id', 'is not', null)
    .groupBy('product_id')
    .execute();
  return rows
    .map((row) => ({
      product_id: Number(row.product_id),
      product_name: String(row.product_name ?? ''),
      messages: Number(row.messages),
    }))
    .sort((a, b) => a.product_name.localeCompare(b.product_name) || a.product_id - b.product_id);
}

/**
 * The retention sweep (MESSAGE_RETENTION_DAYS): messages received more than `days` ago go, with
 * their notes (foreign key, on delete cascade), and the audit log says how many, in the same
 * transaction. Nothing else the app keeps names their senders: the audit log names messages by
 * their product (messageLabel), never by who wrote them. Answers how many went.
 */
export async function deleteOldContactMessages(db: Kysely<Database>, days: number, now = Date.now()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('contact_messages')
      .where('created_at', '<', new Date(now - days * 86_400_000).toISOString())
      .executeTakeFirst();
    const purged = Number(result.numDeletedRows);
    if (purged > 0) {
      await writeAuditEntry(trx, SITE_ACTOR, {
        action: 'purge',
        entity: MESSAGES_ENTITY,
        detail: `${purged} ${purged === 1 ? 'message' : 'messages'} older than ${days} days (MESSAGE_RETENTION_DAYS)`,
      });
    }
    return purged;
  });
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
