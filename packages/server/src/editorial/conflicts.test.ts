import { banners } from '@grain/contract/content-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { createRecord } from '../../test/content-samples.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe(`conflict checks on the spec's updates (${testDialect})`, () => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await createCategory(t, 'Chairs');
  });
  afterAll(() => t.close());

  const staleBanner = {
    success: false,
    message: 'This banner was changed by someone else after you opened it. Nothing was saved.',
  };

  it('sends the version as ETag on an admin read by id', async () => {
    const banner = await createRecord(t, banners, { title: 'Tagged' });
    const admin = await t.asAdmin({ method: 'GET', url: `/api/banners/${banner.id}` });
    expect(admin.headers.etag).toBe(`"${banner.updated_at}"`);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/banners/${banner.id}` });
    // Visitors' answers keep the response cache's own validator.
    expect(visitor.headers.etag).not.toBe(`"${banner.updated_at}"`);
    const product = await createProduct(t, productBody(categoryId, { sku: 'TAG-1' }));
    const read = await t.asAdmin({ method: 'GET', url: `/api/products/${product.id}` });
    expect(read.headers.etag).toBe(`"${product.updated_at}"`);
  });

  it('answers 409 to an update with a stale If-Match, saving nothing; a fresh one saves', async () => {
    const banner = await createRecord(t, banners, { title: 'Opened' });
    await later();
    const first = await t.asAdmin({
      method: 'PUT',
      url: `/api/banners/${banner.id}`,
      headers: { 'if-match': `"${banner.updated_at}"` },
      payload: { title: 'First editor' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await t.asAdmin({
      method: 'PUT',
      url: `/api/banners/${banner.id}`,
      headers: { 'if-match': `"${banner.updated_at}"` },
      payload: { title: 'Second editor' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(staleBanner);
    const live = await t.asAdmin({ method: 'GET', url: `/api/banners/${banner.id}` });
    expect(live.json().data.title).toBe('First editor');
    const fresh = await t.asAdmin({
      method: 'PATCH',
      url: `/api/banners/${banner.id}`,
      headers: { 'if-match': live.headers.etag as string },
      payload: { title: 'Second editor, again' },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('answers 409 to an update whose body `_version` is stale (JSON and multipart)', async () => {
    const product = await createProduct(t, productBody(categoryId, { sku: 'VER-1' }));
    await later();
    const first = await t.asAdmin({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      payload: { name: 'Renamed', _version: product.updated_at },
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await t.asAdmin({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      payload: { name: 'Lost', _version: product.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This product was changed by someone else after you opened it. Nothing was saved.',
    );
    const form = await t.asAdmin({
      method: 'POST',
      url: `/api/products/${product.id}`,
      ...multipart({ _method: 'PUT', name: 'Lost too', _version: product.updated_at }),
    });
    expect(form.statusCode).toBe(409);
    const live = await t.asAdmin({ method: 'GET', url: `/api/products/${product.id}` });
    expect(live.json().data.name).toBe('Renamed');
  });

  it('keeps last-write-wins without If-Match or `_version`', async () => {
    const banner = await createRecord(t, banners, { title: 'Shared' });
    await later();
    for (const title of ['One', 'Two']) {
      const response = await t.asAdmin({ method: 'PUT', url: `/api/banners/${banner.id}`, payload: { title } });
      expect(response.statusCode).toBe(200);
    }
    expect((await t.asAdmin({ method: 'GET', url: `/api/banners/${banner.id}` })).json().data.title).toBe('Two');
  });

  it('lets exactly one of parallel updates based on the same version through', async () => {
    const banner = await createRecord(t, banners, { title: 'Raced' });
    await later();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        t.asAdmin({
          method: 'PUT',
          url: `/api/banners/${banner.id}`,
          headers: { 'if-match': `"${banner.updated_at}"` },
          payload: { title: `Editor ${index}` },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });
});
