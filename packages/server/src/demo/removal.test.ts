import fs from 'node:fs';
import * as types from '@grain/contract/content-types';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { contentSamples, createRecord } from '../../test/content-samples.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { referencedImages } from '../images/referenced.ts';
import { seedDemoContentIfNew } from './seed.ts';

const SEED_TIMEOUT = 180_000;

type Collection = { table: string; remove: number; edited: number; in_use: number };

describe('removing the demo after the owner added and edited records', { timeout: SEED_TIMEOUT }, () => {
  let t: TestApp;
  let own: { blogCategory: number; blog: number; blogInDemoCategory: number; product: number; banner: number };
  let editedService: number;
  let demoBlogCategory: number;
  let demoCategory: number;
  let demoFilesBefore: string[];

  const count = async (table: 'banners' | 'services' | 'products' | 'blogs' | 'blog_categories' | 'categories') =>
    Number(
      (
        await (t.app.grain.db as unknown as Kysely<Record<string, { id: number }>>)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const exists = (relative: string) => fs.existsSync(t.app.grain.storage.absolute(relative));

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoContentIfNew(t.app.grain)).toBe(true);
    demoFilesBefore = (await t.app.grain.db.selectFrom('demo_files').select('path').execute()).map((row) => row.path);

    const [firstDemoBlogCategory] = (await t.app.inject({ url: '/api/blog-categories' })).json().data;
    demoBlogCategory = firstDemoBlogCategory.id;
    const [firstDemoCategory] = (await t.app.inject({ url: '/api/categories' })).json().data;
    demoCategory = firstDemoCategory.id;
    const [firstDemoService] = (await t.app.inject({ url: '/api/services' })).json().data;
    editedService = firstDemoService.id;

    const blogCategory = await createRecord(t, types.blogCategories, {
      name: 'Our news',
      slug: 'our-news',
      description: 'What happens in our workshop.',
    });
    const blogSample = contentSamples({ blogCategoryId: blogCategory.id }).blogs.create;
    const blog = await createRecord(t, types.blogs, { ...blogSample, title: 'We opened' });
    const blogInDemoCategory = await createRecord(t, types.blogs, {
      ...blogSample,
      title: 'Our first cabin',
      category_id: demoBlogCategory,
    });
    const product = await createProduct(t, productBody(demoCategory, { name: 'Our own stool', sku: 'OWN-1' }));
    const banner = await createRecord(t, types.banners, { title: 'Welcome to our workshop' });
    own = {
      blogCategory: blogCategory.id,
      blog: blog.id,
      blogInDemoCategory: blogInDemoCategory.id,
      product: product.id,
      banner: banner.id,
    };

    const edit = await t.asAdmin({
      method: 'PUT',
      url: `/api/services/${editedService}`,
      payload: { title: 'Repairs' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
  }, SEED_TIMEOUT);
  afterAll(() => t.close());

  it('refuses anyone but an administrator', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: '/api/demo' })).statusCode, method).toBe(401);
      const asStaff = await t.app.inject({
        method,
        url: '/api/demo',
        headers: { authorization: `Bearer ${t.staffToken}` },
      });
      expect(asStaff.statusCode, method).toBe(403);
    }
    expect(await count('banners')).toBe(4);
  });

  it('names what goes and what stays before anything changes', async () => {
    const answer = await t.asAdmin({ method: 'GET', url: '/api/demo' });
    expect(answer.statusCode).toBe(200);
    const plan = answer.json().data;
    const byTable = Object.fromEntries(plan.collections.map((row: Collection) => [row.table, row]));
    expect(byTable.banners).toMatchObject({ remove: 3, edited: 0, in_use: 0 });
    expect(byTable.services).toMatchObject({ remove: 5, edited: 1, in_use: 0 });
    expect(byTable.blog_categories).toMatchObject({ remove: 3, edited: 0, in_use: 1 });
    expect(byTable.categories).toMatchObject({ remove: 5, edited: 0, in_use: 1 });
    expect(byTable.products).toMatchObject({ remove: 36, edited: 0, in_use: 0 });
    expect(plan.removes).toMatch(
      /^Removes the demo content: 3 banners, 4 features, .*, 5 categories and 36 products, with \d+ files\.$/,
    );
    expect(plan.keeps).toEqual([
      'Keeps the demo records you have edited, as your own: 1 service.',
      'Keeps what your own records still use: 1 blog category and 1 category.',
      'Records you added yourself are not touched.',
    ]);
    expect(plan.files).toBeGreaterThan(150);
    expect(await count('products')).toBe(37);
  });

  it('removes exactly the demo records and their files, and the public answers follow', async () => {
    // Cached before the removal: the answer must not outlive it.
    expect((await t.app.inject({ url: '/api/banners' })).json().data).toHaveLength(4);
    const versionBefore = await t.app.grain.contentVersion.current();

    const answer = await t.asAdmin({ method: 'DELETE', url: '/api/demo' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('The demo content was removed.');
    expect(await t.app.grain.contentVersion.current()).toBeGreaterThan(versionBefore);
    const audit = (await t.asAdmin({ method: 'GET', url: '/api/audit?action=demo+removed' })).json().data.data;
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'Ada Admin <admin@grain.test>',
        detail: `${answer.json().data.total} demo records`,
      }),
    ]);

    const banners = (await t.app.inject({ url: '/api/banners' })).json().data;
    expect(banners.map((banner: { id: number }) => banner.id)).toEqual([own.banner]);
    expect(await count('services')).toBe(1);
    expect((await t.app.inject({ url: `/api/services/${editedService}` })).json().data.title).toBe('Repairs');
    expect(await count('blogs')).toBe(2);
    expect(await count('blog_categories')).toBe(2);
    expect((await t.app.inject({ url: `/api/blog-categories/${demoBlogCategory}` })).statusCode).toBe(200);
    expect(await count('products')).toBe(1);
    expect((await t.app.inject({ url: `/api/products/${own.product}` })).statusCode).toBe(200);
    expect(await count('categories')).toBe(1);
    expect((await t.app.inject({ url: `/api/categories/${demoCategory}` })).statusCode).toBe(200);

    // The files of what stays are still there; every other demo file is gone.
    const kept = new Set(await referencedImages(t.app.grain.db));
    const keptDemoFiles = demoFilesBefore.filter((path) => kept.has(path));
    expect(keptDemoFiles.length).toBeGreaterThan(0);
    for (const path of demoFilesBefore) expect(exists(path), path).toBe(kept.has(path));
  });

  it('has nothing left to remove the second time, and leaves the owner’s records alone', async () => {
    const plan = (await t.asAdmin({ method: 'GET', url: '/api/demo' })).json().data;
    expect(plan.total).toBe(0);
    expect(plan.removes).toBe('There is no demo content left to remove.');
    const again = await t.asAdmin({ method: 'DELETE', url: '/api/demo' });
    expect(again.json().message).toBe('There was no demo content left.');
    expect(await count('blogs')).toBe(2);
    expect(await count('products')).toBe(1);
  });

  it('removes a demo category once the owner’s records no longer use it', async () => {
    const moved = await t.asAdmin({
      method: 'PUT',
      url: `/api/blogs/${own.blogInDemoCategory}`,
      payload: { category_id: own.blogCategory },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = await t.asAdmin({ method: 'DELETE', url: '/api/demo' });
    const byTable = Object.fromEntries(answer.json().data.collections.map((row: Collection) => [row.table, row]));
    expect(byTable.blog_categories).toMatchObject({ remove: 1 });
    expect((await t.app.inject({ url: `/api/blog-categories/${demoBlogCategory}` })).statusCode).toBe(404);
    expect(await count('blog_categories')).toBe(1);
  });
});
