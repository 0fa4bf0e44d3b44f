import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMessage } from '../../test/contact-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('admin contact message calls', () => {
  let t: TestApp;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    // Distinct creation times a second apart, inserted oldest first.
    const start = Date.parse('2025-03-01T09:00:00.000Z');
    for (let index = 0; index < 25; index++) {
      const at = new Date(start + index * 1000).toISOString();
      const message = {
        first_name: `Visitor ${index + 1}`,
        last_name: 'Smith',
        email: `visitor${index + 1}@example.com`,
        message: `Message number ${index + 1}`,
      };
      ids.push(await storeMessage(t, message, at));
    }
  });
  afterAll(() => t.close());

  const newest = () => ids[ids.length - 1];

  it.each([
    ['GET', '/api/contact-messages'],
    ['GET', '/api/contact-messages/unread-count'],
    ['GET', '/api/contact-messages/1'],
    ['PATCH', '/api/contact-messages/1/read'],
    ['PUT', '/api/contact-messages/1/read'],
    ['POST', '/api/contact-messages/1/read'],
    ['DELETE', '/api/contact-messages/1'],
  ] as const)('%s %s answers 401 without a token and 403 for a non-admin', async (method, url) => {
    const anonymous = await t.app.inject({ method, url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: 'Unauthenticated.' });
    const staff = await t.app.inject({ method, url, headers: { authorization: `Bearer ${t.staffToken}` } });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ success: false, message: 'This action requires an editor or an administrator.' });
  });

  it('lists 20 messages per page, newest first, with booleans and ISO dates', async () => {
    const response = await t.asAdmin({ method: 'GET', url: '/api/contact-messages' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 25 });
    expect(data.data).toHaveLength(20);
    expect(data.data[0]).toEqual({
      id: newest(),
      first_name: 'Visitor 25',
      last_name: 'Smith',
      email: 'visitor25@example.com',
      message: 'Message number 25',
      product_id: null,
      product_name: null,
      status: 'new',
      is_read: false,
      subject: 'Your message',
      notified_at: null,
      notify_error: null,
      created_at: '2025-03-01T09:00:24.000Z',
      updated_at: '2025-03-01T09:00:24.000Z',
    });
    expect(data.data.map((message: { id: number }) => message.id)).toEqual(ids.slice(5).reverse());
  });

  it('pages with page and per_page', async () => {
    const response = await t.asAdmin({ method: 'GET', url: '/api/contact-messages?page=3&per_page=10' });
    const { data } = response.json();
    expect(data).toMatchObject({ current_page: 3, last_page: 3, per_page: 10, total: 25 });
    expect(data.data.map((message: { first_name: string }) => message.first_name)).toEqual([
      'Visitor 5',
      'Visitor 4',
      'Visitor 3',
      'Visitor 2',
      'Visitor 1',
    ]);
  });

  it.each(['0', '101', 'many'])('refuses per_page=%s with 422', async (perPage) => {
    const response = await t.asAdmin({ method: 'GET', url: `/api/contact-messages?per_page=${perPage}` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'The per page must be between 1 and 100.',
      errors: { per_page: ['The per page must be between 1 and 100.'] },
    });
  });

  it('shows one message and answers 404 for a missing or malformed id', async () => {
    const one = await t.asAdmin({ method: 'GET', url: `/api/contact-messages/${ids[0]}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: ids[0], first_name: 'Visitor 1' });
    for (const id of ['99999', 'abc']) {
      const missing = await t.asAdmin({ method: 'GET', url: `/api/contact-messages/${id}` });
      expect(missing.statusCode).toBe(404);
    }
    const missing = await t.asAdmin({ method: 'GET', url: '/api/contact-messages/99999' });
    expect(missing.json()).toEqual({ success: false, message: 'Contact message not found' });
  });

  it('marks messages read with PATCH, PUT or POST, and unread with is_read false', async () => {
    const patch = await t.asAdmin({ method: 'PATCH', url: `/api/contact-messages/${newest()}/read` });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ success: true, message: 'Message marked as read', data: { is_read: true } });

    const put = await t.asAdmin({ method: 'PUT', url: `/api/contact-messages/${ids[0]}/read`, payload: {} });
    expect(put.json().data.is_read).toBe(true);
    const post = await t.asAdmin({
      method: 'POST',
      url: `/api/contact-messages/${ids[1]}/read`,
      payload: { is_read: true },
    });
    expect(post.json().data.is_read).toBe(true);

    const unread = await t.asAdmin({
      method: 'PATCH',
      url: `/api/contact-messages/${ids[1]}/read`,
      payload: { is_read: false },
    });
    expect(unread.json()).toMatchObject({ message: 'Message marked as unread', data: { is_read: false } });

    const count = await t.asAdmin({ method: 'GET', url: '/api/contact-messages/unread-count' });
    expect(count.json()).toEqual({ success: true, data: { unread_count: 23 } });
  });

  it('refuses an is_read that is not a boolean', async () => {
    const response = await t.asAdmin({
      method: 'PATCH',
      url: `/api/contact-messages/${ids[2]}/read`,
      payload: { is_read: 'perhaps' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ is_read: ['The is read field must be true or false.'] });
  });

  it('filters unread messages with unread=1', async () => {
    const response = await t.asAdmin({ method: 'GET', url: '/api/contact-messages?unread=1&per_page=100' });
    const { data } = response.json();
    expect(data.total).toBe(23);
    expect(data.data.every((message: { is_read: boolean }) => !message.is_read)).toBe(true);
    expect(data.data[0].id).toBe(ids[ids.length - 2]);
    const all = await t.asAdmin({ method: 'GET', url: '/api/contact-messages?unread=0' });
    expect(all.json().data.total).toBe(25);
  });

  it('deletes a message, then answers 404 for it', async () => {
    const deleted = await t.asAdmin({ method: 'DELETE', url: `/api/contact-messages/${ids[3]}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Message deleted successfully', data: null });
    const again = await t.asAdmin({ method: 'DELETE', url: `/api/contact-messages/${ids[3]}` });
    expect(again.statusCode).toBe(404);
    const markMissing = await t.asAdmin({ method: 'PATCH', url: `/api/contact-messages/${ids[3]}/read` });
    expect(markMissing.statusCode).toBe(404);
    const list = await t.asAdmin({ method: 'GET', url: '/api/contact-messages' });
    expect(list.json().data.total).toBe(24);
  });
});
