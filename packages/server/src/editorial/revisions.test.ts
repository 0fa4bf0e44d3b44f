import { banners, blogCategories, blogs, videoSections } from '@grain/contract/content-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, pngPart, storedFileExists } from '../../test/catalogue-fixtures.ts';
import { createRecord } from '../../test/content-samples.ts';
import { mp4Video } from '../../test/fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { deleteMediaItemAt, noTraces, storedTraces } from '../../test/media.ts';
import { multipart } from '../../test/multipart.ts';
import { nowIso } from '../db/values.ts';
import { pruneRevisions } from './revisions.ts';

/** A record's search and sharing values when none were given (issue 48). */
const noSearchValues = { meta_title: null, meta_description: null, share_image: null, noindex: false };

type Data = Record<string, unknown>;

describe(`revisions: kept, read, restored, pruned (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const revisionsOf = async (path: string, id: number) =>
    (await t.asAdmin({ method: 'GET', url: `/api/editorial/${path}/records/${id}/revisions` })).json().data;
  const revision = async (id: number) =>
    (await t.asAdmin({ method: 'GET', url: `/api/editorial/revisions/${id}` })).json().data;
  const restore = (id: number) => t.asAdmin({ method: 'POST', url: `/api/editorial/revisions/${id}/restore` });
  const publish = (draftId: number) => t.asAdmin({ method: 'POST', url: `/api/editorial/drafts/${draftId}/publish` });
  const adminRead = async (path: string, id: number) =>
    (await t.asAdmin({ method: 'GET', url: `/api/${path}/${id}` })).json().data;
  const dataOfRecord = (record: Data, data: Data) =>
    Object.fromEntries(Object.keys(data).map((key) => [key, record[key]]));

  /** Restores the oldest revision of a record changed once: the draft holds the first version, live the second until publish. */
  async function restoreFirstAndPublish(path: string, id: number, first: Data, second: Data) {
    const list = await revisionsOf(path, id);
    expect(list.total).toBe(2);
    expect(list.data.map((entry: Data) => [entry.reason, entry.user_name])).toEqual([
      ['publish', 'Ada Admin'],
      ['publish', 'Ada Admin'],
    ]);
    const oldest = await revision(list.data[1].id);
    expect(oldest.data).toEqual(first);
    const restored = await restore(oldest.id);
    expect(restored.statusCode, restored.body).toBe(200);
    const draft = restored.json().data;
    expect(draft.data).toEqual(first);
    expect(dataOfRecord(await adminRead(path, id), first)).toEqual(second);
    const published = await publish(draft.id);
    expect(published.statusCode, published.body).toBe(200);
    expect(dataOfRecord(await adminRead(path, id), first)).toEqual(first);
    const after = await revisionsOf(path, id);
    expect(after.data.map((entry: Data) => entry.reason)).toEqual(['publish', 'restore', 'publish', 'publish']);
  }

  it('restores a product with every kind of field, its gallery, specifications and features', async () => {
    const categoryA = await createCategory(t, 'Desks');
    const categoryB = await createCategory(t, 'Benches');
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/products',
      ...multipart({
        name: 'Writing desk',
        sku: 'DESK-1',
        description: '<p>Solid <strong>oak</strong>.</p>',
        short_description: 'A desk',
        price: '899.50',
        sale_price: '799.99',
        stock_quantity: '3',
        is_featured: '1',
        customized: '0',
        category_id: String(categoryA),
        sort_order: '2',
        image: await pngPart('main.png'),
        'gallery[]': [await pngPart('g1.png'), await pngPart('g2.png')],
        'specifications[]': ['Width: 120 cm', 'Wood: oak'],
        'features[]': ['Drawer', 'Cable tray'],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const v1 = created.json().data;
    const changed = await t.asAdmin({
      method: 'POST',
      url: `/api/products/${v1.id}`,
      ...multipart({
        _method: 'PUT',
        name: 'Standing desk',
        description: '<p>Walnut.</p>',
        price: '1200',
        sale_price: '',
        stock_quantity: '0',
        is_featured: '0',
        customized: '1',
        category_id: String(categoryB),
        image: await pngPart('other.png'),
        'gallery[]': [await pngPart('g3.png')],
        remove_gallery: v1.gallery[0],
        'specifications[]': ['Height: adjustable'],
        'features[]': ['Motor'],
      }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const v2 = changed.json().data;
    const first = {
      name: 'Writing desk',
      sku: 'DESK-1',
      description: '<p>Solid <strong>oak</strong>.</p>',
      short_description: 'A desk',
      price: 899.5,
      sale_price: 799.99,
      stock_quantity: 3,
      price_on_request: false,
      sale_starts_at: null,
      sale_ends_at: null,
      made_to_order: false,
      lead_time_weeks: null,
      is_featured: true,
      is_active: true,
      customized: false,
      category_id: categoryA,
      sort_order: 2,
      image: v1.image,
      ...noSearchValues,
      gallery: v1.gallery,
      specifications: [
        { key: 'Width', value: '120 cm' },
        { key: 'Wood', value: 'oak' },
      ],
      features: ['Drawer', 'Cable tray'],
    };
    const second = { ...dataOfRecord(v2, first) };
    expect(second).toMatchObject({ name: 'Standing desk', sale_price: null, customized: true, category_id: categoryB });
    expect(v2.gallery).toEqual([v1.gallery[1], expect.stringMatching(/^product-images\//)]);
    // The replaced main image and gallery picture stay: the first revision names them.
    expect(await storedFileExists(t, v1.image)).toBe(true);
    expect(await storedFileExists(t, v1.gallery[0])).toBe(true);
    await restoreFirstAndPublish('products', v1.id, first, second);
  });

  it('restores a blog post (text, html, reference, date, image) and a video section (video)', async () => {
    const tips = await createRecord(t, blogCategories, { name: 'Tips', slug: 'tips', description: 'Tips.' });
    const news = await createRecord(t, blogCategories, { name: 'News', slug: 'news', description: 'News.' });
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/blogs',
      ...multipart({
        title: 'Oiling oak',
        description: '<p>Twice.</p>',
        category_id: String(tips.id),
        written_by: 'Ada',
        date: '2025-03-01',
        image: await pngPart('blog.png'),
        is_active: '1',
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const blog = created.json().data;
    const first = {
      title: 'Oiling oak',
      description: '<p>Twice.</p>',
      category_id: tips.id,
      written_by: 'Ada',
      date: '2025-03-01',
      image: blog.image,
      is_active: true,
      ...noSearchValues,
    };
    const update = await t.asAdmin({
      method: 'PUT',
      url: `/api/blogs/${blog.id}`,
      payload: {
        title: 'Waxing walnut',
        description: '<p>Once.</p>',
        category_id: news.id,
        date: '2025-04-02',
        image: null,
        is_active: false,
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    await restoreFirstAndPublish(blogs.path, blog.id, first, dataOfRecord(update.json().data, first));

    const video = await t.asAdmin({
      method: 'POST',
      url: '/api/video-sections',
      ...multipart({
        title: 'Workshop',
        description: 'A tour.',
        video_file: { filename: 'a.mp4', contentType: 'video/mp4', content: mp4Video() },
      }),
    });
    expect(video.statusCode, video.body).toBe(201);
    const v1 = video.json().data;
    const replaced = await t.asAdmin({
      method: 'POST',
      url: `/api/video-sections/${v1.id}`,
      ...multipart({
        _method: 'PUT',
        title: 'New tour',
        video_file: { filename: 'b.mp4', contentType: 'video/mp4', content: mp4Video() },
      }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const firstVideo = { title: 'Workshop', description: 'A tour.', video_file: v1.video_file, is_active: true };
    await restoreFirstAndPublish(videoSections.path, v1.id, firstVideo, dataOfRecord(replaced.json().data, firstVideo));
  });

  it('keeps a save revision on a manual save, none on autosave', async () => {
    const banner = await createRecord(t, banners, { title: 'Saved' });
    const put = (payload: Data) =>
      t.asAdmin({ method: 'PUT', url: `/api/editorial/banners/records/${banner.id}/draft`, payload });
    expect((await put({ subtitle: 'autosaved' })).statusCode).toBe(200);
    expect((await revisionsOf('banners', banner.id)).data.map((entry: Data) => entry.reason)).toEqual(['publish']);
    expect((await put({ subtitle: 'clicked', _manual: 1 })).statusCode).toBe(200);
    const list = await revisionsOf('banners', banner.id);
    expect(list.data.map((entry: Data) => entry.reason)).toEqual(['save', 'publish']);
    expect((await revision(list.data[0].id)).data.subtitle).toBe('clicked');
  });

  it('keeps a replaced picture in use while a revision names it; pruned, it stays a library item until deleted', async () => {
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/banners',
      ...multipart({ title: 'Pictured', headline_img: await pngPart('a.png') }),
    });
    const banner = created.json().data;
    const replaced = await t.asAdmin({
      method: 'POST',
      url: `/api/banners/${banner.id}`,
      ...multipart({ _method: 'PUT', headline_img: await pngPart('b.png') }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await storedFileExists(t, banner.headline_img)).toBe(true);
    // The first publish revision names the replaced picture: the library will not delete it.
    const refused = await deleteMediaItemAt(t, banner.headline_img);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.uses).toEqual([`Banner “Pictured” #${banner.id} (kept revision)`]);
    // Keep one per record, nothing by age: the first publish revision goes; the file stays, as a library item.
    const future = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    await pruneRevisions(t.app.grain, { revisionDays: 30, revisionKeep: 1 }, future);
    expect((await revisionsOf('banners', banner.id)).total).toBe(1);
    expect(await storedTraces(t, banner.headline_img)).toMatchObject({ file: true, original: true, item: true });
    expect((await deleteMediaItemAt(t, banner.headline_img)).statusCode).toBe(204);
    expect(await storedTraces(t, banner.headline_img)).toEqual(noTraces);
    expect(await storedFileExists(t, replaced.json().data.headline_img)).toBe(true);
  });

  it('keeps a picture in use while a draft names it after the live record lets go of it; discarded, it stays a library item until deleted', async () => {
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/banners',
      ...multipart({ title: 'Drafted', headline_img: await pngPart('c.png') }),
    });
    const banner = created.json().data;
    const draft = (
      await t.asAdmin({
        method: 'PUT',
        url: `/api/editorial/banners/records/${banner.id}/draft`,
        payload: { subtitle: 'x' },
      })
    ).json().data;
    await t.asAdmin({ method: 'PUT', url: `/api/banners/${banner.id}`, payload: { headline_img: null } });
    await pruneRevisions(
      t.app.grain,
      { revisionDays: 1, revisionKeep: 1 },
      new Date(Date.now() + 10 * 24 * 3600 * 1000),
    );
    expect(await storedFileExists(t, banner.headline_img)).toBe(true);
    const refused = await deleteMediaItemAt(t, banner.headline_img);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.uses).toEqual([`Banner “Drafted” #${banner.id} (draft)`]);
    expect(await storedFileExists(t, banner.headline_img)).toBe(true);
    await t.asAdmin({ method: 'DELETE', url: `/api/editorial/drafts/${draft.id}` });
    expect(await storedTraces(t, banner.headline_img)).toMatchObject({ file: true, original: true, item: true });
    expect((await deleteMediaItemAt(t, banner.headline_img)).statusCode).toBe(204);
    expect(await storedTraces(t, banner.headline_img)).toEqual(noTraces);
  });

  it('adopts a draft upload at once and serves its URL in the draft', async () => {
    const banner = await createRecord(t, banners, { title: 'Upload' });
    const saved = await t.asAdmin({
      method: 'PUT',
      url: `/api/editorial/banners/records/${banner.id}/draft`,
      ...multipart({ background_img: await pngPart('d.png') }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const path = saved.json().data.data.background_img;
    expect(path).toMatch(/^banners\//);
    expect(saved.json().data.files).toEqual({ [path]: `/storage/${path}` });
    expect(await storedFileExists(t, path)).toBe(true);
    expect((await adminRead('banners', banner.id)).background_img).toBeNull();
  });

  it('prunes by age beyond the last K per record: keeps every one within N days and at least K per record', async () => {
    const db = t.app.grain.db;
    const now = new Date('2030-06-01T00:00:00.000Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString();
    const add = (recordId: number, days: number) =>
      db
        .insertInto('record_revisions')
        .values({
          collection: 'faqs',
          record_id: recordId,
          draft_id: null,
          data: '{}',
          reason: 'publish',
          user_id: null,
          user_name: null,
          created_at: daysAgo(days),
          updated_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    // Record 901: six revisions, 100..95 days old → the newest 3 stay. Record 902: five within 10 days → all stay.
    const old = [];
    for (const days of [100, 99, 98, 97, 96, 95]) old.push((await add(901, days)).id);
    const recent = [];
    for (const days of [10, 8, 6, 4, 2]) recent.push((await add(902, days)).id);
    const mixed = [];
    for (const days of [50, 40, 20, 1]) mixed.push((await add(903, days)).id);
    await pruneRevisions(t.app.grain, { revisionDays: 30, revisionKeep: 3 }, now);
    const left = async (recordId: number) =>
      (
        await db
          .selectFrom('record_revisions')
          .select('id')
          .where('collection', '=', 'faqs')
          .where('record_id', '=', recordId)
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
    expect(await left(901)).toEqual(old.slice(3));
    expect(await left(902)).toEqual(recent);
    // 903: the newest 3 are kept (two older than 30 days among them); the oldest goes.
    expect(await left(903)).toEqual(mixed.slice(1));
  });
});
