import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { storeMessage } from '../../test/contact-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { configFromEnv } from '../config.ts';
import { deleteOldContactMessages } from './messages-repository.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** What only the old message's sender wrote or is called: none of it may outlive the purge. */
const PERSONAL = ['Zelda', 'Quincewood', 'zelda.q@example.org', '12 Privet Drive', 'her sister Hilda'];

const oldVisitor = {
  first_name: 'Zelda',
  last_name: 'Quincewood',
  email: 'zelda.q@example.org',
  message: 'Could you fit oak floors at 12 Privet Drive?',
};
const recentVisitor = {
  first_name: 'Rowan',
  last_name: 'Ashby',
  email: 'rowan@example.com',
  message: 'A bench, please.',
};

/** Every row of every table of the app's database, as text. */
async function everyRow(t: TestApp): Promise<Record<string, string>> {
  const tables = (await t.database.db.introspection.getTables()).filter(
    (table) => !t.config.databaseSchema || table.schema === t.config.databaseSchema,
  );
  const rows: Record<string, string> = {};
  for (const table of tables) {
    const { rows: found } = await sql`select * from ${sql.table(table.name)}`.execute(t.database.db);
    rows[table.name] = JSON.stringify(found);
  }
  return rows;
}

describe(`the retention of contact messages (${testDialect})`, () => {
  let t: TestApp;
  let oldId: number;
  let recentId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const category = await createCategory(t, 'Floors');
    const product = await createProduct(t, productBody(category, { name: 'Oak Floor' }));
    oldId = await storeMessage(t, { ...oldVisitor, product_id: product.id, product_name: product.name }, daysAgo(731));
    recentId = await storeMessage(t, recentVisitor, daysAgo(729));
    // The staff's work on the old message: its status and a note naming her.
    for (const id of [oldId, recentId]) {
      await t.asAdmin({ method: 'PATCH', url: `/api/contact-messages/${id}/status`, payload: { status: 'replied' } });
      await t.asAdmin({
        method: 'POST',
        url: `/api/contact-messages/${id}/notes`,
        payload: { text: id === oldId ? 'Zelda says her sister Hilda will be home.' : 'Rowan called.' },
      });
    }
  });
  afterAll(() => t.close());

  it('keeps messages two years by default, MESSAGE_RETENTION_DAYS otherwise', () => {
    expect(configFromEnv({}).messageRetentionDays).toBe(730);
    expect(configFromEnv({ MESSAGE_RETENTION_DAYS: '30' }).messageRetentionDays).toBe(30);
    expect(t.config.messageRetentionDays).toBe(730);
  });

  it('finds the old message everywhere it is before the purge', async () => {
    const rows = Object.values(await everyRow(t)).join('\n');
    for (const text of PERSONAL) expect(rows).toContain(text);
  });

  it('purges the messages past the retention with their notes, and nothing of their senders stays', async () => {
    expect(await deleteOldContactMessages(t.database.db, t.config.messageRetentionDays)).toBe(1);

    expect((await t.asAdmin({ method: 'GET', url: `/api/contact-messages/${oldId}` })).statusCode).toBe(404);
    const notes = await t.database.db.selectFrom('contact_message_notes').select(['message_id', 'text']).execute();
    expect(notes).toEqual([{ message_id: recentId, text: 'Rowan called.' }]);
    const recent = await t.asAdmin({ method: 'GET', url: `/api/contact-messages/${recentId}` });
    expect(recent.json().data).toMatchObject({ first_name: 'Rowan', status: 'replied' });

    const tables = await everyRow(t);
    const leftovers = Object.entries(tables).flatMap(([table, rows]) =>
      PERSONAL.filter((text) => rows.includes(text)).map((text) => `${table}: ${text}`),
    );
    expect(leftovers).toEqual([]);
    // The check can fail: the one kept is still found where it is.
    expect(tables.contact_messages).toContain('rowan@example.com');
  });

  it('says in the audit log how many went, the entries about the message naming no one', async () => {
    const entries = (await t.asAdmin({ method: 'GET', url: '/api/audit?entity=contact_messages&per_page=100' })).json()
      .data.data;
    expect(entries[0]).toMatchObject({
      action: 'purge',
      actor: 'the site',
      entity: 'contact_messages',
      entity_id: null,
      detail: '1 message older than 730 days (MESSAGE_RETENTION_DAYS)',
    });
    const aboutOld = entries.filter((entry: { entity_id: number | null }) => entry.entity_id === oldId);
    expect(aboutOld.map((entry: { action: string }) => entry.action).sort()).toEqual(['note added', 'status changed']);
    for (const entry of aboutOld) expect(entry.entity_label).toBe('Enquiry about Oak Floor');
  });

  it('purges nothing when nothing is past the retention', async () => {
    expect(await deleteOldContactMessages(t.database.db, 730)).toBe(0);
    expect(await deleteOldContactMessages(t.database.db, 730, Date.now() + 2 * DAY)).toBe(1);
  });
});

describe(`the server's sweep of old contact messages (${testDialect})`, () => {
  it('purges them while the server runs', async () => {
    const t = await createTestApp({ tokenSweepMs: 50, messageRetentionDays: 30 });
    try {
      const old = await storeMessage(t, oldVisitor, daysAgo(31));
      const kept = await storeMessage(t, recentVisitor, daysAgo(29));
      await t.app.ready();
      const ids = () => t.database.db.selectFrom('contact_messages').select('id').execute();
      await vi.waitFor(async () => expect(await ids()).toEqual([{ id: kept }]), { timeout: 5_000 });
      expect(old).not.toBe(kept);
    } finally {
      await t.close();
    }
  });
});
