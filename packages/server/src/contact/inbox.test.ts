import type { AuditEntry } from '@grain/contract/audit';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { type StoredMessage, storeMessage } from '../../test/contact-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';

/** The inbox (issue 48): statuses, filters and search, the CSV export, notes, and their audit entries. */
describe(`the contact inbox (${testDialect})`, () => {
  let t: TestApp;
  let oak: number;
  let walnut: number;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const category = await createCategory(t, 'Tables');
    oak = (await createProduct(t, productBody(category, { name: 'Oak Dining Table', sku: 'OAK-1' }))).id;
    walnut = (await createProduct(t, productBody(category, { name: 'Walnut Desk', sku: 'WAL-1' }))).id;
    const messages: Array<[StoredMessage, string]> = [
      [
        {
          first_name: 'Ada',
          last_name: 'Oakes',
          email: 'ada@example.com',
          message: 'Can it seat eight?',
          product_id: oak,
          product_name: 'Oak Dining Table',
        },
        '2025-01-10T09:00:00.000Z',
      ],
      [
        {
          first_name: 'Ben',
          last_name: 'Birch',
          email: 'ben@example.com',
          message: 'Do you build beds?',
          is_read: true,
        },
        '2025-02-15T23:59:59.999Z',
      ],
      [
        {
          first_name: 'Cleo',
          last_name: 'Ash',
          email: 'cleo@example.org',
          message: '=HYPERLINK("http://evil.example")',
          status: 'replied',
          product_id: walnut,
          product_name: 'Walnut Desk',
        },
        '2025-03-20T00:00:00.000Z',
      ],
      [
        { first_name: 'Dan', last_name: 'Elm', email: 'dan@example.net', message: 'Cheap pills', status: 'spam' },
        '2025-03-21T12:00:00.000Z',
      ],
      [
        {
          first_name: 'Eve',
          last_name: 'Pine',
          email: 'eve@example.com',
          message: 'Would the oak suit a floor too?',
          status: 'archived',
          product_id: oak,
          product_name: 'Oak Dining Table',
        },
        '2025-04-01T08:00:00.000Z',
      ],
    ];
    for (const [message, at] of messages) ids.push(await storeMessage(t, message, at));
  });
  afterAll(() => t.close());

  const byIndex = (...indexes: number[]) => indexes.map((index) => ids[index]);

  async function listed(query: string) {
    const response = await t.asAdmin({ method: 'GET', url: `/api/contact-messages?per_page=100${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const { data, total } = response.json().data;
    expect(total).toBe(data.length);
    return data.map((message: { id: number }) => message.id);
  }

  const auditOf = async (id: number) =>
    (await t.asAdmin({ method: 'GET', url: `/api/audit?entity=contact_messages&entity_id=${id}&per_page=100` })).json()
      .data.data as AuditEntry[];

  describe('statuses', () => {
    it('answers each message with its status, subject and product', async () => {
      const response = await t.asAdmin({ method: 'GET', url: `/api/contact-messages/${ids[0]}` });
      expect(response.json().data).toMatchObject({
        status: 'new',
        is_read: false,
        subject: 'Enquiry about Oak Dining Table',
        product_id: oak,
        product_name: 'Oak Dining Table',
      });
      const general = await t.asAdmin({ method: 'GET', url: `/api/contact-messages/${ids[1]}` });
      expect(general.json().data).toMatchObject({
        status: 'read',
        is_read: true,
        subject: 'Your message',
        product_id: null,
        product_name: null,
      });
    });

    it('sets a status, is_read following it, and counts the new ones as unread', async () => {
      const unread = async () =>
        (await t.asAdmin({ method: 'GET', url: '/api/contact-messages/unread-count' })).json().data.unread_count;
      expect(await unread()).toBe(1);

      const replied = await t.asAdmin({
        method: 'PATCH',
        url: `/api/contact-messages/${ids[0]}/status`,
        payload: { status: 'replied' },
      });
      expect(replied.statusCode).toBe(200);
      expect(replied.json()).toMatchObject({
        success: true,
        message: 'Message marked as replied',
        data: { id: ids[0], status: 'replied', is_read: true },
      });
      expect(await unread()).toBe(0);

      // Marked read, a replied message stays replied; marked unread, it is new again.
      const read = await t.asAdmin({ method: 'PATCH', url: `/api/contact-messages/${ids[0]}/read` });
      expect(read.json().data).toMatchObject({ status: 'replied', is_read: true });
      const unreadAgain = await t.asAdmin({
        method: 'PATCH',
        url: `/api/contact-messages/${ids[0]}/read`,
        payload: { is_read: false },
      });
      expect(unreadAgain.json().data).toMatchObject({ status: 'new', is_read: false });
      expect(await unread()).toBe(1);
      expect(await listed('&unread=1')).toEqual(byIndex(0));
      const readAgain = await t.asAdmin({ method: 'PATCH', url: `/api/contact-messages/${ids[0]}/read` });
      expect(readAgain.json().data).toMatchObject({ status: 'read', is_read: true });

      await t.asAdmin({ method: 'PATCH', url: `/api/contact-messages/${ids[0]}/status`, payload: { status: 'new' } });
      expect(await unread()).toBe(1);
    });

    it('refuses an unknown status, and answers 404 for a missing message', async () => {
      const refused = await t.asAdmin({
        method: 'PATCH',
        url: `/api/contact-messages/${ids[0]}/status`,
        payload: { status: 'done' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        status: ['The status must be one of: new, read, replied, spam, archived.'],
      });
      const missing = await t.asAdmin({
        method: 'PATCH',
        url: '/api/contact-messages/999999/status',
        payload: { status: 'read' },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('sets the status of several messages at once, skipping ids that name none', async () => {
      const response = await t.asAdmin({
        method: 'POST',
        url: '/api/contact-messages/bulk-status',
        payload: { ids: [ids[1], ids[3], 999999], status: 'archived' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: '2 messages marked as archived',
        data: { updated: 2 },
      });
      expect(await listed('&status=archived')).toEqual(byIndex(4, 3, 1));

      const none = await t.asAdmin({
        method: 'POST',
        url: '/api/contact-messages/bulk-status',
        payload: { ids: [], status: 'read' },
      });
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toEqual({ ids: ['Choose at least one message.'] });

      // Put back for the filters below.
      await t.asAdmin({ method: 'PATCH', url: `/api/contact-messages/${ids[1]}/status`, payload: { status: 'read' } });
      await t.asAdmin({ method: 'PATCH', url: `/api/contact-messages/${ids[3]}/status`, payload: { status: 'spam' } });
    });

    it('audits each change of status with who, the change and no word of the sender', async () => {
      const entries = await auditOf(ids[3]);
      expect(entries.map((entry) => entry.detail)).toEqual(['archived → spam', 'spam → archived']);
      expect(entries[0]).toMatchObject({
        action: 'status changed',
        actor: 'Ada Admin <admin@grain.test>',
        entity: 'contact_messages',
        entity_id: ids[3],
        entity_label: 'Contact message',
        fields: ['status'],
      });
      const enquiry = await auditOf(ids[0]);
      expect(enquiry[0].entity_label).toBe('Enquiry about Oak Dining Table');
      expect(JSON.stringify([...entries, ...enquiry])).not.toMatch(/Oakes|Elm|ada@example|dan@example/);
      // A status set again to what it is changes nothing and is not an event.
      await t.asAdmin({ method: 'PATCH', url: `/api/contact-messages/${ids[3]}/status`, payload: { status: 'spam' } });
      expect(await auditOf(ids[3])).toHaveLength(2);
    });
  });

  describe('filters and search', () => {
    it('filters by status', async () => {
      expect(await listed('&status=new')).toEqual(byIndex(0));
      expect(await listed('&status=read')).toEqual(byIndex(1));
      expect(await listed('&status=spam')).toEqual(byIndex(3));
      expect(await listed('&status=')).toEqual(byIndex(4, 3, 2, 1, 0));
    });

    it('filters by product', async () => {
      expect(await listed(`&product_id=${oak}`)).toEqual(byIndex(4, 0));
      expect(await listed(`&product_id=${walnut}`)).toEqual(byIndex(2));
    });

    it('filters by days, both included', async () => {
      expect(await listed('&from=2025-02-15&to=2025-03-20')).toEqual(byIndex(2, 1));
      expect(await listed('&from=2025-03-21')).toEqual(byIndex(4, 3));
      expect(await listed('&to=2025-01-10')).toEqual(byIndex(0));
      expect(await listed('&from=2025-04-02')).toEqual([]);
    });

    it('searches the names, email, message and the product of the subject, with the other filters', async () => {
      expect(await listed('&q=OAK')).toEqual(byIndex(4, 0));
      expect(await listed('&q=walnut')).toEqual(byIndex(2));
      expect(await listed('&q=example.net')).toEqual(byIndex(3));
      expect(await listed('&q=beds')).toEqual(byIndex(1));
      expect(await listed('&q=oak&status=archived')).toEqual(byIndex(4));
      expect(await listed(`&q=oak&product_id=${oak}&from=2025-02-01`)).toEqual(byIndex(4));
    });

    it('pages the filtered list in SQL', async () => {
      const response = await t.asAdmin({
        method: 'GET',
        url: '/api/contact-messages?status=&from=2025-02-01&per_page=2&page=2',
      });
      const { data, ...paging } = response.json().data;
      expect(paging).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 4 });
      expect(data.map((message: { id: number }) => message.id)).toEqual(byIndex(2, 1));
    });

    it('refuses a malformed status, product or day with 422', async () => {
      for (const [query, field] of [
        ['status=unknown', 'status'],
        ['product_id=abc', 'product_id'],
        ['from=2025-13-01', 'from'],
        ['to=yesterday', 'to'],
      ]) {
        const response = await t.asAdmin({ method: 'GET', url: `/api/contact-messages?${query}` });
        expect(response.statusCode, query).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual([field]);
      }
    });

    it('lists the products messages ask about, for the product filter', async () => {
      const response = await t.asAdmin({ method: 'GET', url: '/api/contact-messages/products' });
      expect(response.json().data).toEqual([
        { product_id: oak, product_name: 'Oak Dining Table', messages: 2 },
        { product_id: walnut, product_name: 'Walnut Desk', messages: 1 },
      ]);
    });
  });

  describe('CSV export', () => {
    const exported = async (query = '') => {
      const response = await t.asAdmin({ method: 'GET', url: `/api/contact-messages/export.csv${query}` });
      expect(response.statusCode).toBe(200);
      return response;
    };

    it('streams the messages of the filters, newest first, with a header row', async () => {
      const response = await exported();
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const rows: string[][] = parse(response.body.replace(/^\uFEFF/, ''));
      expect(rows[0]).toEqual([
        'id',
        'received',
        'status',
        'first_name',
        'last_name',
        'email',
        'subject',
        'product_id',
        'product',
        'message',
      ]);
      expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(byIndex(4, 3, 2, 1, 0));
      expect(rows[5]).toEqual([
        String(ids[0]),
        '2025-01-10T09:00:00.000Z',
        'new',
        'Ada',
        'Oakes',
        'ada@example.com',
        'Enquiry about Oak Dining Table',
        String(oak),
        'Oak Dining Table',
        'Can it seat eight?',
      ]);
      expect(rows[4]).toEqual([
        String(ids[1]),
        '2025-02-15T23:59:59.999Z',
        'read',
        'Ben',
        'Birch',
        'ben@example.com',
        'Your message',
        '',
        '',
        'Do you build beds?',
      ]);
    });

    it('defuses a cell that starts like a formula', async () => {
      const rows: string[][] = parse((await exported(`?product_id=${walnut}`)).body.replace(/^\uFEFF/, ''));
      expect(rows).toHaveLength(2);
      expect(rows[1][9]).toBe(`'=HYPERLINK("http://evil.example")`);
    });

    it('applies the same filters as the list', async () => {
      const ofQuery = async (query: string) =>
        (parse((await exported(query)).body.replace(/^\uFEFF/, '')) as string[][])
          .slice(1)
          .map((row) => Number(row[0]));
      expect(await ofQuery('?q=oak&status=archived')).toEqual(byIndex(4));
      expect(await ofQuery('?from=2025-03-20&to=2025-03-21')).toEqual(byIndex(3, 2));
      expect(await ofQuery('?unread=1')).toEqual(byIndex(0));
      expect(await ofQuery('?status=replied&product_id=999')).toEqual([]);
    });

    it('is for the signed-in staff only', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/contact-messages/export.csv' });
      expect(anonymous.statusCode).toBe(401);
      const staff = await t.app.inject({
        method: 'GET',
        url: '/api/contact-messages/export.csv',
        headers: { authorization: `Bearer ${t.staffToken}` },
      });
      expect(staff.statusCode).toBe(403);
    });
  });

  describe('notes', () => {
    const notesOf = async (id: number) =>
      (await t.asAdmin({ method: 'GET', url: `/api/contact-messages/${id}/notes` })).json().data;

    it('adds notes in the name of the person signed in and lists them oldest first', async () => {
      expect(await notesOf(ids[2])).toEqual([]);
      const first = await t.asAdmin({
        method: 'POST',
        url: `/api/contact-messages/${ids[2]}/notes`,
        payload: { text: '  Called back, she wants it in walnut.  ' },
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        success: true,
        message: 'Note added',
        data: {
          message_id: ids[2],
          author: 'Ada Admin <admin@grain.test>',
          author_id: expect.any(Number),
          text: 'Called back, she wants it in walnut.',
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        },
      });
      await t.asAdmin({
        method: 'POST',
        url: `/api/contact-messages/${ids[2]}/notes`,
        payload: { text: 'Quote sent.' },
      });
      const notes = await notesOf(ids[2]);
      expect(notes.map((note: { text: string }) => note.text)).toEqual([
        'Called back, she wants it in walnut.',
        'Quote sent.',
      ]);
      expect(await notesOf(ids[1])).toEqual([]);
    });

    it('audits a note added without its text', async () => {
      const [entry] = await auditOf(ids[2]);
      expect(entry).toMatchObject({
        action: 'note added',
        actor: 'Ada Admin <admin@grain.test>',
        entity: 'contact_messages',
        entity_id: ids[2],
        entity_label: 'Enquiry about Walnut Desk',
      });
      expect(JSON.stringify(entry)).not.toContain('Quote sent');
    });

    it('refuses a blank or over-long note, and a note on a missing message', async () => {
      for (const [text, error] of [
        [' \n ', 'Write the note.'],
        ['x'.repeat(2001), 'The note field must not be greater than 2000 characters.'],
      ]) {
        const response = await t.asAdmin({
          method: 'POST',
          url: `/api/contact-messages/${ids[2]}/notes`,
          payload: { text },
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ text: [error] });
      }
      const missing = await t.asAdmin({
        method: 'POST',
        url: '/api/contact-messages/999999/notes',
        payload: { text: 'Hello' },
      });
      expect(missing.statusCode).toBe(404);
      expect((await t.asAdmin({ method: 'GET', url: '/api/contact-messages/999999/notes' })).statusCode).toBe(404);
    });

    it('deletes the notes with their message, and audits the delete', async () => {
      await t.asAdmin({ method: 'DELETE', url: `/api/contact-messages/${ids[2]}` });
      const left = await t.database.db
        .selectFrom('contact_message_notes')
        .select('id')
        .where('message_id', '=', ids[2])
        .execute();
      expect(left).toEqual([]);
      const [entry] = await auditOf(ids[2]);
      expect(entry).toMatchObject({ action: 'delete', entity_label: 'Enquiry about Walnut Desk' });
    });
  });
});
