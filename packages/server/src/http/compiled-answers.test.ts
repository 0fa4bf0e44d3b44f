import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { seedDemoContentIfNew } from '../demo/seed.ts';
import { saveVariants } from '../images/image-store.ts';
import { referencedImages } from '../images/referenced.ts';
import { routeCatalog } from './route.ts';

const SEED_TIMEOUT = 120_000;
const BAD_TOKEN = { authorization: 'Bearer not-a-token' };

/**
 * Every public read answers through a serializer compiled from its response schema, which
 * drops what the schema does not name and coerces what it types otherwise. These tests send
 * each read of the demo site and compare the answer with the handler's own object as
 * JSON.stringify writes it: a field the schema forgets, or types wrongly, fails here.
 */
describe('compiled serializers write what the handlers return', () => {
  let t: TestApp;
  /** The object each request's handler gave Fastify to send, by request id. */
  const handed = new Map<string, unknown>();

  beforeAll(async () => {
    t = await createTestApp();
    t.app.addHook('preSerialization', async (request, _reply, payload) => {
      handed.set(request.id, payload);
      return payload;
    });
    await seedDemoContentIfNew(t.app.grain);
    await giveVariants(t);
  }, SEED_TIMEOUT);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  /** The records of a list answer: a plain list, or a page of one. */
  const recordsOf = async (url: string): Promise<Array<Record<string, unknown> & { id: number }>> => {
    const { data } = (await get(url, BAD_TOKEN)).json();
    return Array.isArray(data) ? data : data.data;
  };
  const firstId = async (url: string) => (await recordsOf(url))[0].id;

  /** The handler's object, as JSON.stringify writes it, then read back. */
  function handedAsJson(response: LightMyRequestResponse): unknown {
    const requestId = [...handed.keys()].at(-1)!;
    expect(handed.size, response.raw.req.url).toBe(1);
    const object = handed.get(requestId);
    handed.clear();
    return JSON.parse(JSON.stringify(object));
  }

  async function expectSameAnswers(url: string): Promise<void> {
    handed.clear();
    // A token the server does not know: a visitor's answer, made afresh and sent as an object.
    const direct = await get(url, BAD_TOKEN);
    expect(direct.statusCode, url).toBe(200);
    expect(direct.json(), url).toEqual(handedAsJson(direct));

    // An administrator's answer (inactive records too), also made afresh.
    const admin = await t.asAdmin({ method: 'GET', url });
    expect(admin.json(), url).toEqual(handedAsJson(admin));

    // Without a token the answer is serialised once into the response cache, then served from it.
    const cachedFirst = await get(url);
    const cachedAgain = await get(url);
    expect(cachedFirst.body, url).toBe(direct.body);
    expect(cachedAgain.body, url).toBe(direct.body);
    expect(handed.size).toBe(0);
  }

  /** Every URL the test reads for a public GET route; a route it cannot fill in fails the test. */
  async function urlsOf(url: string): Promise<string[]> {
    if (url === '/api/products/:id') {
      const list = await get('/api/products/allproducts?per_page=100', BAD_TOKEN);
      const products: Array<{ id: number; gallery: string[] }> = list.json().data.data;
      const withGallery = products.find((product) => product.gallery.length > 0);
      const without = products.find((product) => product.gallery.length === 0);
      expect(withGallery).toBeDefined();
      return [withGallery, without].filter((product) => product !== undefined).map((p) => `/api/products/${p.id}`);
    }
    if (url === '/api/products/category/:id' || url === '/api/categories/:id/products') {
      const categoryId = await firstId('/api/categories');
      return [url.replace(':id', String(categoryId)), `${url.replace(':id', String(categoryId))}?page=2&per_page=2`];
    }
    if (url.startsWith('/api/products')) {
      return [url, `${url}?q=oak&sort=price&order=desc&per_page=5`, `${url}?customized=1`];
    }
    if (url.endsWith('/:id')) {
      const base = url.slice(0, -'/:id'.length);
      return [url.replace(':id', String(await firstId(base)))];
    }
    // An invitation link's preview reads no content; staff/staff.test.ts checks its answers.
    if (url === '/api/invitations/:token') return [];
    if (url.includes(':')) throw new Error(`No values for the parameters of ${url}`);
    if (url === '/api/health' || url === '/api/ready') return [];
    // The demo has no redirect: the answer is null; redirects.test.ts checks a match.
    if (url === '/api/redirects/match') return [`${url}?url=${encodeURIComponent('/about?ref=menu')}`];
    return [url, `${url}?page=1&per_page=2`];
  }

  it('answers every public read of the demo site as the handler made it', async () => {
    const routes = (routeCatalog.get(t.app) ?? []).filter(
      (route) => route.access === 'public' && route.method === 'GET',
    );
    const urls = (await Promise.all(routes.map((route) => urlsOf(route.url)))).flat();
    expect(urls.length).toBeGreaterThan(60);
    for (const url of urls) await expectSameAnswers(url);
  });

  it('answers the health checks as the handler made them (never cached)', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      handed.clear();
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(handedAsJson(response));
    }
  });

  it('covers records with variants of both fallbacks, records without, and nested references', async () => {
    const blogs = await recordsOf('/api/blogs');
    expect(blogs[0].category).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const products: Array<{ image_meta: { srcset: object } | null }> = (
      await get('/api/products?per_page=100', BAD_TOKEN)
    ).json().data.data;
    const metas = products.map((product) => product.image_meta);
    expect(metas).toContainEqual(null);
    expect(metas).toContainEqual(
      expect.objectContaining({ srcset: expect.objectContaining({ png: expect.any(String) }) }),
    );
    expect(metas).toContainEqual(
      expect.objectContaining({ srcset: expect.objectContaining({ jpeg: expect.any(String) }) }),
    );
  });
});

/**
 * Records the variants of most demo images, as the image worker would once it made them (the
 * files themselves do not matter here): every third a see-through PNG fallback, every fifth
 * left without, as while the worker is still busy.
 */
async function giveVariants(t: TestApp): Promise<void> {
  const paths = await referencedImages(t.app.grain.db);
  for (const [index, path] of paths.entries()) {
    if (index % 5 === 4) continue;
    await saveVariants(t.app.grain.db, path, {
      width: 1600,
      height: 1067,
      placeholder: index % 2 ? '#8a6b4f' : 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4',
      widths: [320, 640, 1280, 1600],
      fallback: index % 3 === 2 ? 'png' : 'jpeg',
    });
  }
}
