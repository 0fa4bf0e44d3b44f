import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { totpCode } from './totp.ts';
import { upsertUser } from './users.ts';

/** A fixed moment, 10 seconds into a 30-second time step. */
const T0 = Math.floor(Date.UTC(2026, 10, 28, 12, 0, 0) / 30_000) * 30 + 10;

describe('two-factor sign-in (TOTP)', () => {
  let t: TestApp;
  let token: string;
  let secret: string;
  let recoveryCodes: string[];
  const email = 'totp@grain.test';
  const password = 'a sturdy oak table for twelve';

  beforeAll(async () => {
    t = await createTestApp({
      twoFactorKey: 'test-key-for-sealing-secrets',
      rateLimits: {
        loginFailuresPerEmail: { points: 8, durationSeconds: 900 },
        loginFailuresPerIp: { points: 500, durationSeconds: 900 },
        contactPerIp: { points: 100, durationSeconds: 600 },
      },
    });
    await upsertUser(t.database.db, { email, password, fname: 'Toby', lname: 'Totp', role: 'admin' });
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  const at = (epochSeconds: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(epochSeconds * 1000);
  };
  const post = (url: string, payload: object, bearer?: string, ip = '203.0.113.5') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: ip,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
  const challengeFor = async (ip?: string) => {
    const answer = await post('/api/login', { email, password }, undefined, ip);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.two_factor_required).toBe(true);
    expect(answer.json().token).toBeUndefined();
    return answer.json().data.challenge as string;
  };

  it('starts enrolment with a secret, an otpauth URL and an SVG QR code, after the password', async () => {
    token = (await post('/api/login', { email, password })).json().token;
    const wrong = await post('/api/account/two-factor/setup', { password: 'not it at all' }, token);
    expect(wrong.statusCode).toBe(422);
    const answer = await post('/api/account/two-factor/setup', { password }, token);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauth_url).toBe(`otpauth://totp/Grain:totp%40grain.test?secret=${data.secret}&issuer=Grain`);
    expect(data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    secret = data.secret;
    const row = await t.database.db
      .selectFrom('users')
      .select('totp_secret')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row?.totp_secret).toMatch(/^gcm:/);
    expect(row?.totp_secret).not.toContain(secret);
  });

  it('is not on until a valid code confirms it; then gives 10 recovery codes once', async () => {
    at(T0);
    const state = await t.app.inject({ url: '/api/account/two-factor', headers: { authorization: `Bearer ${token}` } });
    expect(state.json().data).toEqual({ enabled: false, pending: true, recovery_codes_left: 0 });
    const bad = await post('/api/account/two-factor/confirm', { code: '000000' }, token);
    expect(bad.statusCode).toBe(422);
    const good = await post('/api/account/two-factor/confirm', { code: await totpCode(secret, T0) }, token);
    expect(good.statusCode).toBe(200);
    recoveryCodes = good.json().data.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.database.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(row.code_hash).toMatch(/^[0-9a-f]{64}:[0-9a-f]{64}$/);
    expect(stored.some((row) => row.code_hash.includes(recoveryCodes[0].replace('-', '')))).toBe(false);
    const again = await post('/api/account/two-factor/setup', { password }, token);
    expect(again.statusCode).toBe(409);
  });

  it('asks for a code after the right password, with a challenge that is no session token', async () => {
    at(T0 + 60);
    const challenge = await challengeFor();
    const asToken = await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${challenge}` } });
    expect(asToken.statusCode).toBe(401);
    const stored = await t.database.db.selectFrom('login_challenges').select('challenge_hash').execute();
    expect(stored.map((row) => row.challenge_hash)).not.toContain(challenge);
  });

  it('accepts a code of the step before or after, not two steps away', async () => {
    at(T0 + 120);
    const tooOld = await post('/api/login/two-factor', {
      challenge: await challengeFor(),
      code: await totpCode(secret, T0 + 60),
    });
    expect(tooOld.statusCode).toBe(401);
    const previous = await post('/api/login/two-factor', {
      challenge: await challengeFor(),
      code: await totpCode(secret, T0 + 90),
    });
    expect(previous.statusCode).toBe(200);
    expect(previous.json().token).toMatch(/^[\w-]{40,}$/);
    expect(previous.json().user.two_factor_enabled).toBe(true);

    at(T0 + 180);
    const next = await post('/api/login/two-factor', {
      challenge: await challengeFor(),
      code: await totpCode(secret, T0 + 210),
    });
    expect(next.statusCode).toBe(200);
  });

  it('refuses a code used already (the same time step), and a used challenge', async () => {
    at(T0 + 300);
    const code = await totpCode(secret, T0 + 300);
    const challenge = await challengeFor();
    expect((await post('/api/login/two-factor', { challenge, code })).statusCode).toBe(200);
    expect((await post('/api/login/two-factor', { challenge: await challengeFor(), code })).statusCode).toBe(401);
    const reused = await post('/api/login/two-factor', { challenge, code: await totpCode(secret, T0 + 330) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('refuses a challenge after 5 minutes', async () => {
    at(T0 + 600);
    const challenge = await challengeFor();
    at(T0 + 600 + 301);
    const late = await post('/api/login/two-factor', { challenge, code: await totpCode(secret, T0 + 901) });
    expect(late.statusCode).toBe(401);
  });

  it('takes each recovery code once', async () => {
    at(T0 + 1200);
    const first = await post('/api/login/two-factor', {
      challenge: await challengeFor(),
      recovery_code: recoveryCodes[0].toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const second = await post('/api/login/two-factor', {
      challenge: await challengeFor(),
      recovery_code: recoveryCodes[0],
    });
    expect(second.statusCode).toBe(401);
    const state = await t.app.inject({
      url: '/api/account/two-factor',
      headers: { authorization: `Bearer ${first.json().token}` },
    });
    expect(state.json().data).toEqual({ enabled: true, pending: false, recovery_codes_left: 9 });
  });

  it('counts wrong codes in the sign-in limiter, with Retry-After on the 429', async () => {
    at(T0 + 1500);
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    // 8 attempts per account and address: the password step takes one, each wrong code another.
    for (let round = 0; round < 3 && !statuses.includes(429); round++) {
      const answer = await post('/api/login', { email, password }, undefined, ip);
      if (answer.statusCode === 429) {
        last = answer;
        statuses.push(429);
        break;
      }
      const challenge = answer.json().data.challenge;
      for (let guess = 0; guess < 4; guess++) {
        last = await post('/api/login/two-factor', { challenge, code: String(100000 + guess) }, undefined, ip);
        statuses.push(last.statusCode);
        if (last.statusCode === 429) break;
      }
    }
    expect(statuses).toContain(401);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('turns off only with the password and a current code', async () => {
    at(T0 + 2000);
    const session = (
      await post('/api/login/two-factor', { challenge: await challengeFor(), code: await totpCode(secret, T0 + 2000) })
    ).json().token;
    const noCode = await post('/api/account/two-factor/disable', { password }, session);
    expect(noCode.statusCode).toBe(422);
    const wrongPassword = await post(
      '/api/account/two-factor/disable',
      { password: 'wrong password here', code: await totpCode(secret, T0 + 2030) },
      session,
    );
    expect(wrongPassword.statusCode).toBe(422);
    at(T0 + 2030);
    const off = await post(
      '/api/account/two-factor/disable',
      { password, code: await totpCode(secret, T0 + 2030) },
      session,
    );
    expect(off.statusCode).toBe(200);
    const direct = await post('/api/login', { email, password });
    expect(direct.json().token).toMatch(/^[\w-]{40,}$/);
    expect(await t.database.db.selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
  });
});

describe('administrators must use two-factor (ADMIN_TWO_FACTOR=required)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ requireAdminTwoFactor: true });
  });
  afterAll(() => t?.close());

  it('signs an admin without two-factor in, but refuses admin routes with 403 until enrolled', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@grain.test', password: 'admin-password' },
    });
    expect(login.json().user.two_factor_setup_required).toBe(true);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const me = await t.app.inject({ url: '/api/me', headers });
    expect(me.json().user.two_factor_setup_required).toBe(true);
    const admin = await t.app.inject({ url: '/api/testforadmin', headers });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toMatch(/Administrators must use two-factor sign-in/);

    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/account/two-factor/setup',
      headers,
      payload: { password: 'admin-password' },
    });
    expect(setup.statusCode).toBe(200);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/account/two-factor/confirm',
      headers,
      payload: { code: await totpCode(setup.json().data.secret) },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/testforadmin', headers })).statusCode).toBe(200);
  });
});
