import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { issueToken } from './tokens.ts';
import { upsertUser } from './users.ts';

describe('sign-in tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ tokenSweepMs: 50 });
  });
  afterAll(() => t.close());

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  const editor = { email: 'editor@grain.test', fname: 'Ed', lname: 'Itor', role: 'admin' as const };

  it('a new password signs the user out everywhere; the same password keeps them signed in', async () => {
    const { id } = await upsertUser(t.app.grain.db, { ...editor, password: 'first-password' });
    const first = await issueToken(t.app.grain.db, id, 1);
    const second = await issueToken(t.app.grain.db, id, 1);
    await upsertUser(t.app.grain.db, { ...editor, password: 'first-password' });
    expect((await me(first)).statusCode).toBe(200);

    await upsertUser(t.app.grain.db, { ...editor, password: 'second-password' });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(t.adminToken)).statusCode).toBe(200);
  }, 30_000);

  it('a change of role signs the user out too', async () => {
    const { id } = await upsertUser(t.app.grain.db, { ...editor, password: 'second-password' });
    const token = await issueToken(t.app.grain.db, id, 1);
    await upsertUser(t.app.grain.db, { ...editor, password: 'second-password', role: 'staff' });
    expect((await me(token)).statusCode).toBe(401);
  }, 30_000);

  it('expired tokens are swept away while the server runs', async () => {
    await t.app.ready();
    const { db } = t.app.grain;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('access_tokens')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await issueToken(db, 1, 1);
    // Counted while still valid: once expired, the sweeper may take it at any moment.
    expect(await count()).toBeGreaterThan(0);
    await db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', 1)
      .execute();
    for (let n = 0; n < 100 && (await count()) > 0; n++) await setTimeout(20);
    expect(await count()).toBe(0);
  });
});
