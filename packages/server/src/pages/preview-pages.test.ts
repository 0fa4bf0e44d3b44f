import fs from 'node:fs';
import path from 'node:path';
import { PREVIEW_BAR_TEXT, PREVIEW_GONE_TEXT } from '@grain/contract/preview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { createPreview, insertDraft } from '../../test/editorial-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/** The real web build (`npm run build` at the repository's root): these pages are the site's own. */
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
const built = fs.existsSync(path.join(webDist, 'server', 'entry-server.js'));

const ROBOTS_META = /<meta data-head name="robots" content="noindex">/;
const has = (body: string, text: string | RegExp) => (typeof text === 'string' ? body.includes(text) : text.test(body));

describe.skipIf(!built)('preview pages (needs `npm run build`)', () => {
  let t: TestApp;
  let categoryId: number;
  let benchId: number;
  let bannerToken: string;
  let productToken: string;

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp({ webDistDir: webDist });
    const banner = await t.asAdmin({ method: 'POST', url: '/api/banners', payload: { title: 'Handmade in oak' } });
    expect(banner.statusCode).toBe(201);
    categoryId = await createCategory(t, 'Benches');
    benchId = (await createProduct(t, productBody(categoryId, { name: 'Walnut Bench', sku: 'BEN-1' }))).id;
    const bannerDraft = await insertDraft(t, 'banners', banner.json().data.id, { title: 'Draft of the spring sale' });
    bannerToken = (await createPreview(t, bannerDraft)).token;
    const productDraft = await insertDraft(t, 'products', benchId, { name: 'Ash Settle' });
    productToken = (await createPreview(t, productDraft)).token;
  }, 60_000);
  afterAll(() => t?.close());

  it('shows a draft banner title on the preview of / and never on / (before or after: no poisoned cache)', async () => {
    const before = await get('/');
    expect(before.statusCode).toBe(200);
    expect(has(before.body, 'Handmade in oak')).toBe(true);
    expect(has(before.body, 'Draft of the spring sale')).toBe(false);

    const preview = await get(`/preview/${bannerToken}/`);
    expect(preview.statusCode).toBe(200);
    expect(has(preview.body, 'Draft of the spring sale')).toBe(true);
    expect(has(preview.body, 'Handmade in oak')).toBe(false);

    for (const url of ['/', '/_state/']) {
      const after = await get(url);
      expect(has(after.body, 'Handmade in oak')).toBe(true);
      expect(has(after.body, 'Draft of the spring sale')).toBe(false);
      expect(has(after.body, PREVIEW_BAR_TEXT)).toBe(false);
    }
    const api = await get('/api/banners');
    expect(api.json().data.map((each: { title: string }) => each.title)).toEqual(['Handmade in oak']);
  });

  it('is never cached nor indexed, and shows the preview bar; the site’s pages do neither', async () => {
    const preview = await get(`/preview/${bannerToken}/`);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.headers.etag).toBeUndefined();
    expect(has(preview.body, ROBOTS_META)).toBe(true);
    expect(has(preview.body, `<div data-preview-bar="" role="status">${PREVIEW_BAR_TEXT}</div>`)).toBe(true);
    // The links stay in the preview, and the state the app hydrates from is in the page.
    expect(has(preview.body, `href="/preview/${bannerToken}/products"`)).toBe(true);
    expect(has(preview.body, `"preview":{"base":"/preview/${bannerToken}"}`)).toBe(true);

    const home = await get('/');
    expect(home.headers['x-robots-tag']).toBeUndefined();
    expect(has(home.body, ROBOTS_META)).toBe(false);
    expect(has(home.body, '<div data-preview-bar')).toBe(false);
  });

  it('shows a draft product’s name in its category list and on its own page, in preview only', async () => {
    for (const page of [`/products/category/${categoryId}`, `/products/${benchId}`]) {
      const preview = await get(`/preview/${productToken}${page}`);
      expect(preview.statusCode, page).toBe(200);
      expect(has(preview.body, 'Ash Settle'), page).toBe(true);
      expect(has(preview.body, 'Walnut Bench'), page).toBe(false);
      const published = await get(page);
      expect(has(published.body, 'Walnut Bench'), page).toBe(true);
      expect(has(published.body, 'Ash Settle'), page).toBe(false);
    }
  });

  it('adds a new product’s draft to its category list in preview only (the link opens that list)', async () => {
    const draftId = await insertDraft(t, 'products', null, {
      name: 'Cherry Stool',
      sku: 'STL-1',
      price: 90,
      stock_quantity: 2,
      category_id: categoryId,
      is_active: true,
    });
    const link = await createPreview(t, draftId);
    expect(link.url).toBe(`/preview/${link.token}/products/category/${categoryId}`);
    const preview = await get(link.url);
    expect(preview.statusCode).toBe(200);
    expect(has(preview.body, 'Cherry Stool')).toBe(true);
    expect(has(preview.body, 'Walnut Bench')).toBe(true);
    const published = await get(`/products/category/${categoryId}`);
    expect(has(published.body, 'Cherry Stool')).toBe(false);
  });

  it('answers 404 with the site’s page and its reason for unknown, expired and withdrawn links', async () => {
    const expired = await createPreview(t, await insertDraft(t, 'faqs', null, { question: 'Q?' }));
    await t.app.grain.db
      .updateTable('preview_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    const withdrawn = await createPreview(t, await insertDraft(t, 'projects', null, { title: 'Barn' }));
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/editorial/previews/${withdrawn.id}` })).statusCode).toBe(
      200,
    );
    const unknown = `/preview/${'A'.repeat(43)}/`;
    for (const url of [expired.url, withdrawn.url, unknown, '/preview/short', '/preview/', '/preview']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['cache-control'], url).toBe('no-store');
      expect(answer.headers['x-robots-tag'], url).toBe('noindex');
      expect(has(answer.body, PREVIEW_GONE_TEXT), url).toBe(true);
      expect(has(answer.body, 'Page Not Found'), url).toBe(true);
      expect(has(answer.body, '<div data-preview-bar'), url).toBe(false);
    }
  });
});
