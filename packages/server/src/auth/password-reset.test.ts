import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { Mailer, MailMessage } from '../contact/mailer.ts';
import { RESET_LINK_INVALID, RESET_REQUESTED } from './password-reset-routes.ts';

describe('password reset by email', () => {
  let t: TestApp;
  const sent: MailMessage[] = [];
  const newPassword = 'walnut shelves beside the window';

  beforeAll(async () => {
    t = await createTestApp({
      publicUrl: 'https://grain.example.com',
      rateLimits: {
        loginFailuresPerEmail: { points: 100, durationSeconds: 900 },
        loginFailuresPerIp: { points: 100, durationSeconds: 900 },
        contactPerIp: { points: 100, durationSeconds: 600 },
        passwordResetPerIp: { points: 6, durationSeconds: 3600 },
        passwordResetPerEmail: { points: 3, durationSeconds: 3600 },
      },
    });
    const mailer: Mailer = { send: async (message) => void sent.push(message), close() {} };
    t.app.grain.mailer = mailer;
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  const request = (email: string, ip = '203.0.113.20') =>
    t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email }, remoteAddress: ip });
  const confirm = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/password-reset/confirm', payload: { token, password } });
  const lastToken = () =>
    new URL(/https:\S+/.exec(sent.at(-1)?.text ?? '')?.[0] ?? 'https://x').searchParams.get('token') ?? '';
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    const known = await request('Admin@Grain.test');
    const unknown = await request('nobody@grain.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: RESET_REQUESTED, data: null });
    expect(unknown.json()).toEqual(known.json());
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe('admin@grain.test');
    expect(sent[0].text).toMatch(/https:\/\/grain\.example\.com\/admin\/reset-password\?token=[\w-]{43}\n/);
  });

  it('answers without waiting for the mail server (its delay does not tell that the account exists)', async () => {
    const slow: Mailer = { send: () => new Promise((resolve) => setTimeout(resolve, 3000)), close() {} };
    const fast = t.app.grain.mailer;
    t.app.grain.mailer = slow;
    const started = performance.now();
    const answer = await request('staff@grain.test', '203.0.113.40');
    expect(answer.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1500);
    t.app.grain.mailer = fast;
    await request('admin@grain.test', '203.0.113.41');
    await settle();
  });

  it('stores the token hashed only', async () => {
    const token = lastToken();
    const rows = await t.database.db
      .selectFrom('password_reset_tokens')
      .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
      .select('token_hash')
      .where('users.email', '=', 'admin@grain.test')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toBe(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a weak password with the reason, and keeps the token', async () => {
    const weak = await confirm(lastToken(), 'password1234');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/^This password is too easy to guess: /);
    const short = await confirm(lastToken(), 'short');
    expect(short.json().errors.password).toEqual(['The password must be at least 12 characters.']);
  });

  it('sets the password once, ends every session, and refuses the token again', async () => {
    const token = lastToken();
    const before = await t.asAdmin({ url: '/api/me' });
    expect(before.statusCode).toBe(200);
    const done = await confirm(token, newPassword);
    expect(done.statusCode).toBe(200);
    expect((await t.asAdmin({ url: '/api/me' })).statusCode).toBe(401);
    const again = await confirm(token, 'another fine walnut shelf here');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: RESET_LINK_INVALID });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@grain.test', password: newPassword },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a token after 30 minutes, and an unknown one', async () => {
    await request('staff@grain.test', '203.0.113.21');
    await settle();
    const token = lastToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30 * 60_000 + 1000);
    expect((await confirm(token, newPassword)).statusCode).toBe(400);
    vi.useRealTimers();
    expect((await confirm('x'.repeat(43), newPassword)).statusCode).toBe(400);
  });

  it('limits requests per address (known or not) and per IP, with Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await request('nobody-else@grain.test', `203.0.113.${30 + i}`));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
    const fromOneIp = [];
    for (let i = 0; i < 7; i++) fromOneIp.push((await request(`someone${i}@grain.test`, '203.0.113.99')).statusCode);
    expect(fromOneIp).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('password reset without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('writes the link to the log at warn', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const logged: string[] = [];
    // Request loggers are children of the app's: catch the message where it is written.
    const child = vi.spyOn(t.app.log, 'child').mockImplementation(() => {
      const log = Object.create(t.app.log);
      log.warn = (...args: unknown[]) => logged.push(args.map(String).join(' '));
      return log;
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: 'staff@grain.test' },
    });
    expect(answer.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const all = [...logged, ...warn.mock.calls.map((call) => call.map(String).join(' '))].join('\n');
    expect(all).toMatch(/password reset link .*\/admin\/reset-password\?token=/);
    child.mockRestore();
  });
});
