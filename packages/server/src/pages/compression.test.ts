import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type StandInWebBuild, writeStandInWebBuild } from '../../test/web-build.ts';
import { BROTLI_BEST_QUALITY, compress } from '../cache/response-cache.ts';
import { demoBlogs } from '../demo/demo-text/blog.ts';

const SCRIPT = `console.log(${JSON.stringify('a grain of oak '.repeat(400))});`;
/** Prose, as a real page carries: brotli's best quality finds more in it than its fast one. */
const PAGE = `<main>${demoBlogs.map((blog) => `<article><h2>${blog.title}</h2>${blog.description}</article>`).join('')}</main>`;

describe('compression', () => {
  let t: TestApp;
  let build: StandInWebBuild;

  beforeAll(async () => {
    build = await writeStandInWebBuild({
      page: PAGE,
      files: {
        'assets/app-1a2b3c.js': SCRIPT,
        'assets/app-1a2b3c.js.br': brotliCompressSync(SCRIPT),
        'assets/app-1a2b3c.js.gz': gzipSync(SCRIPT),
        'assets/app-1a2b3c.js.map': '{}',
      },
    });
    t = await createTestApp({ webDistDir: build.dir });
    for (let order = 1; order <= 12; order += 1) {
      const created = await t.asAdmin({
        method: 'POST',
        url: '/api/faqs',
        payload: {
          question: `How long does oiled oak take to cure, case ${order}?`,
          answer: 'About two weeks. '.repeat(8),
          order,
        },
      });
      expect(created.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a built asset as its brotli copy, its gzip copy, or as it is, by what the client accepts', async () => {
    const brotli = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never serves source maps, compressed copies by their own names, the template or the manifest', async () => {
    for (const url of ['/assets/app-1a2b3c.js.map', '/assets/app-1a2b3c.js.br']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    // Outside /assets an address is a page: the renderer answers it, not the file.
    for (const url of ['/sourcemaps/app-1a2b3c.js.map', '/.vite/manifest.json']) {
      const response = await get(url);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<main>');
    }
    const template = await get('/index.html');
    expect(template.statusCode).toBe(404);
    expect(template.body).not.toContain('ssr-html');
  });

  it('answers an address with malformed escapes as a bad request, not as a server error', async () => {
    for (const url of ['/%E0%A4%A', '/assets/%E0%A4%A.js', '/about%E0%A4%A']) {
      const response = await get(url);
      expect([response.statusCode, response.body], url).toEqual([400, expect.not.stringContaining('stack')]);
    }
  });

  it('compresses rendered pages and API answers above 1 KB, and leaves small answers as they are', async () => {
    const page = await get('/about', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(PAGE);

    const list = await get('/api/faqs', 'gzip');
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString()).data).toHaveLength(12);

    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("sends a page at brotli's fast quality first, and at its best once that is made", async () => {
    const body = Buffer.from((await get('/services')).body);
    const fast = compress(body, 'br');
    const best = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_BEST_QUALITY } });
    expect(best.length).toBeLessThan(fast.length);

    expect((await get('/services', 'br')).rawPayload).toEqual(fast);
    let sent = fast;
    for (let tries = 0; tries < 100 && sent.equals(fast); tries += 1) {
      await sleep(50);
      sent = (await get('/services', 'br')).rawPayload;
    }
    expect(sent).toEqual(best);
  });
});
