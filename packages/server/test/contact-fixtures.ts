import type { ContactMessageStatus } from '@grain/contract/contact';
import type { TestApp } from './harness.ts';

export interface StoredMessage {
  first_name: string;
  last_name: string;
  email: string;
  message: string;
  /** A read message is `read` unless a status is given; an unread one `new`. */
  is_read?: boolean;
  status?: ContactMessageStatus;
  product_id?: number | null;
  product_name?: string | null;
}

/** Stores a contact message as if it had arrived at `at`; returns its id. */
export async function storeMessage(t: TestApp, message: StoredMessage, at: string): Promise<number> {
  const { is_read = false, status = is_read ? 'read' : 'new', ...texts } = message;
  const row = await t.app.grain.db
    .insertInto('contact_messages')
    .values({
      ...texts,
      ip_address: '127.0.0.1',
      is_read: status === 'new' ? 0 : 1,
      status,
      notified_at: null,
      notify_attempts: 0,
      notify_error: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
