import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';

describe('GET /api/health and /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness without asking the database, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('is ready when the database answers and the storage folder is writable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ready', checks: { database: 'ok', storage: 'ok' } },
    });
  });

  it('is not ready while the storage folder cannot be written (a file in its place)', async () => {
    const root = t.app.grain.storage.root;
    await fs.rename(root, `${root}.away`);
    await fs.writeFile(root, 'not a folder');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not ready. The storage folder is not writable.',
        errors: { storage: ['The storage folder is not writable.'] },
      });
      // Liveness does not depend on it.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await fs.rm(root);
      await fs.rename(`${root}.away`, root);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('documents both in the OpenAPI document, with the 503 answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/health'].get.summary).toBe(
      'Liveness: the server process answers (the database is not asked)',
    );
    expect(Object.keys(document.paths['/api/health'].get.responses)).toEqual(['200']);
    const ready = document.paths['/api/ready'].get;
    expect(ready.summary).toBe('Readiness: the database answers and the storage folder is writable');
    expect(Object.keys(ready.responses)).toEqual(['200', '503']);
    expect(ready.responses['503']).toEqual({
      description: 'Not ready: `errors` names each failed check, `database` or `storage`',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
    });
    expect(ready.responses['200'].content['application/json'].schema.properties.data).toMatchObject({
      type: 'object',
      required: ['status', 'checks'],
    });
  });
});

describe('GET /api/ready with the database gone', () => {
  it('answers 503 naming the database, while liveness still answers', async () => {
    const t = await createTestApp();
    // An app of its own on a connection of its own, closed under it.
    const database = openDatabase(t.config.databaseUrl, { schema: t.config.databaseSchema });
    const app = await buildApp(t.config, database);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await database.db.destroy();
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'Not ready. The database does not answer.',
        errors: { database: ['The database does not answer.'] },
      });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        success: true,
        data: { status: 'ok' },
      });
    } finally {
      await app.close();
      await t.close();
    }
  });
});
