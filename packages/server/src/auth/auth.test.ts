import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        loginFailuresPerEmail: { points: 3, durationSeconds: 60 },
        loginFailuresPerIp: { points: 100, durationSeconds: 60 },
        contactPerIp: { points: 100, durationSeconds: 60 },
      },
    });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('signs in an admin and returns an opaque token with the user and role', async () => {
    const response = await login('admin@grain.test', 'admin-password');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Login successful');
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data.token).toBe(body.token);
    expect(body.user).toEqual({
      id: expect.any(Number),
      fname: 'Ada',
      lname: 'Admin',
      email: 'admin@grain.test',
      role: { name: 'admin' },
      two_factor_enabled: false,
      two_factor_setup_required: false,
    });
  });

  it('stores only the SHA-256 hash of a token, with expiry and last use', async () => {
    const { token } = (await login('admin@grain.test', 'admin-password')).json();
    const rows = await t.app.grain.db.selectFrom('access_tokens').selectAll().execute();
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    const { createHash } = await import('node:crypto');
    const row = rows.find((r) => r.token_hash === createHash('sha256').update(token).digest('hex'));
    expect(row).toBeDefined();
    expect(Date.parse(String(row?.expires_at))).toBeGreaterThan(Date.now() + 167 * 3_600_000);
    expect(row?.last_used_at).toBeTruthy();
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const wrong = await login('staff@grain.test', 'nope-nope');
    const unknown = await login('nobody@grain.test', 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid email or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('asks for both fields with 422 and field errors', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('answers /me with the user for any valid token and 401 without one', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${t.staffToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ fname: 'Sam', lname: 'Staff', role: { name: 'staff' } });
    expect(me.json().user).toMatchObject({ fname: 'Sam', lname: 'Staff', role: { name: 'staff' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'Bearer not-a-token' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ success: false, message: 'Unauthenticated.' });
  });

  it('lets /testforadmin through for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/testforadmin' })).statusCode).toBe(401);
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/testforadmin',
      headers: { authorization: `Bearer ${t.staffToken}` },
    });
    expect(staff.statusCode).toBe(403);
    expect((await t.asAdmin({ method: 'GET', url: '/api/testforadmin' })).statusCode).toBe(200);
  });

  it('logs out: the token stops working', async () => {
    const { token } = (await login('admin@grain.test', 'admin-password')).json();
    const headers = { authorization: `Bearer ${token}` };
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const { token } = (await login('admin@grain.test', 'admin-password')).json();
    await t.app.grain.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('rate-limits repeated failures per email with a clear 429, even for the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await login('admin@grain.test', 'wrong-password')).statusCode).toBe(401);
    const blocked = await login('admin@grain.test', 'admin-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
  });
});
