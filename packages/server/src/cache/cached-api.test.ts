import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/** Changes a product behind the API's back: no write path, so no new content version. */
async function renameInDatabase(t: TestApp, id: number, name: string): Promise<void> {
  await t.app.grain.db.updateTable('products').set({ name }).where('id', '=', id).execute();
}

describe('public API answers through the response cache', () => {
  let t: TestApp;
  let categoryId: number;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await createCategory(t, 'Tables');
    productId = (await createProduct(t, productBody(categoryId, { name: 'Oak Table', sku: 'TBL-001' }))).id;
    await createProduct(t, productBody(categoryId, { name: 'Hidden Bench', sku: 'BNC-001', is_active: false }));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const names = (body: { data: { data: Array<{ name: string }> } }) => body.data.data.map((p) => p.name);

  it('serves a repeated read from the cache until the next admin write', async () => {
    const first = await get(`/api/products/${productId}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    await renameInDatabase(t, productId, 'Renamed Quietly');
    const second = await get(`/api/products/${productId}`);
    expect(second.json().data.name).toBe('Oak Table');
    expect(second.body).toBe(first.body);

    const write = await t.asAdmin({
      method: 'PUT',
      url: `/api/products/${productId}`,
      payload: { name: 'Oak Table II' },
    });
    expect(write.statusCode).toBe(200);
    expect((await get(`/api/products/${productId}`)).json().data.name).toBe('Oak Table II');
  });

  it('shows a write on the very next read of a list, and a delete as 404', async () => {
    expect(names((await get('/api/products?sort=name')).json())).toEqual(['Oak Table II']);
    const added = await createProduct(t, productBody(categoryId, { name: 'Ash Stool', sku: 'STL-001' }));
    expect(names((await get('/api/products?sort=name')).json())).toEqual(['Ash Stool', 'Oak Table II']);

    expect((await get(`/api/products/${added.id}`)).statusCode).toBe(200);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/products/${added.id}` })).statusCode).toBe(200);
    expect((await get(`/api/products/${added.id}`)).statusCode).toBe(404);
    expect(names((await get('/api/products?sort=name')).json())).toEqual(['Oak Table II']);
  });

  it('keeps one entry per normalised URL (query parameters in any order)', async () => {
    t.app.grain.responseCache.clear();
    const a = await get('/api/products?sort=name&order=asc');
    const b = await get('/api/products?order=asc&sort=name');
    expect(b.body).toBe(a.body);
    expect(t.app.grain.responseCache.size.entries).toBe(1);
  });

  it('never answers a request with a token from the cache, nor keeps its answer', async () => {
    const visitor = await get('/api/products?sort=name');
    expect(names(visitor.json())).toEqual(['Oak Table II']);
    await renameInDatabase(t, productId, 'Seen By Admin');

    const admin = await t.asAdmin({ method: 'GET', url: '/api/products?sort=name' });
    expect(names(admin.json())).toEqual(['Hidden Bench', 'Seen By Admin']);
    expect(admin.headers.etag).toBeUndefined();
    const badToken = await get('/api/products?sort=name', { authorization: 'Bearer not-a-token' });
    expect(names(badToken.json())).toEqual(['Seen By Admin']);

    expect(names((await get('/api/products?sort=name')).json())).toEqual(['Oak Table II']);
    await t.asAdmin({ method: 'PUT', url: `/api/products/${productId}`, payload: { name: 'Oak Table III' } });
  });

  it('answers a hit with the security headers and the same ETag, and a HEAD with no body', async () => {
    const url = `/api/products/${productId}`;
    const first = await get(url);
    const hit = await get(url);
    for (const answer of [first, hit]) {
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
    expect(hit.headers.etag).toBe(first.headers.etag);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(first.headers.etag);
  });

  it('gives an ETag and answers 304 to it until the content changes', async () => {
    const url = `/api/products/${productId}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['cache-control']).toBe('no-cache');

    const unchanged = await get(url, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    await t.asAdmin({ method: 'PUT', url, payload: { name: 'Oak Table IV' } });
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.name).toBe('Oak Table IV');
  });

  it('sends brotli to a client that takes it, the same JSON once decoded', async () => {
    for (const n of [1, 2, 3]) {
      const description = `<p>${'Solid oak, oiled by hand. '.repeat(20)}</p>`;
      await createProduct(t, productBody(categoryId, { name: `Shelf ${n}`, sku: `SHF-00${n}`, description }));
    }
    const plain = await get('/api/products?sort=name&per_page=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const first = await get('/api/products?sort=name&per_page=50', { 'accept-encoding': 'br, gzip' });
    const again = await get('/api/products?sort=name&per_page=50', { 'accept-encoding': 'br' });
    for (const compressed of [first, again]) {
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    }
    expect(plain.body.length).toBeGreaterThan(1024);
  });

  it('never caches the health checks', async () => {
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers.etag).toBeUndefined();
    expect(health.headers['cache-control']).toBe('no-store');
  });
});

describe('with the response cache off (RESPONSE_CACHE_MB=0)', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('reads the database on every request', async () => {
    t = await createTestApp({ responseCacheBytes: 0 });
    const categoryId = await createCategory(t, 'Chairs');
    const { id } = await createProduct(t, productBody(categoryId, { name: 'Arm Chair', sku: 'CHR-001' }));
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().data.name).toBe('Arm Chair');
    await renameInDatabase(t, id, 'Direct Chair');
    const again = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(again.json().data.name).toBe('Direct Chair');
    expect(again.headers.etag).toBeUndefined();
  });
});
