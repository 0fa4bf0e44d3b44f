import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { describeBrowser } from './sessions.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('password change and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const signIn = async (userAgent: string, ip: string, password = 'staff-password') => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'staff@grain.test', password },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().token as string;
  };
  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  it('lists the sessions with browser, IP address, times, and marks this one', async () => {
    const here = await signIn(FIREFOX, '192.0.2.1');
    await signIn(SAFARI, '192.0.2.2');
    const answer = await t.app.inject({ url: '/api/account/sessions', headers: as(here) });
    expect(answer.statusCode).toBe(200);
    const sessions = answer.json().data;
    const mine = sessions.find((session: { current: boolean }) => session.current);
    expect(mine).toMatchObject({ browser: 'Firefox on Windows', ip_address: '192.0.2.1' });
    expect(Date.parse(mine.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(mine.last_used_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(
      sessions.filter((session: { current: boolean }) => !session.current).map((s: { browser: string }) => s.browser),
    ).toContain('Safari on iOS');
  });

  it('ends one session: that token gets 401 on its next call; another user’s session is not found', async () => {
    const here = await signIn(FIREFOX, '192.0.2.1');
    const there = await signIn(SAFARI, '192.0.2.3');
    const sessions = (await t.app.inject({ url: '/api/account/sessions', headers: as(here) })).json().data;
    const other = sessions.find((s: { current: boolean; ip_address: string }) => s.ip_address === '192.0.2.3');
    const end = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${other.id}`, headers: as(here) });
    expect(end.statusCode).toBe(200);
    const next = await t.app.inject({ url: '/api/me', headers: as(there) });
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ success: false, message: 'Unauthenticated.' });

    const adminSessions = (await t.asAdmin({ url: '/api/account/sessions' })).json().data;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${adminSessions[0].id}`,
      headers: as(here),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.asAdmin({ url: '/api/me' })).statusCode).toBe(200);
  });

  it('ends all other sessions and keeps this one', async () => {
    const here = await signIn(FIREFOX, '192.0.2.1');
    const there = await signIn(SAFARI, '192.0.2.4');
    const answer = await t.app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers: as(here) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.sessions_ended).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: '/api/me', headers: as(there) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me', headers: as(here) })).statusCode).toBe(200);
  });

  it('changes the password only with the current one and a strong new one, ending every other session', async () => {
    const here = await signIn(FIREFOX, '192.0.2.1');
    const there = await signIn(SAFARI, '192.0.2.5');
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/account/password', headers: as(here), payload });
    const wrong = await change({ current_password: 'not-the-password', password: 'cherry dovetails hold forever' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The password is not correct.'] });
    const weak = await change({ current_password: 'staff-password', password: 'staffstaff12' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/^This password is too easy to guess: .+/);
    const good = await change({ current_password: 'staff-password', password: 'cherry dovetails hold forever' });
    expect(good.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/me', headers: as(there) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me', headers: as(here) })).statusCode).toBe(200);
    await signIn(FIREFOX, '192.0.2.1', 'cherry dovetails hold forever');
  });

  it('lets an administrator end every session of a user, and only an administrator', async () => {
    const staff = await signIn(FIREFOX, '192.0.2.6', 'cherry dovetails hold forever');
    const users = await t.database.db.selectFrom('users').select(['id', 'email']).execute();
    const staffId = users.find((user) => user.email === 'staff@grain.test')?.id;
    const adminId = users.find((user) => user.email === 'admin@grain.test')?.id;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/users/${adminId}/sessions/end`,
      headers: as(staff),
    });
    expect(refused.statusCode).toBe(403);
    const ended = await t.asAdmin({ method: 'POST', url: `/api/users/${staffId}/sessions/end` });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.sessions_ended).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: '/api/me', headers: as(staff) })).statusCode).toBe(401);
    expect((await t.asAdmin({ method: 'POST', url: '/api/users/99999/sessions/end' })).statusCode).toBe(404);
  });

  it('marks answers with tokens and account details no-store', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@grain.test', password: 'admin-password' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await t.asAdmin({ url: '/api/account/sessions' })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/faqs' })).headers['cache-control']).not.toBe('no-store');
  });

  it('accepts the bearer scheme in lower case', async () => {
    expect(
      (await t.app.inject({ url: '/api/me', headers: { authorization: `bearer ${t.adminToken}` } })).statusCode,
    ).toBe(200);
  });

  it('names browsers from their User-Agent', () => {
    expect(describeBrowser(FIREFOX)).toBe('Firefox on Windows');
    expect(describeBrowser(SAFARI)).toBe('Safari on iOS');
    expect(
      describeBrowser(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on macOS');
    expect(describeBrowser(undefined)).toBe('Unknown browser');
  });
});

describe('answers of the HTTP parser and the sign-in limiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        loginFailuresPerEmail: { points: 2, durationSeconds: 900 },
        loginFailuresPerIp: { points: 100, durationSeconds: 900 },
        contactPerIp: { points: 100, durationSeconds: 600 },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const address = t.app.server.address() as net.AddressInfo;
      const socket = net.connect(address.port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it('answers an over-long address with 431 in the API envelope', async () => {
    const answer = await raw(`GET /api/faqs?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ success: false, message: 'The request address or headers are too long.' });
  });

  it('answers an over-long header with 431 in the API envelope', async () => {
    const answer = await raw(`GET /api/faqs HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).success).toBe(false);
  });

  it('sends Retry-After with the 429 of the sign-in', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'admin@grain.test', password: 'wrong-one' },
      });
    await login();
    await login();
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
  });
});
