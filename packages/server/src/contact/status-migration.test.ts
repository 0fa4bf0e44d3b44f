import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/harness.ts';
import { migrateToLatest, migrateUpTo } from '../db/migrate.ts';
import { countContactMessages } from './messages-repository.ts';

/** Migration 0028: the messages read before it are `read`, the others `new`; the unread count is theirs. */
describe(`migration 0028: the read state becomes the status (${testDialect})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateUpTo(database.db, database.dialect, '0027-media-library');
    const at = '2025-06-01T10:00:00.000Z';
    for (const [index, isRead] of [false, true, false, true, true].entries()) {
      await database.db
        .insertInto('contact_messages')
        .values({
          first_name: `Visitor ${index}`,
          last_name: 'Before',
          email: `before${index}@example.com`,
          message: 'Sent before the inbox tracked enquiries.',
          ip_address: null,
          is_read: isRead ? 1 : 0,
          notified_at: null,
          notify_attempts: 0,
          notify_error: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await migrateToLatest(database.db, database.dialect);
  });
  afterAll(() => database.close());

  it('makes the read messages read and the unread ones new, without a product', async () => {
    const rows = await database.db
      .selectFrom('contact_messages')
      .select(['status', 'product_id', 'product_name'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['new', 'read', 'new', 'read', 'read']);
    expect(rows.every((row) => row.product_id === null && row.product_name === null)).toBe(true);
    expect(await countContactMessages(database.db, { unreadOnly: true })).toBe(2);
  });

  it('refuses a status that is none of the five', async () => {
    const update = database.db.updateTable('contact_messages').set({ status: 'done' }).execute();
    await expect(update).rejects.toThrow();
    const fine = await database.db.updateTable('contact_messages').set({ status: 'archived' }).executeTakeFirst();
    expect(Number(fine.numUpdatedRows)).toBe(5);
  });
});
