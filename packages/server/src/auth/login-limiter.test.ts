import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { failureDelayMs } from './login-limiter.ts';

const limits = {
  loginFailuresPerEmail: { points: 10, durationSeconds: 900 },
  loginFailuresPerIp: { points: 25, durationSeconds: 900 },
  contactPerIp: { points: 100, durationSeconds: 600 },
};

describe('login limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: limits });
  });
  afterAll(() => t.close());

  const login = (password: string, ip: string, email = 'admin@grain.test') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  it('counts an attempt before checking the password: of 60 parallel guesses at most 10 are verified', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => login('wrong-password', '198.51.100.1')));
    const statuses = answers.map((answer) => answer.statusCode);
    const verified = statuses.filter((status) => status === 401).length;
    // Both counts are taken before the check, each atomically; on PostgreSQL the two counters may
    // see the parallel attempts in different orders, so the per-IP cap can refuse one of the ten.
    expect(verified).toBeGreaterThan(0);
    expect(verified).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - verified);
  }, 60_000);

  it('cannot lock the administrator out from another address', async () => {
    expect((await login('wrong-password', '198.51.100.1')).statusCode).toBe(429);
    const own = await login('admin-password', '192.0.2.10');
    expect(own.statusCode).toBe(200);
  });

  it('caps one address trying account after account', async () => {
    const ip = '198.51.100.2';
    const statuses: number[] = [];
    for (let n = 0; n < 27; n++) statuses.push((await login('guess', ip, `user${n}@grain.test`)).statusCode);
    expect(statuses.slice(0, 25).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(25)).toEqual([429, 429]);
  }, 60_000);

  it('a success gives back what the attempts of that address on that account took', async () => {
    const ip = '198.51.100.3';
    for (let n = 0; n < 9; n++) expect((await login('wrong-password', ip)).statusCode).toBe(401);
    expect((await login('admin-password', ip)).statusCode).toBe(200);
    for (let n = 0; n < 9; n++) expect((await login('wrong-password', ip)).statusCode).toBe(401);
  }, 60_000);

  it('slows repeated failures down progressively', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(failureDelayMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 4000]);
    const ip = '198.51.100.4';
    for (let n = 0; n < 4; n++) await login('wrong-password', ip);
    const started = Date.now();
    expect((await login('wrong-password', ip)).statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  }, 60_000);

  it('shares its counts with another instance on the same database', async () => {
    const other = await buildApp(t.config, t.database);
    try {
      const ip = '198.51.100.5';
      for (let n = 0; n < 10; n++) {
        const app = n % 2 === 0 ? t.app : other;
        await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'x@grain.test', password: 'x' },
          remoteAddress: ip,
        });
      }
      const next = await other.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'x@grain.test', password: 'x' },
        remoteAddress: ip,
      });
      // PostgreSQL keeps the counters in the database; SQLite's single process keeps them per app.
      expect(next.statusCode).toBe(t.database.dialect === 'postgres' ? 429 : 401);
    } finally {
      await other.close();
    }
  }, 60_000);
});
