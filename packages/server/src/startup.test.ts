import { contentTypes } from '@grain/contract/content-types';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig } from '../test/harness.ts';
import type { AppConfig } from './config.ts';
import { readSetupState } from './db/site-setup.ts';
import { prepareApp } from './startup.ts';

// biome-ignore lint/suspicious/noExplicitAny: the site's tables are named by their definitions.
type AnyDb = Kysely<any>;

const SEED_TIMEOUT = 180_000;
const env = { ADMIN_EMAIL: 'owner@grain.test', ADMIN_PASSWORD: 'owner-password' };

/** Every table of the site's records, children before the records they belong to. */
const siteTables = [
  'product_images',
  'product_specifications',
  'product_features',
  'products',
  'blogs',
  ...contentTypes.map((def) => def.table).filter((table) => table !== 'blogs'),
];

const countOf = async (app: FastifyInstance, table: string) =>
  Number(
    (
      await (app.grain.db as unknown as AnyDb)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('the demo on a new database', { timeout: SEED_TIMEOUT }, () => {
  let database: TestDatabase;
  let config: AppConfig;

  beforeAll(async () => {
    database = await createTestDatabase();
    config = testConfig(database);
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await database.close();
  });

  it('comes with the first start, and never again once the owner has deleted everything', async () => {
    const first = await prepareApp(config, env);
    try {
      expect(await countOf(first, 'banners')).toBe(3);
      expect(await readSetupState(first.grain.db)).toBe('demo');
      for (const table of siteTables) await (first.grain.db as unknown as AnyDb).deleteFrom(table).execute();
    } finally {
      await first.close();
    }

    const second = await prepareApp(config, env);
    try {
      for (const table of siteTables) expect(await countOf(second, table), table).toBe(0);
      expect(await readSetupState(second.grain.db)).toBe('demo');
      const page = await second.inject({ method: 'GET', url: '/api/banners' });
      expect(page.statusCode).toBe(200);
      expect(page.json().data).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe('GRAIN_DEMO=off on a new database', { timeout: SEED_TIMEOUT }, () => {
  let database: TestDatabase;
  let config: AppConfig;

  beforeAll(async () => {
    database = await createTestDatabase();
    config = testConfig(database, { GRAIN_DEMO: 'off' });
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await database.close();
  });

  it('starts empty with the administrator, and a later start with the demo on leaves it empty', async () => {
    const first = await prepareApp(config, env);
    try {
      for (const table of siteTables) expect(await countOf(first, table), table).toBe(0);
      expect(await readSetupState(first.grain.db)).toBe('empty');
      const login = await first.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      for (const url of ['/api/banners', '/api/products', '/api/blogs', '/api/services', '/api/faqs']) {
        const answer = await first.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
      }
    } finally {
      await first.close();
    }

    const second = await prepareApp({ ...config, demo: true }, env);
    try {
      expect(await countOf(second, 'banners')).toBe(0);
      expect(await readSetupState(second.grain.db)).toBe('empty');
    } finally {
      await second.close();
    }
  });
});
