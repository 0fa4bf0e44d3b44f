import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMessage } from '../../test/contact-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';

/** Messages in arrival order, a minute apart; the last two arrive at the same instant. */
const messages = [
  { first_name: 'Ada', last_name: 'Oakes', email: 'ada@example.com', message: 'A table of 100% oak, please.' },
  { first_name: 'ben', last_name: 'Birch', email: 'ben@example.com', message: 'Do you build beds?' },
  { first_name: 'Cleo', last_name: 'Ash', email: 'CLEO@example.org', message: 'Visiting on_site?' },
  { first_name: 'Dan', last_name: 'Oakley', email: 'dan@example.net', message: 'Chairs for a cafe.' },
  { first_name: 'Eve', last_name: 'Elm', email: 'eve@example.com', message: 'An oak desk.' },
];

describe(`admin contact message list: search and sort (${testDialect})`, () => {
  let t: TestApp;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const start = Date.parse('2025-05-01T09:00:00.000Z');
    for (const [index, message] of messages.entries()) {
      const at = new Date(start + Math.min(index, 3) * 60_000).toISOString();
      ids.push(await storeMessage(t, { ...message, is_read: index === 1 || index === 3 }, at));
    }
  });
  afterAll(() => t.close());

  const byIndex = (...indexes: number[]) => indexes.map((index) => ids[index]);

  async function listed(query: string) {
    const response = await t.asAdmin({ method: 'GET', url: `/api/contact-messages${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const { data, ...paging } = response.json().data;
    return { ids: data.map((message: { id: number }) => message.id), paging };
  }

  it('searches names, email and message, whatever the case', async () => {
    expect((await listed('?q=OAK')).ids).toEqual(byIndex(4, 3, 0));
    expect((await listed('?q=cleo@')).ids).toEqual(byIndex(2));
    expect((await listed('?q=BEN')).ids).toEqual(byIndex(1));
    expect((await listed('?q=beds')).ids).toEqual(byIndex(1));
  });

  it('takes % and _ literally', async () => {
    expect((await listed('?q=100%25')).ids).toEqual(byIndex(0));
    expect((await listed('?q=_')).ids).toEqual(byIndex(2));
  });

  it('combines the search with unread and paging', async () => {
    expect(await listed('?q=oak&unread=1')).toEqual({
      ids: byIndex(4, 0),
      paging: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
    });
    expect(await listed('?q=oak&per_page=2&page=2')).toEqual({
      ids: byIndex(0),
      paging: { current_page: 2, last_page: 2, per_page: 2, total: 3 },
    });
  });

  it('stays newest first without sort, the later id first at the same instant', async () => {
    expect((await listed('')).ids).toEqual(byIndex(4, 3, 2, 1, 0));
  });

  it('sorts by a column both ways, ties by id ascending', async () => {
    expect((await listed('?sort=email')).ids).toEqual(byIndex(2, 0, 1, 3, 4));
    expect((await listed('?sort=first_name&order=desc')).ids).toEqual(byIndex(1, 4, 3, 2, 0));
    expect((await listed('?sort=last_name')).ids).toEqual(byIndex(2, 1, 4, 0, 3));
    expect((await listed('?sort=created_at')).ids).toEqual(byIndex(0, 1, 2, 3, 4));
    expect((await listed('?sort=created_at&order=desc')).ids).toEqual(byIndex(3, 4, 2, 1, 0));
    expect((await listed('?sort=is_read')).ids).toEqual(byIndex(0, 2, 4, 1, 3));
    expect((await listed('?sort=id&order=desc')).ids).toEqual(byIndex(4, 3, 2, 1, 0));
  });

  it('refuses an unknown sort or order with 422', async () => {
    const sort = await t.asAdmin({ method: 'GET', url: '/api/contact-messages?sort=message' });
    expect(sort.statusCode).toBe(422);
    expect(sort.json()).toEqual({
      success: false,
      message: 'The sort must be one of: created_at, id, email, first_name, last_name, is_read.',
      errors: { sort: ['The sort must be one of: created_at, id, email, first_name, last_name, is_read.'] },
    });
    const order = await t.asAdmin({ method: 'GET', url: '/api/contact-messages?sort=email&order=newest' });
    expect(order.json().errors).toEqual({ order: ['The order must be one of: asc, desc.'] });
  });
});
