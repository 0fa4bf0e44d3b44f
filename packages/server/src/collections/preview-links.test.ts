import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { createPreview, insertDraft } from '../../test/editorial-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { configFromEnv } from '../config.ts';
import { previewTokenHash } from '../http/preview-request.ts';
import { internalRequestHeaders } from '../http/request-log.ts';

const HOUR = 3600 * 1000;

describe('preview links', () => {
  let t: TestApp;
  let categoryId: number;
  let productId: number;
  let bannerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await createCategory(t, 'Benches');
    productId = (await createProduct(t, productBody(categoryId, { name: 'Walnut Bench', sku: 'BEN-1' }))).id;
    const banner = await t.asAdmin({ method: 'POST', url: '/api/banners', payload: { title: 'Published banner' } });
    bannerId = banner.json().data.id;
  });
  afterAll(() => t.close());

  it('makes a link to the record’s own page that lives GRAIN_PREVIEW_HOURS, the token stored only hashed', async () => {
    const draftId = await insertDraft(t, 'products', productId, { name: 'Ash Settle' });
    const before = Date.now();
    const link = await createPreview(t, draftId);
    expect(link.url).toMatch(new RegExp(`^/preview/[A-Za-z0-9_-]{43}/products/${productId}$`));
    const expires = new Date(link.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1000);

    const rows = await t.app.grain.db.selectFrom('preview_links').selectAll().where('id', '=', link.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(previewTokenHash(link.token));
    expect(Object.values(rows[0]).map(String)).not.toContain(link.token);
    expect(JSON.stringify(rows[0])).not.toContain(link.token);
    expect(rows[0]).toMatchObject({ collection: 'products', record_id: productId, draft_id: draftId });
  });

  it('opens the given path, or the page showing the record, its list or the home page', async () => {
    const banner = await insertDraft(t, 'banners', bannerId, { title: 'Draft banner' });
    expect((await createPreview(t, banner)).url).toMatch(/^\/preview\/[\w-]{43}\/$/);
    expect((await createPreview(t, banner, '/about?tab=2')).url).toMatch(/^\/preview\/[\w-]{43}\/about\?tab=2$/);
    const newProduct = await insertDraft(t, 'products', null, { name: 'Cherry Stool', category_id: categoryId });
    expect((await createPreview(t, newProduct)).url).toMatch(new RegExp(`/products/category/${categoryId}$`));
    const newPost = await insertDraft(t, 'blogs', null, { title: 'Oiling oak' });
    expect((await createPreview(t, newPost)).url).toMatch(/^\/preview\/[\w-]{43}\/blog$/);
    const faq = await insertDraft(t, 'faqs', null, { question: 'Do you deliver?' });
    expect((await createPreview(t, faq)).url).toMatch(/^\/preview\/[\w-]{43}\/faq$/);
    const category = await insertDraft(t, 'categories', categoryId, { name: 'Stools' });
    expect((await createPreview(t, category)).url).toMatch(
      new RegExp(`/preview/[\\w-]{43}/products/category/${categoryId}$`),
    );
  });

  it('answers 404 for an unknown draft, 422 for a path off the public site, 401/403 without an admin', async () => {
    const unknown = await t.asAdmin({ method: 'POST', url: '/api/editorial/previews', payload: { draft_id: 999_999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'Draft not found' });
    const draftId = await insertDraft(t, 'faqs', null, { question: 'Q?' });
    const offSite = await t.asAdmin({
      method: 'POST',
      url: '/api/editorial/previews',
      payload: { draft_id: draftId, path: '/api/products' },
    });
    expect(offSite.statusCode).toBe(422);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/editorial/previews',
      payload: { draft_id: draftId },
    });
    expect(visitor.statusCode).toBe(401);
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/editorial/previews?draft_id=${draftId}`,
      headers: { authorization: `Bearer ${t.staffToken}` },
    });
    expect(staff.statusCode).toBe(403);
  });

  it('lists a draft’s live links and withdraws one', async () => {
    const draftId = await insertDraft(t, 'projects', null, { title: 'Barn' });
    const first = await createPreview(t, draftId);
    const second = await createPreview(t, draftId, '/project');
    await t.app.grain.db
      .updateTable('preview_links')
      .set({ expires_at: new Date(Date.now() - HOUR).toISOString() })
      .where('id', '=', first.id)
      .execute();
    const list = await t.asAdmin({ method: 'GET', url: `/api/editorial/previews?draft_id=${draftId}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        id: second.id,
        draft_id: draftId,
        path: '/project',
        expires_at: second.expires_at,
        created_at: expect.any(String),
      },
    ]);
    const revoked = await t.asAdmin({ method: 'DELETE', url: `/api/editorial/previews/${second.id}` });
    expect(revoked.statusCode).toBe(200);
    expect(
      (await t.asAdmin({ method: 'GET', url: `/api/editorial/previews?draft_id=${draftId}` })).json().data,
    ).toEqual([]);
    expect((await t.asAdmin({ method: 'DELETE', url: '/api/editorial/previews/999999' })).statusCode).toBe(404);
  });

  it('are in the OpenAPI description', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/editorial/previews', '/api/editorial/previews/{id}']),
    );
  });

  it('reads GRAIN_PREVIEW_HOURS, 24 by default', () => {
    expect(configFromEnv({}, '/tmp').editorial.previewHours).toBe(24);
    expect(configFromEnv({ GRAIN_PREVIEW_HOURS: '2' }, '/tmp').editorial.previewHours).toBe(2);
    expect(() => configFromEnv({ GRAIN_PREVIEW_HOURS: '0' }, '/tmp')).toThrow(
      'GRAIN_PREVIEW_HOURS must be a positive number, got "0"',
    );
  });
});

describe('the draft overlay of public reads', () => {
  let t: TestApp;
  let categoryId: number;
  let otherCategoryId: number;
  let benchId: number;
  const preview = (draftId: number) => ({ ...internalRequestHeaders(), 'x-grain-preview-draft': String(draftId) });
  const names = (data: Array<{ name?: string; title?: string }>) => data.map((each) => each.name ?? each.title);

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await createCategory(t, 'Benches');
    otherCategoryId = await createCategory(t, 'Tables');
    benchId = (await createProduct(t, productBody(categoryId, { name: 'Walnut Bench', sku: 'BEN-1', price: 300 }))).id;
    await createProduct(t, productBody(categoryId, { name: 'Oak Bench', sku: 'BEN-2', price: 200 }));
    for (const [title, order] of [
      ['First question?', 1],
      ['Second question?', 2],
    ] as const) {
      await t.asAdmin({ method: 'POST', url: '/api/faqs', payload: { question: title, answer: 'Yes.', order } });
    }
  });
  afterAll(() => t.close());

  it('replaces a product’s values in its category list, the search and its own read', async () => {
    const draftId = await insertDraft(t, 'products', benchId, { name: 'Ash Settle', price: 150 });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/products/category/${categoryId}?sort=price&order=asc`,
      headers: preview(draftId),
    });
    expect(names(list.json().data.data)).toEqual(['Ash Settle', 'Oak Bench']);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/products/search?q=settle',
      headers: preview(draftId),
    });
    expect(names(search.json().data.data)).toEqual(['Ash Settle']);
    expect(search.json().data.total).toBe(1);
    const one = await t.app.inject({ method: 'GET', url: `/api/products/${benchId}`, headers: preview(draftId) });
    expect(one.json().data).toMatchObject({ id: benchId, name: 'Ash Settle', price: 150, sku: 'BEN-1' });
    // Published reads, before and after, stay as they were (and the cache was not filled by the preview).
    const published = await t.app.inject({ method: 'GET', url: `/api/products/${benchId}` });
    expect(published.json().data.name).toBe('Walnut Bench');
  });

  it('sorts a product its draft prices on request after the priced ones, and out of price ranges', async () => {
    await t.app.grain.db.deleteFrom('record_drafts').execute();
    const draftId = await insertDraft(t, 'products', benchId, { price: 10, price_on_request: true });
    const list = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/products/category/${categoryId}?sort=price&${query}`,
        headers: preview(draftId),
      });
    expect(names((await list('order=asc')).json().data.data)).toEqual(['Oak Bench', 'Walnut Bench']);
    expect(names((await list('order=desc')).json().data.data)).toEqual(['Oak Bench', 'Walnut Bench']);
    expect(names((await list('order=asc&price_max=250')).json().data.data)).toEqual(['Oak Bench']);
  });

  it('hides a product its draft makes inactive, and moves one its draft moves to another category', async () => {
    await t.app.grain.db.deleteFrom('record_drafts').execute();
    const inactive = await insertDraft(t, 'products', benchId, { is_active: false });
    const list = await t.app.inject({ method: 'GET', url: '/api/products', headers: preview(inactive) });
    expect(names(list.json().data.data)).toEqual(['Oak Bench']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${benchId}`, headers: preview(inactive) })).statusCode,
    ).toBe(404);
    await t.app.grain.db.deleteFrom('record_drafts').execute();
    const moved = await insertDraft(t, 'products', benchId, { category_id: otherCategoryId });
    const tables = await t.app.inject({
      method: 'GET',
      url: `/api/products/category/${otherCategoryId}`,
      headers: preview(moved),
    });
    expect(tables.json().data.data).toMatchObject([
      { name: 'Walnut Bench', category: { id: otherCategoryId, name: 'Tables' } },
    ]);
    const benches = await t.app.inject({
      method: 'GET',
      url: `/api/products/category/${categoryId}`,
      headers: preview(moved),
    });
    expect(names(benches.json().data.data)).toEqual(['Oak Bench']);
  });

  it('adds a new product to its category’s list and answers its own read', async () => {
    await t.app.grain.db.deleteFrom('record_drafts').execute();
    const draftId = await insertDraft(t, 'products', null, {
      name: 'Cherry Stool',
      sku: 'STL-1',
      price: 90,
      stock_quantity: 2,
      category_id: categoryId,
      is_active: true,
      gallery: [],
      specifications: [{ key: 'Height', value: '45 cm' }],
      features: ['Oiled'],
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/products/category/${categoryId}?sort=name&order=asc`,
      headers: preview(draftId),
    });
    const items = list.json().data;
    expect(names(items.data)).toEqual(['Cherry Stool', 'Oak Bench', 'Walnut Bench']);
    expect(items.total).toBe(3);
    const id = items.data[0].id;
    const one = await t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers: preview(draftId) });
    expect(one.json().data).toMatchObject({
      name: 'Cherry Stool',
      specifications: [{ key: 'Height', value: '45 cm' }],
      features: ['Oiled'],
      category: { id: categoryId, name: 'Benches' },
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/products/category/${otherCategoryId}`,
      headers: preview(draftId),
    });
    expect(other.json().data.data).toEqual([]);
    const published = await t.app.inject({ method: 'GET', url: `/api/products/category/${categoryId}` });
    expect(names(published.json().data.data)).not.toContain('Cherry Stool');
  });

  it('overlays content lists in the type’s order, and their by-id reads', async () => {
    const faqs = (await t.app.inject({ method: 'GET', url: '/api/faqs' })).json().data as Array<{ id: number }>;
    const moved = await insertDraft(t, 'faqs', faqs[0].id, { question: 'First, now last?', answer: 'Yes.', order: 3 });
    const list = await t.app.inject({ method: 'GET', url: '/api/faqs', headers: preview(moved) });
    expect(list.json().data.map((faq: { question: string }) => faq.question)).toEqual([
      'Second question?',
      'First, now last?',
    ]);
    const one = await t.app.inject({ method: 'GET', url: `/api/faqs/${faqs[0].id}`, headers: preview(moved) });
    expect(one.json().data.question).toBe('First, now last?');
    const added = await insertDraft(t, 'faqs', null, { question: 'A new one?', answer: 'Soon.', order: 1 });
    const paged = await t.app.inject({ method: 'GET', url: '/api/faqs?page=1&per_page=2', headers: preview(added) });
    expect(paged.json().data).toMatchObject({
      total: 3,
      data: [{ question: 'First question?' }, { question: 'A new one?' }],
    });
  });

  it('ignores the preview header from a visitor: without the internal token it reads the published data', async () => {
    await t.app.grain.db.deleteFrom('record_drafts').execute();
    const draftId = await insertDraft(t, 'products', benchId, { name: 'Forged Name' });
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/products/${benchId}`,
      headers: { 'x-grain-preview-draft': String(draftId), 'x-grain-internal': 'guess' },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().data.name).toBe('Walnut Bench');
  });
});
