import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody } from '../../test/catalogue-fixtures.ts';
import { pngImage } from '../../test/fixtures.ts';
import { runOnPostgres, testDialect } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { buildApp } from '../app.ts';
import { issueToken } from '../auth/tokens.ts';
import { upsertUser } from '../auth/users.ts';
import { type AppConfig, configFromEnv } from '../config.ts';
import { type DatabaseHandle, type DialectName, openDatabase } from '../db/database.ts';
import { migrateToLatest, migrateUpTo, migrationNames } from '../db/migrate.ts';
import { toBoolean } from '../db/values.ts';
import { seedDemoContentIfNew } from '../demo/seed.ts';
import { routeCatalog } from '../http/route.ts';
import { Storage, TEMP_FOLDER } from '../storage/storage.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, type Manifest } from './archive-format.ts';
import { exportBackup } from './export.ts';
import { BackupRefused, importBackup } from './import.ts';
import { isSearchIndexTable } from './tables.ts';

const PUBLIC_URL = 'https://grain.test';
const postgresUrl = process.env.TEST_DATABASE_URL;

/** A database (not migrated) and a storage folder of their own, and an app built on them when asked. */
interface Site {
  config: AppConfig;
  database: DatabaseHandle;
  app(): Promise<FastifyInstance>;
  remove(): Promise<void>;
}

const sites: Site[] = [];
const scratch = fs.mkdtemp(path.join(os.tmpdir(), 'grain-backup-'));

async function emptySite(dialect: DialectName): Promise<Site> {
  const dir = await fs.mkdtemp(path.join(await scratch, 'site-'));
  const schema = dialect === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (!postgresUrl && dialect === 'postgres') throw new Error('PostgreSQL needs TEST_DATABASE_URL');
  if (postgresUrl && schema) await runOnPostgres(postgresUrl, `CREATE SCHEMA ${schema}`);
  const config: AppConfig = {
    ...configFromEnv({}, dir),
    databaseUrl: schema && postgresUrl ? postgresUrl : path.join(dir, 'grain.db'),
    databaseSchema: schema,
    storageDir: path.join(dir, 'storage'),
    webDistDir: undefined,
    publicUrl: PUBLIC_URL,
    logger: false,
    // The files and records compared must not change under the test: no variants in the background.
    imageWorker: false,
    editorialRunner: false,
  };
  const database = openDatabase(config.databaseUrl, { schema });
  let app: FastifyInstance | undefined;
  const site: Site = {
    config,
    database,
    app: async () => {
      app ??= await buildApp(config, database);
      return app;
    },
    async remove() {
      await app?.close();
      await database.db.destroy();
      if (postgresUrl && schema) await runOnPostgres(postgresUrl, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
  sites.push(site);
  return site;
}

const archivePath = async (name: string) => path.join(await scratch, name);

async function adminToken(site: Site): Promise<string> {
  const admin = await upsertUser(site.database.db, {
    email: 'admin@grain.test',
    password: 'admin-password',
    fname: 'Ada',
    lname: 'Admin',
    role: 'admin',
  });
  return issueToken(site.database.db, admin.id, 1);
}

/** The demo seed, plus a few uploads through the API (a service image, a product and its gallery). */
/** A migrated SQLite site with no records (roles only): quick to export. */
async function migratedSite(): Promise<Site> {
  const site = await emptySite('sqlite');
  await migrateToLatest(site.database.db, site.database.dialect);
  return site;
}

async function seededSite(): Promise<Site> {
  const site = await emptySite('sqlite');
  const { db, dialect } = site.database;
  await migrateToLatest(db, dialect);
  await seedDemoContentIfNew({ db, storage: new Storage(site.config.storageDir) });
  const app = await site.app();
  const headers = { authorization: `Bearer ${await adminToken(site)}` };
  const image = { filename: 'oak.png', contentType: 'image/png', content: await pngImage(24, 16) };
  const post = (url: string, form: ReturnType<typeof multipart>) =>
    app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
  const service = multipart({ title: 'Restoration', description: 'Old furniture, made sound again.', image });
  expect((await post('/api/services', service)).statusCode).toBe(201);
  const category = await db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const gallery = { filename: 'walnut.png', contentType: 'image/png', content: await pngImage(12, 30) };
  const product = multipart({
    ...productBody(category.id, { sku: 'BACKUP-1', name: 'Walnut Desk', sale_price: 999.5, is_featured: 1 }),
    image,
    'gallery[]': [gallery, gallery],
    'specifications[]': ['Wood: walnut', 'Finish: oil'],
    'features[]': ['Hand-cut dovetails'],
  } as Parameters<typeof multipart>[0]);
  const created = await post('/api/products', product);
  expect(created.statusCode).toBe(201);
  // A deleted record in the trash (its rows as JSON) and a pending schedule go along too.
  const trashed = multipart({ _method: 'DELETE' });
  expect((await post(`/api/products/${created.json().data.id}`, trashed)).statusCode).toBe(200);
  const service1 = (await app.inject({ method: 'GET', url: '/api/services' })).json().data[0];
  const scheduled = await app.inject({
    method: 'POST',
    url: `/api/editorial/services/records/${service1.id}/schedules`,
    headers,
    payload: { action: 'unpublish', run_at: '2100-01-01T09:00:00Z' },
  });
  expect(scheduled.statusCode).toBe(201);
  return site;
}

/** Tables that no public detail route reads: a product's lines, users, tokens, messages. */
const withoutDetailRoute = new Set([
  'product_images',
  'product_specifications',
  'product_features',
  'roles',
  'users',
  'access_tokens',
  'contact_messages',
]);

/** The highest id of the tables that detail routes read: they are asked for every id up to one past it. */
async function highestId(site: Site): Promise<number> {
  const tables = await site.database.db.introspection.getTables();
  let highest = 0;
  for (const table of tables) {
    if (
      withoutDetailRoute.has(table.name) ||
      isSearchIndexTable(table.name) ||
      !table.columns.some((column) => column.name === 'id')
    )
      continue;
    if (site.config.databaseSchema && table.schema !== site.config.databaseSchema) continue;
    const { rows } = await sql<{ id: number | null }>`select max(id) as id from ${sql.table(table.name)}`.execute(
      site.database.db,
    );
    highest = Math.max(highest, Number(rows[0].id ?? 0));
  }
  return highest;
}

/**
 * The answer (status and body, byte for byte) of every public list and detail route: every
 * page of paged lists, and every id up to one past the highest for detail routes.
 */
async function publicAnswers(site: Site): Promise<Map<string, string>> {
  const app = await site.app();
  const answers = new Map<string, string>();
  const ask = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    answers.set(url, `${response.statusCode} ${response.body}`);
    return response;
  };
  const routes = (routeCatalog.get(app) ?? []).filter((route) => route.method === 'GET' && route.access === 'public');
  const ids = Array.from({ length: (await highestId(site)) + 1 }, (_, index) => index + 1);
  for (const route of routes) {
    const urls = route.url.includes(':id') ? ids.map((id) => route.url.replace(':id', String(id))) : [route.url];
    for (const url of urls) {
      const first = await ask(url);
      const lastPage = first.statusCode === 200 ? (first.json().data?.last_page ?? 1) : 1;
      for (let page = 2; page <= lastPage; page++) await ask(`${url}?page=${page}`);
    }
  }
  return answers;
}

/** Storage-relative path → SHA-256 of every stored file. */
async function storedFiles(site: Site): Promise<Record<string, string>> {
  const root = site.config.storageDir;
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries) {
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, absolute);
    if (!entry.isFile() || relative.split(path.sep)[0] === TEMP_FOLDER) continue;
    files[relative] = createHash('sha256')
      .update(await fs.readFile(absolute))
      .digest('hex');
  }
  return files;
}

const exportTo = (site: Site, file: string) =>
  exportBackup({ database: site.database, storageDir: site.config.storageDir, file });
const importFrom = (site: Site, file: string) =>
  importBackup({ database: site.database, storageDir: site.config.storageDir, file });

afterAll(async () => {
  for (const site of sites) await site.remove();
  await fs.rm(await scratch, { recursive: true, force: true });
});

describe(`export and import: SQLite → ${testDialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} → SQLite`, () => {
  let source: Site;
  let middle: Site;
  let final: Site;
  let sourceAnswers: Map<string, string>;
  let sourceFiles: Record<string, string>;
  let first: Manifest;
  let restored: Manifest;

  beforeAll(async () => {
    source = await seededSite();
    sourceAnswers = await publicAnswers(source);
    sourceFiles = await storedFiles(source);
    first = await exportTo(source, await archivePath('first.tar.gz'));
    middle = await emptySite(testDialect);
    restored = await importFrom(middle, await archivePath('first.tar.gz'));
    await exportTo(middle, await archivePath('second.tar.gz'));
    final = await emptySite('sqlite');
    await importFrom(final, await archivePath('second.tar.gz'));
  }, 300_000);

  it('writes a manifest with the format, the migrations and the counts', () => {
    expect(first).toMatchObject({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      dialect: 'sqlite',
      migrations: migrationNames,
    });
    const counts = Object.fromEntries(first.tables.map((table) => [table.name, table.rows]));
    // The sign-in tokens are left out unless asked for (see below).
    expect(counts).toMatchObject({
      users: 1,
      access_tokens: 0,
      services: 7,
      product_images: expect.any(Number),
      record_trash: 1,
      editorial_jobs: 1,
    });
    expect(counts.products).toBeGreaterThanOrEqual(31);
    expect(first.files.count).toBe(Object.keys(sourceFiles).length);
    // Referenced tables come before the tables that reference them.
    const order = first.tables.map((table) => table.name);
    expect(order.indexOf('categories')).toBeLessThan(order.indexOf('products'));
    expect(order.indexOf('products')).toBeLessThan(order.indexOf('product_images'));
    expect(order.indexOf('roles')).toBeLessThan(order.indexOf('users'));
    expect(order.indexOf('blog_categories')).toBeLessThan(order.indexOf('blogs'));
  });

  it('restores every record and every file, with the counts of the export', async () => {
    expect(restored.tables).toEqual(first.tables);
    expect(restored.files).toEqual(first.files);
    expect(await storedFiles(middle)).toEqual(sourceFiles);
    expect(await storedFiles(final)).toEqual(sourceFiles);
  });

  it('carries the media library: every item with its description', async () => {
    const items = async (site: Site) =>
      (
        await site.database.db
          .selectFrom('media_items')
          .select(['id', 'path', 'alt', 'decorative', 'focal_x', 'focal_y', 'sha256', 'size'])
          .orderBy('id')
          .execute()
      ).map((item) => ({ ...item, decorative: toBoolean(item.decorative) }));
    const original = await items(source);
    expect(original.length).toBeGreaterThan(50);
    expect(original.filter((item) => item.alt).length).toBeGreaterThan(40);
    expect(await items(middle)).toEqual(original);
    expect(await items(final)).toEqual(original);
  });

  it('answers every public list and detail route byte for byte as the original did', async () => {
    expect(sourceAnswers.size).toBeGreaterThan(500);
    const middleAnswers = await publicAnswers(middle);
    const finalAnswers = await publicAnswers(final);
    for (const [url, answer] of sourceAnswers) {
      expect(middleAnswers.get(url), url).toBe(answer);
      expect(finalAnswers.get(url), url).toBe(answer);
    }
    expect([...finalAnswers.keys()]).toEqual([...sourceAnswers.keys()]);
  }, 180_000);

  it('keeps the trash restorable and the schedules pending', async () => {
    const app = await final.app();
    const headers = { authorization: `Bearer ${await issueToken(final.database.db, 1, 1)}` };
    const trash = await app.inject({ method: 'GET', url: '/api/editorial/trash', headers });
    const [entry] = trash.json().data.data;
    expect(entry).toMatchObject({ collection: 'products', label: 'Walnut Desk' });
    const restore = await app.inject({ method: 'POST', url: `/api/editorial/trash/${entry.id}/restore`, headers });
    expect(restore.statusCode).toBe(200);
    const product = await app.inject({ method: 'GET', url: `/api/products/${entry.record_id}` });
    expect(product.json().data).toMatchObject({ sku: 'BACKUP-1', features: ['Hand-cut dovetails'] });
    expect(product.json().data.gallery).toHaveLength(2);
    const schedules = await app.inject({ method: 'GET', url: '/api/editorial/schedules', headers });
    expect(schedules.json().data).toMatchObject([
      { collection: 'services', action: 'unpublish', run_at: '2100-01-01T09:00:00.000Z', status: 'pending' },
    ]);
  });

  it('keeps ids, and new records continue after the highest', async () => {
    const app = await middle.app();
    const token = await issueToken(middle.database.db, 1, 1);
    const { rows } = await sql<{ id: number }>`select max(id) as id from faqs`.execute(middle.database.db);
    const created = await app.inject({
      method: 'POST',
      url: '/api/faqs',
      headers: { authorization: `Bearer ${token}` },
      payload: { question: 'Do you deliver?', answer: 'Everywhere in the country.' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.id).toBe(Number(rows[0].id) + 1);
  });
});

describe('sign-in tokens in a backup', () => {
  it('are left out by default, so a restored copy refuses the old session; --with-sessions keeps them', async () => {
    const source = await migratedSite();
    const token = await adminToken(source);
    const me = async (site: Site) =>
      (await (await site.app()).inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode;
    expect(await me(source)).toBe(200);

    const without = await exportTo(source, await archivePath('no-sessions.tar.gz'));
    expect(without.tables.find((table) => table.name === 'access_tokens')?.rows).toBe(0);
    const restored = await emptySite(testDialect);
    await importFrom(restored, await archivePath('no-sessions.tar.gz'));
    expect(await me(restored)).toBe(401);

    const file = await archivePath('sessions.tar.gz');
    const kept = await exportBackup({
      database: source.database,
      storageDir: source.config.storageDir,
      file,
      withSessions: true,
    });
    expect(kept.tables.find((table) => table.name === 'access_tokens')?.rows).toBe(1);
    const restoredWith = await emptySite(testDialect);
    await importFrom(restoredWith, file);
    expect(await me(restoredWith)).toBe(200);
  }, 120_000);
});

describe('import refuses', () => {
  let archive: string;
  beforeAll(async () => {
    const site = await emptySite('sqlite');
    await migrateToLatest(site.database.db, site.database.dialect);
    await adminToken(site);
    archive = await archivePath('small.tar.gz');
    await exportTo(site, archive);
  });

  async function refusal(promise: Promise<unknown>): Promise<BackupRefused> {
    const error = await promise.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(BackupRefused);
    return error as BackupRefused;
  }

  it('a database that holds records, with one line naming them', async () => {
    const target = await emptySite(testDialect);
    await migrateToLatest(target.database.db, target.database.dialect);
    await adminToken(target);
    const error = await refusal(importFrom(target, archive));
    expect(error.message).toBe(
      'the database already holds records (1 in access_tokens, 4 in roles, 1 in users), and import restores into an empty one only',
    );
    expect(error.fix).toBe(
      'Point DATABASE_URL at a new, empty database (a new SQLite file, or a new PostgreSQL database) and import again.',
    );
  });

  it('a file that is not an archive', async () => {
    const file = await archivePath('not-an-archive.tar.gz');
    await fs.writeFile(file, 'hello');
    const error = await refusal(importFrom(await emptySite(testDialect), file));
    expect(error.message).toMatch(
      /^.*not-an-archive\.tar\.gz is not a Grain backup \(it cannot be read as a tar\.gz archive: /,
    );
  });

  async function archiveWith(name: string, manifest: Partial<Manifest>): Promise<string> {
    const dir = await fs.mkdtemp(path.join(await scratch, 'crafted-'));
    const content = { format: BACKUP_FORMAT, version: BACKUP_VERSION, created_at: '2026-01-01T00:00:00.000Z' };
    await fs.writeFile(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ ...content, dialect: 'sqlite', tables: [], files: { count: 0, bytes: 0 }, ...manifest }),
    );
    const file = await archivePath(name);
    await tar.create({ gzip: true, file, cwd: dir }, ['manifest.json']);
    return file;
  }

  it('an archive of a newer Grain', async () => {
    const file = await archiveWith('newer.tar.gz', { migrations: [...migrationNames, '9999-from-the-future'] });
    const error = await refusal(importFrom(await emptySite(testDialect), file));
    expect(`${error.message}. ${error.fix}`).toBe(
      'the backup was made by a newer version of Grain (it has the migration 9999-from-the-future, which this one does not know). Update Grain, then import again.',
    );
  });

  it('a database migrated past the archive', async () => {
    const file = await archiveWith('older.tar.gz', { migrations: [migrationNames[0]] });
    const target = await emptySite(testDialect);
    await migrateToLatest(target.database.db, target.database.dialect);
    const error = await refusal(importFrom(target, file));
    expect(error.message).toBe(
      `the database is already migrated past the backup (it has the migration ${migrationNames[1]}, the backup does not)`,
    );
  });

  it('an archive whose table holds fewer records than its manifest says, leaving no record behind', async () => {
    const dir = await fs.mkdtemp(path.join(await scratch, 'extract-'));
    await tar.extract({ file: archive, cwd: dir });
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    const roles = manifest.tables.find((table) => table.name === 'roles');
    if (roles) roles.rows = 5;
    await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    const file = await archivePath('truncated.tar.gz');
    await tar.create({ gzip: true, file, cwd: dir }, ['manifest.json', 'tables']);
    const target = await emptySite(testDialect);
    const error = await refusal(importFrom(target, file));
    expect(error.message).toBe(
      `${file} is not a Grain backup (its table roles holds 4 records where the manifest says 5)`,
    );
    const users = await target.database.db.selectFrom('users').select('id').execute();
    expect(users).toEqual([]);
  });
});

describe('an archive of an older schema', () => {
  it('is restored at its own schema, then migrated forward like the database it came from', async () => {
    const old = await emptySite('sqlite');
    await migrateUpTo(old.database.db, old.database.dialect, '0001-initial');
    const at = '2026-03-01T10:00:00.000Z';
    const { db } = old.database;
    await sql`insert into categories (name, slug, created_at, updated_at) values ('Tables', 'tables', ${at}, ${at})`.execute(
      db,
    );
    await sql`insert into products (name, sku, description, price, stock_quantity, is_featured, is_active, customized,
      category_id, sort_order, search_text, created_at, updated_at)
      values ('Élan Table', 'OLD-1', ${'Line one\r\nline two'}, 120.5, 3, 0, 1, 0, 1, 0, 'elan table', ${at}, ${at})`.execute(
      db,
    );
    const file = await archivePath('old-schema.tar.gz');
    const manifest = await exportTo(old, file);
    expect(manifest.migrations).toEqual(['0001-initial']);
    const target = await emptySite(testDialect);
    await importFrom(target, file);
    const product = await target.database.db
      .selectFrom('products')
      .select(['id', 'search_name', 'description', 'price', 'is_active'])
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({
      id: 1,
      search_name: 'elan table',
      description: 'Line one\nline two',
      price: 120.5,
    });
  });
});

describe('a large table', () => {
  it('goes out and back in batches, every record with its id', async () => {
    const site = await emptySite('sqlite');
    await migrateToLatest(site.database.db, site.database.dialect);
    const at = '2026-03-01T10:00:00.000Z';
    const messages = Array.from({ length: 2500 }, (_, index) => ({
      id: index * 2 + 1,
      first_name: `Visitor ${index}`,
      last_name: 'Smith',
      email: `visitor${index}@grain.test`,
      message: `Message number ${index}`,
      ip_address: '127.0.0.1',
      is_read: index % 2,
      notify_attempts: 0,
      created_at: at,
      updated_at: at,
    }));
    for (let start = 0; start < messages.length; start += 250) {
      await site.database.db
        .insertInto('contact_messages')
        .values(messages.slice(start, start + 250))
        .execute();
    }
    const file = await archivePath('large.tar.gz');
    const manifest = await exportTo(site, file);
    expect(manifest.tables.find((table) => table.name === 'contact_messages')?.rows).toBe(2500);
    const target = await emptySite(testDialect);
    await importFrom(target, file);
    const restored = await target.database.db
      .selectFrom('contact_messages')
      .select(['id', 'first_name', 'is_read'])
      .orderBy('id')
      .execute();
    expect(restored).toHaveLength(2500);
    expect(restored[2499]).toMatchObject({ id: 4999, first_name: 'Visitor 2499' });
    expect(restored.map((row) => Number(row.is_read))).toEqual(messages.map((message) => message.is_read));
  });
});

describe('tables beyond the usual', () => {
  const createKeyless = (site: Site) =>
    sql`create table keyless_notes (name text not null, position integer not null)`.execute(site.database.db);

  it('a table without ids goes out and back whole, in batches', async () => {
    const site = await emptySite('sqlite');
    await migrateToLatest(site.database.db, site.database.dialect);
    await createKeyless(site);
    const notes = Array.from({ length: 2100 }, (_, index) => ({ name: `note ${index}`, position: 2100 - index }));
    for (let start = 0; start < notes.length; start += 300) {
      await sql`insert into keyless_notes (name, position) values ${sql.join(
        notes.slice(start, start + 300).map((note) => sql`(${note.name}, ${note.position})`),
      )}`.execute(site.database.db);
    }
    const file = await archivePath('keyless.tar.gz');
    const manifest = await exportTo(site, file);
    expect(manifest.tables.find((table) => table.name === 'keyless_notes')?.rows).toBe(2100);
    const target = await emptySite(testDialect);
    await migrateToLatest(target.database.db, target.database.dialect);
    await createKeyless(target);
    await importFrom(target, file);
    const { rows } = await sql<{
      name: string;
      position: number;
    }>`select name, position from keyless_notes order by position desc`.execute(target.database.db);
    expect(rows).toEqual(notes);
  });

  it('leaves out the rate limiters’ counters', async () => {
    const site = await emptySite('sqlite');
    await migrateToLatest(site.database.db, site.database.dialect);
    await sql`create table rate_limits (key text primary key, points integer, expire integer)`.execute(
      site.database.db,
    );
    await sql`insert into rate_limits values ('login_1.2.3.4', 3, 0)`.execute(site.database.db);
    const manifest = await exportTo(site, await archivePath('limits.tar.gz'));
    expect(manifest.tables.map((table) => table.name)).not.toContain('rate_limits');
    expect(manifest.tables.map((table) => table.name)).toContain('banners');
  });
});
