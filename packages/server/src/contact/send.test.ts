import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRateLimits as rateLimits, validContactMessage as valid } from '../../test/contact.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('POST /api/contact/send', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: rateLimits(1000) });
  });
  afterAll(() => t.close());

  const send = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/contact/send', payload });
  const storedMessages = () => t.app.grain.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

  it('stores a valid message and answers 201 with the thank-you text', async () => {
    const response = await send({ ...valid, first_name: '  Ada  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Thank you! Your message has been sent.',
      data: {
        id: expect.any(Number),
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        message: 'I would like a quote for an oak dining table.',
        product_id: null,
        product_name: null,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    });
    const row = (await storedMessages()).find((message) => message.id === body.data.id);
    expect(row).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      ip_address: '127.0.0.1',
      notified_at: null,
      notify_attempts: 0,
      notify_error: null,
    });
    expect(Boolean(row?.is_read)).toBe(false);
  });

  it.each(['first_name', 'last_name', 'email', 'message'])(
    'refuses a missing %s with "All fields are required"',
    async (name) => {
      const { [name]: _missing, ...rest } = valid as Record<string, string>;
      const response = await send(rest);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: 'All fields are required',
        errors: { [name]: ['All fields are required'] },
      });
    },
  );

  it.each(['first_name', 'last_name', 'email', 'message'])('refuses a whitespace-only %s', async (name) => {
    const response = await send({ ...valid, [name]: ' \t\n ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'All fields are required',
      errors: { [name]: ['All fields are required'] },
    });
  });

  it('lists every blank field and reports missing fields before a malformed email', async () => {
    const response = await send({ first_name: '', last_name: ' ', email: 'not-an-email', message: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'All fields are required',
      errors: {
        first_name: ['All fields are required'],
        last_name: ['All fields are required'],
        email: ['Please enter a valid email address'],
        message: ['All fields are required'],
      },
    });
  });

  it('answers an empty body as all fields missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact/send' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('All fields are required');
    expect(Object.keys(response.json().errors)).toEqual(['first_name', 'last_name', 'email', 'message']);
  });

  it.each([
    'plainaddress',
    'ada@example',
    '@example.com',
    'ada@.com',
    'ada@example.',
    'ada lovelace@example.com',
    'ada@@example.com',
  ])('refuses the email "%s" with "Please enter a valid email address"', async (email) => {
    const response = await send({ ...valid, email });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please enter a valid email address',
      errors: { email: ['Please enter a valid email address'] },
    });
  });

  it('accepts an email with surrounding spaces and stores it trimmed', async () => {
    const response = await send({ ...valid, email: '  ada.l+quote@mail.example.co.uk ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.email).toBe('ada.l+quote@mail.example.co.uk');
  });

  it('refuses a message longer than 5000 characters', async () => {
    const response = await send({ ...valid, message: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'The message field must not be greater than 5000 characters.',
      errors: { message: ['The message field must not be greater than 5000 characters.'] },
    });
  });

  it('stores nothing for refused messages', async () => {
    const before = (await storedMessages()).length;
    await send({ ...valid, email: 'nope' });
    await send({ ...valid, message: '   ' });
    expect(await storedMessages()).toHaveLength(before);
  });

  it('answers a filled spam trap exactly like a success but stores nothing', async () => {
    const before = (await storedMessages()).length;
    const response = await send({ ...valid, website: 'https://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Thank you! Your message has been sent.',
      data: { first_name: 'Ada', email: 'ada@example.com' },
    });
    expect(await storedMessages()).toHaveLength(before);
  });

  it('treats a blank spam trap as a person leaving it empty', async () => {
    const before = (await storedMessages()).length;
    const response = await send({ ...valid, website: '' });
    expect(response.statusCode).toBe(201);
    expect(await storedMessages()).toHaveLength(before + 1);
  });
});

describe('POST /api/contact/send rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: rateLimits(3) });
  });
  afterAll(() => t.close());

  const sendFrom = (remoteAddress: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/contact/send', payload, remoteAddress });

  it('counts every POST of an IP, refused ones too, and then answers 429 with a wait time', async () => {
    expect((await sendFrom('10.0.0.1', valid)).statusCode).toBe(201);
    expect((await sendFrom('10.0.0.1', { ...valid, email: 'bad' })).statusCode).toBe(422);
    expect((await sendFrom('10.0.0.1', { ...valid, website: 'x' })).statusCode).toBe(201);

    const limited = await sendFrom('10.0.0.1', valid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'Too many messages. Please try again in 10 minutes.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);

    const rows = await t.app.grain.db.selectFrom('contact_messages').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('limits each IP on its own', async () => {
    expect((await sendFrom('10.0.0.2', valid)).statusCode).toBe(201);
  });
});
