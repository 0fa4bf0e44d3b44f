import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngPart } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import {
  hashSource,
  STAND_IN_SCRIPT,
  STAND_IN_STYLE,
  type StandInWebBuild,
  writeStandInWebBuild,
} from '../../test/web-build.ts';

describe('security headers per route family', () => {
  let t: TestApp;
  let build: StandInWebBuild;
  let imageUrl: string;

  beforeAll(async () => {
    build = await writeStandInWebBuild({ page: '<p>page</p>', files: { 'assets/app-1a2b3c.js': 'console.log(1)' } });
    t = await createTestApp({ webDistDir: build.dir, trustProxy: 1 });
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/services',
      ...multipart({ title: 'Stairs', description: 'Oak stairs.', order: '1', image: await pngPart() }),
    });
    imageUrl = created.json().data.image_url;
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  const common = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toBeUndefined();
  };

  it.each(['/', '/products/3', '/admin/login', '/no-such-page'])(
    'pages (%s) carry the strict page policy',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      common(response.headers);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/(^|;)(script|style)-src [^;]*unsafe-inline/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
    },
  );

  it("a server-rendered page's policy allows its own inline script and style, by hash, and nothing else inline", async () => {
    const policy = String((await get('/products/3')).headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${hashSource(STAND_IN_SCRIPT)};`);
    expect(policy).toContain(`style-src 'self' ${hashSource(STAND_IN_STYLE)};`);
    expect(policy).toContain("style-src-attr 'unsafe-inline'");
    // The admin area's page, which the browser renders, has no inline script or style.
    const admin = String((await get('/admin/login')).headers['content-security-policy']);
    expect(admin).toContain("script-src 'self';");
    expect(admin).toContain("style-src 'self';");
  });

  it("a page's state is data: nothing may load or run from it", async () => {
    const response = await get('/_state/products/3?page=2');
    expect(response.statusCode).toBe(200);
    common(response.headers);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ url: '/products/3?page=2' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('hashed assets too', async () => {
    const response = await get('/assets/app-1a2b3c.js');
    expect(response.statusCode).toBe(200);
    common(response.headers);
  });

  it('API answers, errors included, forbid loading anything', async () => {
    for (const url of ['/api/faqs', '/api/faqs/999', '/api/no-such-route']) {
      const response = await get(url);
      common(response.headers);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('the API docs page runs only its own script', async () => {
    const response = await get('/api/docs/');
    expect(response.statusCode).toBe(200);
    common(response.headers);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('uploaded images are served inline, sandboxed, never sniffed', async () => {
    const response = await get(imageUrl);
    expect(response.statusCode).toBe(200);
    common(response.headers);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="[^"]+\.png"$/);
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('a stored file of any other type is an opaque download', async () => {
    await fs.mkdir(path.join(t.config.storageDir, 'services'), { recursive: true });
    await fs.writeFile(path.join(t.config.storageDir, 'services', 'page.html'), '<script>alert(1)</script>');
    const response = await get('/storage/services/page.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe('attachment; filename="page.html"');
  });

  it('HSTS only when the request came over https', async () => {
    const response = await get('/api/faqs', { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
