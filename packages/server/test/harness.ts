import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type AppParts, buildApp } from '../src/app.ts';
import { issueToken } from '../src/auth/tokens.ts';
import { upsertUser } from '../src/auth/users.ts';
import { type AppConfig, configFromEnv } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

/** Which database the API suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export const testDialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  /** The open database the app runs on (a second app may be built on it). */
  database: DatabaseHandle;
  config: AppConfig;
  adminToken: string;
  staffToken: string;
  /** Sends a request with the admin's bearer token. */
  asAdmin(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestDatabase extends DatabaseHandle {
  /** The SQLite file, or the PostgreSQL URL. */
  url: string;
  /** The PostgreSQL schema of this database (none on SQLite). */
  schema?: string;
  /** A temporary folder for this database's files. */
  dir: string;
  close(): Promise<void>;
}

/**
 * A fresh, empty database: a temporary SQLite file, or a schema of its own in the PostgreSQL
 * of TEST_DATABASE_URL. Nothing is migrated yet.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-test-'));
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const schema = postgresUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (postgresUrl && schema) await runOnPostgres(postgresUrl, `CREATE SCHEMA ${schema}`);
  const url = postgresUrl ?? path.join(dir, 'grain.db');
  const database = openDatabase(url, { schema });
  return {
    ...database,
    url,
    schema,
    dir,
    async close() {
      await database.db.destroy();
      if (postgresUrl && schema) await runOnPostgres(postgresUrl, `DROP SCHEMA ${schema} CASCADE`);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The settings of an app on `database`, from the settings `env` names: no built pages, no log,
 * and pictures' variants made only when a test asks (app.grain.images.drain()) or turns the
 * worker on.
 */
export function testConfig(
  database: TestDatabase,
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
): AppConfig {
  return {
    ...configFromEnv(env, database.dir),
    databaseUrl: database.url,
    databaseSchema: database.schema,
    storageDir: path.join(database.dir, 'storage'),
    webDistDir: undefined,
    logger: false,
    imageWorker: false,
    editorialRunner: false,
    ...overrides,
  };
}

/**
 * A fresh app on a fresh, migrated database for one test file. An admin and a staff user
 * come with tokens.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, parts: AppParts = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(database, {}, overrides);
  await migrateToLatest(database.db, database.dialect);
  const admin = await upsertUser(database.db, {
    email: 'admin@grain.test',
    password: 'admin-password',
    fname: 'Ada',
    lname: 'Admin',
    role: 'admin',
  });
  const staff = await upsertUser(database.db, {
    email: 'staff@grain.test',
    password: 'staff-password',
    fname: 'Sam',
    lname: 'Staff',
    role: 'staff',
  });
  const adminToken = await issueToken(database.db, admin.id, 1);
  const staffToken = await issueToken(database.db, staff.id, 1);
  const app = await buildApp(config, database, parts);

  return {
    app,
    database,
    config,
    adminToken,
    staffToken,
    asAdmin: (options) =>
      app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${adminToken}` } }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function runOnPostgres(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Purges every trash entry, as the editorial runner does once they expire: a deleted record's
 * files go then (unless something else still uses them), not at the delete.
 */
export async function emptyTrash(t: Pick<TestApp, 'app'>): Promise<void> {
  const { purgeExpiredTrash } = await import('../src/editorial/trash/trash-store.ts');
  await purgeExpiredTrash(t.app.grain, t.app.grain.editorial.collections, '9999-12-31T23:59:59.999Z');
}
