import type { TestApp } from './harness.ts';

export interface StoredMessage {
  first_name: string;
  last_name: string;
  email: string;
  message: string;
  is_read?: boolean;
}

/** Stores a contact message as if it had arrived at `at`; returns its id. */
export async function storeMessage(t: TestApp, message: StoredMessage, at: string): Promise<number> {
  const { is_read = false, ...texts } = message;
  const row = await t.app.grain.db
    .insertInto('contact_messages')
    .values({
      ...texts,
      ip_address: '127.0.0.1',
      is_read: is_read ? 1 : 0,
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
