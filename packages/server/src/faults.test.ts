import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../test/harness.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres.ts';
import { buildApp } from './app.ts';
import { issueToken } from './auth/tokens.ts';
import { upsertUser } from './auth/users.ts';
import { configFromEnv } from './config.ts';
import { type DatabaseHandle, openDatabase, POSTGRES_TIMEOUTS } from './db/database.ts';
import { databaseFault, databaseFaultMessages } from './db/faults.ts';
import { migrateToLatest } from './db/migrate.ts';

const faq = (question: string) => ({ question, answer: 'Yes.', order: 1 });

describe('databaseFault', () => {
  const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it('takes a lost or refused PostgreSQL connection for an outage', () => {
    for (const error of [
      coded('ECONNREFUSED'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('wrapped', { cause: coded('ECONNRESET') }),
    ]) {
      expect(databaseFault(error), error.message).toEqual({
        status: 503,
        message: databaseFaultMessages.unavailable,
        retryAfter: 2,
      });
    }
  });

  it('maps SQLite busy, full and I/O errors', () => {
    expect(databaseFault(coded('SQLITE_BUSY'))?.status).toBe(503);
    expect(databaseFault(coded('SQLITE_BUSY_SNAPSHOT'))?.message).toBe(databaseFaultMessages.busy);
    expect(databaseFault(coded('SQLITE_FULL'))).toEqual({ status: 507, message: databaseFaultMessages.full });
    expect(databaseFault(coded('SQLITE_IOERR_WRITE'))?.message).toBe(databaseFaultMessages.unavailable);
  });

  it('leaves constraint violations and bugs alone', () => {
    expect(databaseFault(coded('23505', 'duplicate key'))).toBeNull();
    expect(databaseFault(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBeNull();
    expect(databaseFault(new TypeError('x is undefined'))).toBeNull();
  });
});

describe.runIf(testDialect === 'sqlite')('SQLite faults through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After while another process holds the database locked', async () => {
    const other = new SQLite(t.config.databaseUrl);
    other.pragma('busy_timeout = 0');
    other.exec('BEGIN EXCLUSIVE');
    try {
      const response = await t.asAdmin({ method: 'POST', url: '/api/faqs', payload: faq('Locked?') });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({ success: false, message: databaseFaultMessages.busy });
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    const after = await t.asAdmin({ method: 'POST', url: '/api/faqs', payload: faq('Unlocked?') });
    expect(after.statusCode).toBe(201);
  }, 30_000);

  it('answers 507 when the database file may not grow', async () => {
    const { db } = t.app.grain;
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
    await sql.raw(`PRAGMA max_page_count = ${rows[0].page_count}`).execute(db);
    try {
      const response = await t.asAdmin({
        method: 'POST',
        url: '/api/faqs',
        payload: { ...faq('Room?'), answer: 'x'.repeat(19_000) },
      });
      expect(response.statusCode).toBe(507);
      expect(response.json()).toEqual({ success: false, message: databaseFaultMessages.full });
    } finally {
      await sql.raw('PRAGMA max_page_count = 1073741823').execute(db);
    }
  });
});

interface Answer {
  status: number;
  ms: number;
  at: number;
  retryAfter: string | null;
  message?: string;
}

describe.runIf(testDialect === 'postgres')('a PostgreSQL restart under load', () => {
  let cluster: ThrowawayPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let base: string;
  let token: string;
  let dir: string;

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-faults-'));
    database = openDatabase(cluster.url);
    await migrateToLatest(database.db, database.dialect);
    const admin = await upsertUser(database.db, {
      email: 'admin@grain.test',
      password: 'admin-password',
      fname: 'Ada',
      lname: 'Admin',
      role: 'admin',
    });
    token = await issueToken(database.db, admin.id, 1);
    const config = {
      ...configFromEnv({}, dir),
      databaseUrl: cluster.url,
      storageDir: path.join(dir, 'storage'),
      webDistDir: undefined,
      logger: false,
    };
    app = await buildApp(config, database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.db.destroy();
    cluster?.remove();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  /** Keeps `workers` clients reading and writing until stopped; records every answer. */
  function load(workers: number) {
    const answers: Answer[] = [];
    let running = true;
    let n = 0;
    const one = async () => {
      const write = n++ % 4 === 0;
      const started = Date.now();
      const response = await fetch(`${base}/api/faqs`, {
        method: write ? 'POST' : 'GET',
        headers: write ? { authorization: `Bearer ${token}`, 'content-type': 'application/json' } : {},
        body: write ? JSON.stringify(faq(`Written at ${started}?`)) : undefined,
      });
      const body = (await response.json()) as { message?: string };
      answers.push({
        status: response.status,
        ms: Date.now() - started,
        at: Date.now(),
        retryAfter: response.headers.get('retry-after'),
        message: body.message,
      });
    };
    const loops = Array.from({ length: workers }, async () => {
      while (running) await one();
    });
    return {
      answers,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  const waitFor = async (condition: () => boolean, ms: number) => {
    const until = Date.now() + ms;
    while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    return condition();
  };

  for (const mode of ['fast', 'immediate'] as const) {
    it(`survives a ${mode} stop: 503 with Retry-After while away, and recovers within a second`, async () => {
      const traffic = load(6);
      expect(await waitFor(() => traffic.answers.some((answer) => answer.status === 200), 5_000)).toBe(true);

      cluster.stop(mode);
      const stoppedAt = Date.now();
      expect(
        await waitFor(() => traffic.answers.filter((a) => a.at > stoppedAt && a.status === 503).length >= 10, 15_000),
      ).toBe(true);
      cluster.start();
      const readyAt = Date.now();
      expect(await waitFor(() => traffic.answers.some((a) => a.at > readyAt && a.status < 300), 10_000)).toBe(true);
      const recoveredAt = traffic.answers.find((a) => a.at > readyAt && a.status < 300)?.at ?? Number.POSITIVE_INFINITY;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await traffic.stop();

      const statuses = new Set(traffic.answers.map((answer) => answer.status));
      expect([...statuses].sort()).toEqual([200, 201, 503].filter((status) => statuses.has(status)));
      for (const answer of traffic.answers.filter((a) => a.status === 503)) {
        expect(answer).toMatchObject({ retryAfter: '2', message: databaseFaultMessages.unavailable });
      }
      const slowest = Math.max(...traffic.answers.map((answer) => answer.ms));
      expect(slowest).toBeLessThan(POSTGRES_TIMEOUTS.connectMs + 2_000);
      expect(recoveredAt - readyAt).toBeLessThan(1_000);
      const afterwards = await fetch(`${base}/api/faqs`);
      expect(afterwards.status).toBe(200);
    }, 60_000);
  }
});
