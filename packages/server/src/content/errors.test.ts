import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/** What must never reach a client: stack frames, source paths, SQL or the database's own words. */
const LEAKS =
  /\bat \S+ \(|\.ts:\d+|node_modules|\b(select|insert|update|delete) .*\b(from|into|set)\b|sqlite|postgres|relation|constraint|table|column/i;

describe('content error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const json = (payload: string): InjectOptions => ({
    method: 'POST',
    url: '/api/faqs',
    headers: { 'content-type': 'application/json' },
    payload,
  });

  const cases: Array<{ error: string; request: InjectOptions; status: number; message: string }> = [
    {
      error: 'malformed JSON',
      request: json('{"question": "Do you deliver?"'),
      status: 400,
      message: 'The request body is not valid JSON.',
    },
    { error: 'an empty JSON body', request: json(''), status: 400, message: 'The JSON body is empty.' },
    {
      error: 'a body over the limit',
      request: json(JSON.stringify({ question: 'x'.repeat(3 * 1024 * 1024) })),
      status: 413,
      message: 'The request body is too large.',
    },
    {
      error: 'a body type the API does not read',
      request: { method: 'POST', url: '/api/faqs', headers: { 'content-type': 'application/xml' }, payload: '<faq/>' },
      status: 415,
      message: 'Unsupported content type.',
    },
    {
      error: 'an unknown route',
      request: { method: 'GET', url: '/api/woodwork?x=1' },
      status: 404,
      message: 'Route GET /api/woodwork not found',
    },
    {
      error: 'an unknown method',
      request: { method: 'DELETE', url: '/api/faqs' },
      status: 404,
      message: 'Route DELETE /api/faqs not found',
    },
    {
      error: 'a missing record',
      request: { method: 'GET', url: '/api/faqs/42' },
      status: 404,
      message: 'FAQ not found',
    },
  ];

  it.each(cases)('answers $error with $status and the error envelope', async ({ request, status, message }) => {
    const response = await t.asAdmin(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('never leaks internals in a refusal of any kind', async () => {
    const refusals = await Promise.all([
      ...cases.map((entry) => t.asAdmin(entry.request)),
      t.app.inject({ method: 'POST', url: '/api/banners', payload: {} }),
      t.app.inject({
        method: 'POST',
        url: '/api/banners',
        payload: {},
        headers: { authorization: `Bearer ${t.staffToken}` },
      }),
      t.asAdmin({ method: 'POST', url: '/api/blogs', payload: { category_id: 99, date: '2024-02-30' } }),
      t.asAdmin({ method: 'GET', url: '/api/blogs?per_page=1000' }),
    ]);
    for (const response of refusals) {
      const { success, message, errors: _errors, ...rest } = response.json();
      expect({ status: response.statusCode >= 400, success, message: typeof message, rest }).toEqual({
        status: true,
        success: false,
        message: 'string',
        rest: {},
      });
      expect(response.body).not.toMatch(LEAKS);
    }
  });

  // Last: it drops a table of this file's database.
  it('hides a database failure behind a bare 500', async () => {
    await t.app.grain.db.schema.dropTable('faqs').execute();
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/faqs' }),
      t.asAdmin({ method: 'POST', url: '/api/faqs', payload: { question: 'Do you deliver?', answer: 'Yes.' } }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        message: 'Something went wrong on our side. Please try again later.',
      });
      expect(response.body).not.toMatch(LEAKS);
    }
  });
});
