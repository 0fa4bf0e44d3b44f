import fs from 'node:fs';
import path from 'node:path';
import { blogCategories, blogs, services } from '@grain/contract/content-types';
import type { MediaUse } from '@grain/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, pngPart, productBody } from '../../test/catalogue-fixtures.ts';
import { contentSamples, createRecord } from '../../test/content-samples.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { mediaItemId, storedTraces } from '../../test/media.ts';
import { multipart } from '../../test/multipart.ts';
import { type StandInWebBuild, writeStandInWebBuild } from '../../test/web-build.ts';

/**
 * Search & sharing (issue 48): the records' and the fixed pages' own meta title, description,
 * sharing picture and noindex, stored through the API, in the rendered pages' heads (the site's
 * own render, as `npm run build` leaves it; those tests are skipped when it is not built), out
 * of the sitemap when noindex (served by any web build: a stand-in one when the site is not
 * built, as in CI's other Node legs), and the SEO health list.
 */
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
const built = fs.existsSync(path.join(webDist, 'server'));
const origin = 'https://grain.example.com';

/** The `content` of the head's meta element with this name or property. */
function metaContent(html: string, key: string): string | undefined {
  const element = html.match(new RegExp(`<meta data-head (?:name|property)="${key}" content="([^"]*)">`));
  return element?.[1];
}
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe(`search and sharing (${testDialect})`, () => {
  let t: TestApp;
  let categoryId: number;
  let picture: string;
  let standIn: StandInWebBuild | undefined;

  beforeAll(async () => {
    standIn = built ? undefined : await writeStandInWebBuild({ page: '<h1>Grain</h1>' });
    t = await createTestApp({ webDistDir: standIn?.dir ?? webDist, publicUrl: origin });
    categoryId = await createCategory(t, 'Tables');
    // A picture of the media library: a product's upload joins it.
    const form = multipart({
      ...productBody(categoryId, { sku: 'PIC-1', name: 'Picture holder', is_active: '0' }),
      image: await pngPart(),
    });
    const holder = await t.asAdmin({ method: 'POST', url: '/api/products', ...form });
    expect(holder.statusCode).toBe(201);
    picture = holder.json().data.image;
    await t.app.grain.images.drain();
  });
  afterAll(async () => {
    await t.close();
    await standIn?.remove();
  });

  it('stores a record’s own values through its update, and refuses over-long ones with clear messages', async () => {
    const product = await createProduct(t, productBody(categoryId, { sku: 'SEO-1' }));
    expect(product).toMatchObject({ meta_title: null, meta_description: null, share_image: null, noindex: false });

    const refused = await t.asAdmin({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      payload: { meta_title: 'x'.repeat(71), meta_description: 'y'.repeat(321) },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      meta_title: ['The meta title field must not be greater than 70 characters.'],
      meta_description: ['The meta description field must not be greater than 320 characters.'],
    });

    const saved = await t.asAdmin({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      payload: { meta_title: ' Oak table, made to last ', meta_description: 'Our oak table.', noindex: '1' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      meta_title: 'Oak table, made to last',
      meta_description: 'Our oak table.',
      noindex: true,
    });

    const service = await createRecord(t, services, {
      ...contentSamples({ blogCategoryId: 0 }).services.create,
      meta_description: 'Custom joinery, built on site.',
    });
    const read = await t.app.inject({ url: `/api/services/${service.id}` });
    expect(read.json().data.meta_description).toBe('Custom joinery, built on site.');
  });

  it('removes a record’s sharing picture sent empty, and the library keeps the picture', async () => {
    const item = await mediaItemId(t, picture);
    const liveUses = async () =>
      ((await t.asAdmin({ url: `/api/media/${item}` })).json().data.uses as MediaUse[])
        .filter((use) => use.state === 'live')
        .map((use) => `${use.entity} ${use.record_id}`);
    const product = await createProduct(
      t,
      productBody(categoryId, { sku: 'SEO-2', meta_title: 'Kept title', share_image: picture }),
    );
    const service = await createRecord(t, services, {
      ...contentSamples({ blogCategoryId: 0 }).services.create,
      share_image: picture,
    });
    expect(product.share_image).toBe(picture);
    expect(await liveUses()).toEqual(expect.arrayContaining([`products ${product.id}`, `services ${service.id}`]));

    // JSON: null; multipart, as the admin's forms send it: an empty value.
    const json = await t.asAdmin({ method: 'PUT', url: `/api/products/${product.id}`, payload: { share_image: null } });
    expect(json.statusCode).toBe(200);
    const form = await t.asAdmin({
      method: 'POST',
      url: `/api/services/${service.id}`,
      ...multipart({ _method: 'PUT', share_image: '' }),
    });
    expect(form.statusCode).toBe(200);

    const removed = { share_image: null, share_image_url: null, share_image_meta: null };
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).json().data).toMatchObject({
      ...removed,
      meta_title: 'Kept title',
    });
    expect((await t.app.inject({ url: `/api/services/${service.id}` })).json().data).toMatchObject(removed);
    const uses = await liveUses();
    expect(uses).not.toContain(`products ${product.id}`);
    expect(uses).not.toContain(`services ${service.id}`);
    expect(await storedTraces(t, picture)).toMatchObject({ file: true, item: true });
  });

  it('saves a fixed page’s values (a library picture only) and answers them to every visitor', async () => {
    const unknown = await t.asAdmin({ method: 'PUT', url: '/api/page-seo/nowhere', payload: {} });
    expect(unknown.statusCode).toBe(404);

    const notLibrary = await t.asAdmin({
      method: 'PUT',
      url: '/api/page-seo/about',
      payload: { share_image: 'products/elsewhere.jpg' },
    });
    expect(notLibrary.statusCode).toBe(422);
    expect(notLibrary.json().errors).toEqual({
      share_image: ['The sharing picture must be a picture of the media library.'],
    });

    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/page-seo/about', payload: {} });
    expect(anonymous.statusCode).toBe(401);

    const saved = await t.asAdmin({
      method: 'PUT',
      url: '/api/page-seo/about',
      payload: {
        meta_title: 'About our Asheville workshop',
        meta_description: 'Three generations of woodworkers.',
        share_image: picture,
        noindex: false,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      page_key: 'about',
      meta_title: 'About our Asheville workshop',
      share_image: picture,
      share_image_url: `${origin}/storage/${picture}`,
      noindex: false,
    });

    const list = (await t.app.inject({ url: '/api/page-seo' })).json().data;
    expect(list.map((page: { page_key: string }) => page.page_key)).toEqual([
      'home',
      'about',
      'services',
      'mission',
      'faq',
      'pricing',
      'team',
      'projects',
      'products',
      'customized-products',
      'blog',
      'contact',
    ]);
    expect(list[1].meta_description).toBe('Three generations of woodworkers.');
    expect(list[0]).toMatchObject({ meta_title: null, meta_description: null, share_image: null, noindex: false });

    // The picture is in use while the page shares it: the library keeps it.
    const item = await mediaItemId(t, picture);
    const deleted = await t.asAdmin({ method: 'DELETE', url: `/api/media/${item}` });
    expect(deleted.statusCode).toBe(409);
    const uses = (await t.asAdmin({ url: `/api/media/${item}` })).json().data.uses;
    expect(uses).toContainEqual(
      expect.objectContaining({ entity: 'page_seo', entity_label: 'Search & sharing', record_label: 'About Us' }),
    );

    const audit = await t.app.grain.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_label', 'fields'])
      .where('entity', '=', 'page_seo')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', entity_label: 'About Us (/about)' });
    expect(JSON.parse(String(audit[0].fields))).toEqual(['meta_title', 'meta_description', 'share_image']);
  });

  it('removes a fixed page’s sharing picture sent empty, and the library keeps the picture', async () => {
    const item = await mediaItemId(t, picture);
    const contactUses = async () =>
      ((await t.asAdmin({ url: `/api/media/${item}` })).json().data.uses as MediaUse[]).filter(
        (use) => use.entity === 'page_seo' && use.record_label === 'Contact Us',
      );
    const values = { meta_title: 'Visit the workshop', meta_description: 'Find us.', noindex: false };
    const set = await t.asAdmin({
      method: 'PUT',
      url: '/api/page-seo/contact',
      payload: { ...values, share_image: picture },
    });
    expect(set.json().data.share_image).toBe(picture);
    expect(await contactUses()).toHaveLength(1);

    for (const empty of ['', null]) {
      await t.asAdmin({ method: 'PUT', url: '/api/page-seo/contact', payload: { ...values, share_image: picture } });
      const cleared = await t.asAdmin({
        method: 'PUT',
        url: '/api/page-seo/contact',
        payload: { ...values, share_image: empty },
      });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().data).toMatchObject({ ...values, share_image: null, share_image_url: null });
      const contact = (await t.app.inject({ url: '/api/page-seo' }))
        .json()
        .data.find((page: { page_key: string }) => page.page_key === 'contact');
      expect(contact).toMatchObject({ share_image: null, share_image_url: null, share_image_meta: null });
      expect(await contactUses()).toEqual([]);
    }
    expect(await storedTraces(t, picture)).toMatchObject({ file: true, item: true });
  });

  it('leaves noindex pages and records out of the sitemap', async () => {
    const shown = await createProduct(t, productBody(categoryId, { sku: 'MAP-1' }));
    const hidden = await createProduct(t, productBody(categoryId, { sku: 'MAP-2', noindex: true }));
    await t.asAdmin({ method: 'PUT', url: '/api/page-seo/pricing', payload: { noindex: true } });
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${origin}/products/${shown.id}</loc>`);
    expect(sitemap).not.toContain(`<loc>${origin}/products/${hidden.id}</loc>`);
    expect(sitemap).not.toContain(`<loc>${origin}/price</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/faq</loc>`);
    await t.asAdmin({ method: 'PUT', url: '/api/page-seo/pricing', payload: { noindex: false } });
  });

  describe.skipIf(!built)('in the rendered head', () => {
    const page = async (url: string) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };

    it('puts a record’s own title, description, picture and noindex in its page’s head', async () => {
      const product = await createProduct(
        t,
        productBody(categoryId, {
          sku: 'HEAD-1',
          name: 'Walnut Bench',
          meta_title: 'Walnut bench | Handmade in Asheville',
          meta_description: 'A walnut bench,\nmade by hand.',
          share_image: picture,
          noindex: true,
        }),
      );
      const html = await page(`/products/${product.id}`);
      expect(titleOf(html)).toBe('Walnut bench | Handmade in Asheville');
      expect(metaContent(html, 'description')).toBe('A walnut bench, made by hand.');
      expect(metaContent(html, 'og:title')).toBe('Walnut bench | Handmade in Asheville');
      expect(metaContent(html, 'og:description')).toBe('A walnut bench, made by hand.');
      expect(metaContent(html, 'og:image')).toMatch(
        new RegExp(`^${origin}/storage/variants/${picture.replace(/\./g, '\\.')}/w\\d+\\.(jpg|png)$`),
      );
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'robots')).toBe('noindex');
    });

    it('falls back to the derived picture once a record’s own one is removed', async () => {
      const service = await createRecord(t, services, {
        ...contentSamples({ blogCategoryId: 0 }).services.create,
        title: 'Staircases',
      });
      const sharedPicture = async () => metaContent(await page(`/services/${service.id}`), 'og:image');
      const derived = await sharedPicture();
      expect(derived ?? '').not.toContain(picture);

      await t.asAdmin({ method: 'PUT', url: `/api/services/${service.id}`, payload: { share_image: picture } });
      expect(await sharedPicture()).toContain(`/storage/variants/${picture}/`);

      await t.asAdmin({
        method: 'POST',
        url: `/api/services/${service.id}`,
        ...multipart({ _method: 'PUT', share_image: '' }),
      });
      expect(await sharedPicture()).toBe(derived);
    });

    it('keeps a record’s derived head when it has no values of its own', async () => {
      const product = await createProduct(
        t,
        productBody(categoryId, { sku: 'HEAD-2', name: 'Ash Stool', short_description: 'A three-legged ash stool.' }),
      );
      const html = await page(`/products/${product.id}`);
      expect(titleOf(html)).toBe('Ash Stool | Grain');
      expect(metaContent(html, 'description')).toBe('A three-legged ash stool.');
      expect(metaContent(html, 'og:title')).toBe('Ash Stool | Grain');
      expect(metaContent(html, 'robots')).toBeUndefined();
      expect(html).toContain(`<link data-head rel="canonical" href="${origin}/products/${product.id}">`);
    });

    it('puts a fixed page’s own values in its head, and leaves the other pages’ derived', async () => {
      const about = await page('/about');
      expect(titleOf(about)).toBe('About our Asheville workshop');
      expect(metaContent(about, 'description')).toBe('Three generations of woodworkers.');
      expect(metaContent(about, 'og:image')).toMatch(new RegExp(`^${origin}/storage/variants/`));

      await t.asAdmin({ method: 'PUT', url: '/api/page-seo/faq', payload: { noindex: true } });
      const faq = await page('/faq');
      expect(titleOf(faq)).toBe('FAQ | Grain');
      expect(metaContent(faq, 'robots')).toBe('noindex');

      const pricing = await page('/price');
      expect(titleOf(pricing)).toBe('Pricing | Grain');
      expect(metaContent(pricing, 'description')).toBe(
        'Plans for every project, from $68 a month: Basic, Standard and Premium, with design, materials and craftsmanship included.',
      );
      expect(metaContent(pricing, 'robots')).toBeUndefined();
    });
  });

  it('lists the SEO health issues: missing, duplicate and long texts, noindex pages in the menu', async () => {
    const fresh = await createTestApp({ publicUrl: origin });
    try {
      const tables = await createCategory(fresh, 'Chairs');
      await createProduct(fresh, productBody(tables, { sku: 'H-1', name: 'Plain Chair' }));
      await createProduct(
        fresh,
        productBody(tables, { sku: 'H-2', name: 'Oak Chair', short_description: 'Oak.', meta_description: 'Same.' }),
      );
      await createProduct(
        fresh,
        productBody(tables, { sku: 'H-3', name: 'Oak Chair', short_description: 'Oak.', meta_description: 'Same.' }),
      );
      await createProduct(
        fresh,
        productBody(tables, {
          sku: 'H-4',
          name: 'Long',
          short_description: 'Long.',
          meta_title: 'A very long meta title that goes on and on past sixty chars!!',
          meta_description: 'd'.repeat(170),
        }),
      );
      const category = await createRecord(fresh, blogCategories, { name: 'News', slug: 'news', description: 'News.' });
      await createRecord(fresh, blogs, {
        ...contentSamples({ blogCategoryId: category.id }).blogs.create,
        title: 'Hidden post',
        noindex: true,
        meta_description: 'Same.',
      });
      await fresh.asAdmin({ method: 'PUT', url: '/api/page-seo/faq', payload: { noindex: true } });

      const response = await fresh.asAdmin({ url: '/api/seo/health' });
      expect(response.statusCode).toBe(200);
      const health = response.json().data;
      const rows = health.issues.map(
        (issue: { collection: string; label: string; kind: string; detail: string }) =>
          `${issue.collection} ${issue.label}: ${issue.kind} — ${issue.detail}`,
      );
      expect(rows).toEqual([
        'pages FAQ: noindex_in_menu — Hidden from search engines (noindex) but linked from the main menu.',
        'products Plain Chair: missing_description — No meta description, and no text to make one from: the site’s general description is used.',
        'products Oak Chair: duplicate_title — Same title as “Oak Chair”: “Oak Chair | Grain”.',
        'products Oak Chair: duplicate_description — Same meta description as “Oak Chair”.',
        'products Oak Chair: duplicate_title — Same title as “Oak Chair”: “Oak Chair | Grain”.',
        'products Oak Chair: duplicate_description — Same meta description as “Oak Chair”.',
        'products Long: long_title — Meta title of 61 characters: search results cut it after about 60.',
        'products Long: long_description — Meta description of 170 characters: search results cut it after about 160.',
      ]);
      expect(health.issues[0]).toMatchObject({ collection: 'pages', id: 'faq', path: '/faq' });
      expect(health.issues[1]).toMatchObject({
        collection: 'products',
        path: expect.stringMatching(/^\/products\/\d+$/),
      });
      expect(health.truncated).toBe(false);
      expect(health.checked).toBe(12 + 1 + 4 + 1);
      expect(health.pictures_without_alt).toBe(0);

      expect((await fresh.app.inject({ url: '/api/seo/health' })).statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
