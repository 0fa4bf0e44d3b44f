import fs from 'node:fs';
import path from 'node:path';
import { banners, blogCategories, blogs, services } from '@grain/contract/content-types';
import { paths as sitePaths } from '@grain/contract/site-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { contentSamples, createRecord } from '../../test/content-samples.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';

/**
 * Drafts never reach a rendered page: the site's own render (the built web app, as `npm run
 * build` leaves it in packages/web/dist or WEB_DIST_DIR) of the home page and of each record's
 * page, before and after publish. Skipped when the web app is not built.
 */
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
const built = fs.existsSync(path.join(webDist, 'server'));

describe.skipIf(!built)(`drafts on rendered pages (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: webDist, publicUrl: 'https://grain.example.com' });
  });
  afterAll(() => t.close());

  const page = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  it('shows a banner, a service, a blog post and a product draft on no page until published', async () => {
    const tips = await createRecord(t, blogCategories, { name: 'Tips', slug: 'tips', description: 'Tips.' });
    const samples = contentSamples({ blogCategoryId: tips.id });
    const categoryId = await createCategory(t, 'Tables');
    const records = [
      {
        path: banners.path,
        field: 'title',
        record: await createRecord(t, banners, samples.banners.create),
        page: () => '/',
      },
      {
        path: services.path,
        field: 'title',
        record: await createRecord(t, services, samples.services.create),
        page: (id: number) => sitePaths.service(id),
      },
      {
        path: blogs.path,
        field: 'title',
        record: await createRecord(t, blogs, samples.blogs.create),
        page: (id: number) => sitePaths.blogPost(id),
      },
      {
        path: 'products',
        field: 'name',
        record: await createProduct(t, productBody(categoryId, { sku: 'PAGE-1' })),
        page: (id: number) => sitePaths.product(id),
      },
    ];
    for (const { path: apiPath, field, record, page: pageOf } of records) {
      const value = `Draft words for ${apiPath}`;
      const saved = await t.asAdmin({
        method: 'PUT',
        url: `/api/editorial/${apiPath}/records/${record.id}/draft`,
        payload: { [field]: value },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      for (const url of ['/', pageOf(record.id)]) expect(await page(url)).not.toContain(value);
      const published = await t.asAdmin({
        method: 'POST',
        url: `/api/editorial/drafts/${saved.json().data.id}/publish`,
      });
      expect(published.statusCode, published.body).toBe(200);
      expect(await page(pageOf(record.id))).toContain(value);
    }
  });
});
