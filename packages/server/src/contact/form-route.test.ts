import type { ContactFormRefusal } from '@grain/contract/contact-rules';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactRateLimits as rateLimits, validContactMessage as valid } from '../../test/contact.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { hashSource, STAND_IN_SCRIPT, type StandInWebBuild, writeStandInWebBuild } from '../../test/web-build.ts';

/** The contact form posted without the app (contact/form-route.ts), on a stand-in web build. */

const SITE = 'http://grain.test';

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The refused form the stand-in renderer was given, as its page shows it. */
function renderedRefusal(html: string): ContactFormRefusal {
  const text = html.match(/<output>(.*)<\/output>/s)?.[1] ?? '';
  expect(text).not.toBe('');
  expect(text).not.toMatch(/<(?!\/output)/);
  return JSON.parse(text.replace(/&lt;/g, '<').replace(/&amp;/g, '&'));
}

describe('POST /contact (the form without the app)', () => {
  let build: StandInWebBuild;
  let t: TestApp;

  beforeAll(async () => {
    build = await writeStandInWebBuild({ page: '<h1>Contact Us</h1>' });
  });
  afterAll(() => build.remove());

  const open = async (contactPoints = 1000) => {
    t = await createTestApp({ webDistDir: build.dir, rateLimits: rateLimits(contactPoints) });
  };
  afterEach(() => t?.close());

  const post = (fields: Record<string, string>, headers: Record<string, string> = { origin: SITE }) =>
    t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { host: 'grain.test', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: formBody(fields),
    });
  const storedMessages = () => t.app.grain.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

  it('stores a message and answers 303 to the confirmation', async () => {
    await open();
    const response = await post({ ...valid, first_name: '  Ada  ', website: '' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1#contact-form');
    expect(response.body).not.toContain('oak dining table');
    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, ip_address: '127.0.0.1' });
  });

  it.each([
    ['a missing field', { ...valid, last_name: '' }, 'All fields are required', ['last_name']],
    [
      'fields of spaces only',
      { ...valid, first_name: '   ', message: ' \n ' },
      'All fields are required',
      ['first_name', 'message'],
    ],
    ['no fields at all', {}, 'All fields are required', ['first_name', 'last_name', 'email', 'message']],
    ['a malformed email', { ...valid, email: 'ada@example' }, 'Please enter a valid email address', ['email']],
    [
      'a name too long',
      { ...valid, first_name: 'x'.repeat(101) },
      'The first name field must not be greater than 100 characters.',
      ['first_name'],
    ],
  ])('answers %s with the contact page, 422, its text and the values kept', async (_case, fields, text, invalid) => {
    await open();
    const response = await post(fields as Record<string, string>);
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain(hashSource(STAND_IN_SCRIPT));
    expect(response.body).toContain('<h1>Contact Us</h1>');
    const refusal = renderedRefusal(response.body);
    expect(refusal.message).toBe(text);
    expect([...refusal.invalid].sort()).toEqual([...invalid].sort());
    const values = fields as Record<string, string>;
    expect(refusal.values).toEqual({
      first_name: values.first_name ?? '',
      last_name: values.last_name ?? '',
      email: values.email ?? '',
      message: values.message ?? '',
    });
    expect(await storedMessages()).toHaveLength(0);
  });

  it("keeps markup in the visitor's values as text, escaped by the page", async () => {
    await open();
    const message = '</textarea><script>alert("x")</script> & more';
    const response = await post({ ...valid, email: 'not-an-email', message });
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain('<script>alert');
    expect(renderedRefusal(response.body).values.message).toBe(message);
  });

  it('drops a message whose spam trap is filled, answering as if it were sent', async () => {
    await open();
    const response = await post({ ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1#contact-form');
    expect(await storedMessages()).toHaveLength(0);
  });

  it('shares the rate limit of the API: the posts over it get the page with 429 and the wait', async () => {
    await open(2);
    expect((await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: valid })).statusCode).toBe(201);
    expect((await post(valid)).statusCode).toBe(303);
    const refused = await post({ ...valid, message: 'One more.' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const refusal = renderedRefusal(refused.body);
    expect(refusal.message).toMatch(/^Too many messages\. /);
    expect(refusal.invalid).toEqual([]);
    expect(refusal.values.message).toBe('One more.');
    expect(await storedMessages()).toHaveLength(2);
    const api = await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: valid });
    expect(api.statusCode).toBe(429);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['another port of the same host', { origin: 'http://grain.test:8080' }],
    ['a page of another site (no Origin)', { referer: 'https://evil.example/contact' }],
    ['no origin at all', {}],
    ['an opaque origin and no page', { origin: 'null' }],
  ])('refuses a post from %s with 403 and stores nothing', async (_case, headers) => {
    await open();
    const response = await post(valid, headers);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('This form can only be sent from the pages of this site.');
    expect(await storedMessages()).toHaveLength(0);
  });

  it("accepts a post that names the site's page by its Referer only", async () => {
    await open();
    const response = await post(valid, { origin: 'null', referer: `${SITE}/about` });
    expect(response.statusCode).toBe(303);
    expect(await storedMessages()).toHaveLength(1);
  });

  it('checks against PUBLIC_URL when it is set, whatever the Host', async () => {
    t = await createTestApp({
      webDistDir: build.dir,
      rateLimits: rateLimits(1000),
      publicUrl: 'https://www.grain.example',
    });
    expect((await post(valid, { origin: SITE })).statusCode).toBe(403);
    expect((await post(valid, { origin: 'https://www.grain.example' })).statusCode).toBe(303);
  });

  it('leaves the API to JSON: a form body there is refused', async () => {
    await open();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact/send',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, host: 'grain.test' },
      payload: formBody(valid),
    });
    expect(response.statusCode).toBe(415);
    expect(await storedMessages()).toHaveLength(0);
  });
});
