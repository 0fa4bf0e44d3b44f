import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, pngPart, productBody, rowCount } from '../../test/catalogue-fixtures.ts';
import { contentSamples, formFields } from '../../test/content-samples.ts';
import { pngImage } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import {
  linesOf,
  nodeArgs,
  nonEmptyDatabase,
  sandbox,
  serverSources,
  start,
  untilAnswering,
} from '../../test/processes.ts';
import { STORAGE_UNAVAILABLE } from './storage.ts';

/**
 * An upload while the storage folder cannot take files. The tests run as root, whom file modes do
 * not stop, so the folder is made unwritable the way root feels it too: it, or the folder an
 * upload goes into, is replaced by a regular file (every write through it fails with ENOTDIR or
 * EEXIST). The answer is a 503 naming the storage, and nothing is left behind.
 */
const service = contentSamples({ blogCategoryId: 0 }).services.create;

describe('an upload while the storage cannot be written to', () => {
  let t: TestApp;
  let categoryId: number;
  beforeEach(async () => {
    t = await createTestApp();
    categoryId = await createCategory(t, 'Tables');
  });
  afterEach(() => t.close());

  const createService = async () =>
    t.asAdmin({
      method: 'POST',
      url: '/api/services',
      ...multipart({ ...formFields(service), image: await pngPart() }),
    });
  const createProduct = async () =>
    t.asAdmin({
      method: 'POST',
      url: '/api/products',
      ...multipart({ ...productBody(categoryId), image: await pngPart(), 'gallery[]': await pngPart('side.png') }),
    });
  const expectStorageRefusal = (response: Awaited<ReturnType<typeof createService>>) => {
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: STORAGE_UNAVAILABLE });
  };
  const servicesStored = async () =>
    Number(
      (
        await t.app.grain.db
          .selectFrom('services' as never)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  /** Every file under the storage folder, when it is a folder. */
  const storedFiles = async () => {
    const entries = await fs.readdir(t.config.storageDir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  };
  const jobsQueued = async () =>
    (await t.app.grain.db.selectFrom('image_jobs').select('path').execute()).map((row) => row.path);

  it('answers 503 naming the storage when the storage folder itself is gone (a file in its place)', async () => {
    await fs.rm(t.config.storageDir, { recursive: true });
    await fs.writeFile(t.config.storageDir, 'not a folder');

    expectStorageRefusal(await createService());
    expectStorageRefusal(await createProduct());
    expect(await servicesStored()).toBe(0);
    expect(await rowCount(t, 'products')).toBe(0);
    expect(await jobsQueued()).toEqual([]);
    expect(await fs.readFile(t.config.storageDir, 'utf8')).toBe('not a folder');
  });

  it("answers 503 when the upload's own folder cannot be made, and leaves no file, row or job", async () => {
    // The uploads reach the temporary folder, then cannot go on into their folders.
    for (const folder of ['services', 'product-images', 'originals']) {
      await fs.writeFile(path.join(t.config.storageDir, folder), 'not a folder');
    }
    const before = await storedFiles();

    expectStorageRefusal(await createService());
    expectStorageRefusal(await createProduct());
    expect(await servicesStored()).toBe(0);
    expect(await rowCount(t, 'products')).toBe(0);
    expect(await rowCount(t, 'product_images')).toBe(0);
    expect(await jobsQueued()).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('saves again once the storage is back', async () => {
    await fs.rm(t.config.storageDir, { recursive: true });
    await fs.writeFile(t.config.storageDir, 'not a folder');
    expectStorageRefusal(await createService());
    await fs.rm(t.config.storageDir);
    await t.app.grain.storage.prepare();
    expect((await createService()).statusCode).toBe(201);
  });
});

describe('the log of an upload the storage refused', { timeout: 60_000 }, () => {
  it("holds one line, an error naming the storage, with the file system's reason", async () => {
    const box = await sandbox({ ADMIN_EMAIL: 'ada@grain.test', ADMIN_PASSWORD: 'ada-password', LOG_LEVEL: 'info' });
    await nonEmptyDatabase(box.databaseFile);
    const server = start(process.execPath, [...nodeArgs, path.join(serverSources, 'main.ts')], box.env);
    try {
      await untilAnswering(box.env.PORT, server, 30_000);
      const api = `http://127.0.0.1:${box.env.PORT}/api`;
      const login = await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ada@grain.test', password: 'ada-password' }),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      await fs.rm(box.storageDir, { recursive: true });
      await fs.writeFile(box.storageDir, 'not a folder');

      const form = new FormData();
      for (const [name, value] of Object.entries(formFields(service))) form.append(name, value);
      form.append('image', new Blob([await pngImage()], { type: 'image/png' }), 'oak.png');
      const answer = await fetch(`${api}/services`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ success: false, message: STORAGE_UNAVAILABLE });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await box.remove();
    }
    const entries = linesOf(server.output().stdout)
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    const errors = entries.filter((entry) => entry.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0].msg).toBe(STORAGE_UNAVAILABLE);
    expect(errors[0].err).toMatchObject({ code: 'ENOTDIR', syscall: 'open' });
    expect(errors[0].req ?? errors[0].reqId).toBeDefined();
  });
});
