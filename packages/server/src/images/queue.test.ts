import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSamples, formFields } from '../../test/content-samples.ts';
import { pruneAllRevisions } from '../../test/editorial.ts';
import { phoneJpeg, pngImage } from '../../test/fixtures.ts';
import { createTestApp, emptyTrash, type TestApp } from '../../test/harness.ts';
import { deleteMediaItemAt, noTraces, storedTraces } from '../../test/media.ts';
import { type FilePart, multipart } from '../../test/multipart.ts';
import { buildApp } from '../app.ts';
import { claimNextJob, enqueueImages } from './image-store.ts';
import { processJob } from './queue.ts';

describe('image queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const service = contentSamples({ blogCategoryId: 0 }).services.create;
  const jpegPart = async (): Promise<FilePart> => ({
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    content: await phoneJpeg(1400, 700),
  });
  const createService = async (image?: FilePart) =>
    (
      await t.asAdmin({
        method: 'POST',
        url: '/api/services',
        ...multipart({ ...formFields(service), image: image ?? (await jpegPart()) }),
      })
    ).json().data;
  const jobs = () => t.database.db.selectFrom('image_jobs').select(['path', 'status', 'attempts', 'error']).execute();
  const variantRow = (stored: string) =>
    t.database.db.selectFrom('image_variants').selectAll().where('path', '=', stored).executeTakeFirst();
  const filesUnder = async (relative: string) =>
    (await fs.readdir(path.join(t.config.storageDir, relative)).catch(() => [] as string[])).sort();
  const exists = (relative: string) =>
    fs.stat(path.join(t.config.storageDir, relative)).then(
      () => true,
      () => false,
    );
  const allVariants = ['w320', 'w640'].flatMap((width) => ['avif', 'jpg', 'webp'].map((ext) => `${width}.${ext}`));

  it('answers an upload with the original stored and its job queued, then makes the variants from the queue', async () => {
    const record = await createService();
    expect(await jobs()).toEqual([{ path: record.image, status: 'pending', attempts: 0, error: null }]);
    expect(await filesUnder(`variants/${record.image}`)).toEqual([]);

    await t.app.grain.images.drain();

    expect(await jobs()).toEqual([]);
    expect(await filesUnder(`variants/${record.image}`)).toEqual(allVariants.sort());
    expect(await variantRow(record.image)).toMatchObject({
      width: 700,
      height: 1400,
      widths: '[320,640]',
      fallback: 'jpeg',
    });
  });

  it('answers image_meta null until the variants exist, then their size, placeholder and srcset per format', async () => {
    const record = await createService();
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/services/${record.id}` })).json().data;
    expect(record.image_meta).toBeNull();
    expect((await read()).image_meta).toBeNull();

    await t.app.grain.images.drain();

    const url = (name: string) => `/storage/variants/${record.image}/${name}`;
    const { placeholder } = (await variantRow(record.image))!;
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    const answered = await read();
    expect(answered.image_url).toBe(`/storage/${record.image}`);
    expect(answered.image_meta).toEqual({
      width: 700,
      height: 1400,
      // The library item's alt text (none yet) and focal point (the centre) come with it (issue 47).
      alt: null,
      focal: { x: 50, y: 50 },
      placeholder,
      src: url('w640.jpg'),
      srcset: {
        avif: `${url('w320.avif')} 320w, ${url('w640.avif')} 640w`,
        webp: `${url('w320.webp')} 320w, ${url('w640.webp')} 640w`,
        jpeg: `${url('w320.jpg')} 320w, ${url('w640.jpg')} 640w`,
      },
    });
    const served = await t.app.inject({ method: 'GET', url: url('w320.avif') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
  });

  it('answers the variants of a product image and of each gallery image', async () => {
    const category = await t.asAdmin({ method: 'POST', url: '/api/categories', payload: { name: 'Meta tables' } });
    const png = async (width: number): Promise<FilePart> => ({
      filename: 'p.png',
      contentType: 'image/png',
      content: await pngImage(width, 100),
    });
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/products',
      ...multipart({
        name: 'Meta table',
        sku: 'META-1',
        price: '10',
        stock_quantity: '1',
        category_id: String(category.json().data.id),
        image: await png(400),
        gallery: [await png(200), await png(1000)],
      }),
    });
    expect(created.json().data).toMatchObject({ image_meta: null, gallery_meta: [null, null] });

    await t.app.grain.images.drain();

    const product = (await t.app.inject({ method: 'GET', url: `/api/products/${created.json().data.id}` })).json().data;
    expect(product.image_meta).toMatchObject({
      width: 400,
      height: 100,
      src: `/storage/variants/${product.image}/w320.jpg`,
    });
    expect(
      product.gallery_meta.map((meta: { width: number; srcset: { webp: string } }) => [
        meta.width,
        meta.srcset.webp.split(', ').length,
      ]),
    ).toEqual([
      [200, 1],
      [1000, 3],
    ]);
  });

  it('keeps the variants when the record is deleted; deleting the library item removes every variant file and the metadata', async () => {
    const record = await createService();
    await t.app.grain.images.drain();
    expect((await filesUnder(`variants/${record.image}`)).length).toBe(6);

    expect((await t.asAdmin({ method: 'DELETE', url: `/api/services/${record.id}` })).statusCode).toBe(200);
    await emptyTrash(t);
    await pruneAllRevisions(t);

    // The record let go of the picture: it stays a library item, with its variants.
    expect(await exists(record.image)).toBe(true);
    expect(await filesUnder(`variants/${record.image}`)).toEqual(allVariants.sort());
    expect(await variantRow(record.image)).toMatchObject({ width: 700, height: 1400 });
    expect(await storedTraces(t, record.image)).toEqual({
      file: true,
      original: true,
      variants: true,
      variantRow: true,
      item: true,
    });

    expect((await deleteMediaItemAt(t, record.image)).statusCode).toBe(204);
    expect(await exists(record.image)).toBe(false);
    expect(await exists(`variants/${record.image}`)).toBe(false);
    expect(await variantRow(record.image)).toBeUndefined();
    expect(await storedTraces(t, record.image)).toEqual(noTraces);
  });

  it('keeps the old variants when the image is replaced, and queues the new one; deleting the old item removes them', async () => {
    const record = await createService();
    await t.app.grain.images.drain();
    const replacement: FilePart = { filename: 'b.png', contentType: 'image/png', content: await pngImage(500, 400) };
    const response = await t.asAdmin({
      method: 'POST',
      url: `/api/services/${record.id}`,
      ...multipart({ _method: 'PUT', image: replacement }),
    });
    const updated = response.json().data;
    await pruneAllRevisions(t);

    // The replaced picture stays a library item, with its variants, until the item is deleted.
    expect(await filesUnder(`variants/${record.image}`)).toEqual(allVariants.sort());
    expect(await variantRow(record.image)).toMatchObject({ width: 700, height: 1400 });
    expect(await jobs()).toEqual([{ path: updated.image, status: 'pending', attempts: 0, error: null }]);
    expect((await deleteMediaItemAt(t, record.image)).statusCode).toBe(204);
    expect(await exists(`variants/${record.image}`)).toBe(false);
    expect(await variantRow(record.image)).toBeUndefined();
    expect(await storedTraces(t, record.image)).toEqual(noTraces);
    expect(await jobs()).toEqual([{ path: updated.image, status: 'pending', attempts: 0, error: null }]);
    await t.app.grain.images.drain();
    expect(await filesUnder(`variants/${updated.image}`)).toEqual(['w320.avif', 'w320.jpg', 'w320.webp']);
  });

  it('leaves nothing behind when the original goes while its variants are being made', async () => {
    const record = await createService();
    const job = (await claimNextJob(t.database.db))!;
    await fs.rm(path.join(t.config.storageDir, record.image));

    const outcome = await processJob({ db: t.database.db, storage: t.app.grain.storage, log: console }, job);

    expect(outcome).toBe('gone');
    expect(await exists(`variants/${record.image}`)).toBe(false);
    expect(await variantRow(record.image)).toBeUndefined();
    expect(await jobs()).toEqual([]);
  });

  it('gives up on an unreadable image after 3 attempts, keeping the error', async () => {
    await fs.mkdir(path.join(t.config.storageDir, 'services'), { recursive: true });
    await fs.writeFile(path.join(t.config.storageDir, 'services', 'broken.jpg'), 'not a jpeg at all');
    await enqueueImages(t.database.db, ['services/broken.jpg']);

    await t.app.grain.images.drain();

    const [job] = await jobs();
    expect(job).toMatchObject({ path: 'services/broken.jpg', status: 'failed', attempts: 3 });
    expect(job.error).toMatch(/unsupported image format|corrupt|not a known file format/i);
    expect(await variantRow('services/broken.jpg')).toBeUndefined();
    await t.database.db.deleteFrom('image_jobs').execute();
  });

  it('makes, after a restart, the variants of jobs queued or interrupted before it', async () => {
    const [waiting, interrupted] = [await createService(), await createService()];
    // A worker took this one and died mid-way: its job is still marked running.
    await t.database.db
      .updateTable('image_jobs')
      .set({ status: 'running', attempts: 1 })
      .where('path', '=', interrupted.image)
      .execute();
    await t.app.close();

    const restarted = await buildApp({ ...t.config, imageWorker: true }, t.database);
    t.app = restarted;
    await restarted.ready();
    await waitFor(async () => (await jobs()).length === 0);

    for (const record of [waiting, interrupted]) {
      expect(await filesUnder(`variants/${record.image}`)).toEqual(allVariants.sort());
      expect(await variantRow(record.image)).toMatchObject({ width: 700, height: 1400 });
    }
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the image queue');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
