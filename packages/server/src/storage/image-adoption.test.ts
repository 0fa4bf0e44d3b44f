import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSamples, formFields } from '../../test/content-samples.ts';
import { pruneAllRevisions } from '../../test/editorial.ts';
import { animatedGif, gpsLatitude, phoneJpeg, pngImage, translucentPng } from '../../test/fixtures.ts';
import { createTestApp, emptyTrash, type TestApp } from '../../test/harness.ts';
import { deleteMediaItemAt, noTraces, storedTraces } from '../../test/media.ts';
import { type FilePart, multipart } from '../../test/multipart.ts';
import { enqueueImages } from '../images/image-store.ts';

const GPS = 'N 51/1 30/1 2610/100';

/** A small image of `format` with a GPS position and orientation 6 in its EXIF. */
const withGps = (format: 'png' | 'webp' | 'avif') =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#884422' } })
    [format]()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2610/100' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('image uploads kept private, served re-encoded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const service = contentSamples({ blogCategoryId: 0 }).services.create;
  const part = (filename: string, contentType: string, content: Buffer): FilePart => ({
    filename,
    contentType,
    content,
  });
  const createService = async (image: FilePart) => {
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/services',
      ...multipart({ ...formFields(service), image }),
    });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const onDisk = (relative: string) => fs.readFile(path.join(t.config.storageDir, relative));
  const exists = (relative: string) =>
    fs.stat(path.join(t.config.storageDir, relative)).then(
      () => true,
      () => false,
    );

  it('serves a phone JPEG upright without its EXIF, keeping the untouched original where no URL reaches', async () => {
    const upload = await phoneJpeg(900, 600);
    const uploaded = await sharp(upload).metadata();
    expect([gpsLatitude(uploaded.exif), uploaded.orientation, uploaded.width, uploaded.height]).toEqual([
      GPS,
      6,
      900,
      600,
    ]);

    const record = await createService(part('phone.jpg', 'image/jpeg', upload));

    const served = await get(record.image_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 600, height: 900, space: 'srgb' });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.rawPayload.includes('Grainphone')).toBe(false);

    expect(await onDisk(`originals/${record.image}`)).toEqual(upload);
    expect((await get(`/storage/originals/${record.image}`)).statusCode).toBe(404);
  });

  it.each(['png', 'webp', 'avif'] as const)('serves a %s upload without its GPS position', async (format) => {
    const upload = await withGps(format);
    expect(gpsLatitude((await sharp(upload).metadata()).exif)).toBe(GPS);

    const record = await createService(part(`photo.${format}`, `image/${format}`, upload));

    expect(record.image).toMatch(new RegExp(`^services/[0-9a-f-]{36}\\.${format}$`));
    const served = await get(record.image_url);
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe(format === 'avif' ? 'heif' : format);
    expect(gpsLatitude(metadata.exif)).toBeNull();
    expect(metadata.exif).toBeUndefined();
  });

  it('keeps the see-through pixels of a PNG with alpha', async () => {
    const record = await createService(part('leaf.png', 'image/png', await translucentPng(40, 30)));

    const served = await get(record.image_url);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', hasAlpha: true, width: 40, height: 30 });
    expect((await sharp(served.rawPayload).stats()).isOpaque).toBe(false);
  });

  it('keeps every frame of an animated GIF', async () => {
    const upload = await animatedGif(3);
    const record = await createService(part('spin.gif', 'image/gif', upload));

    const metadata = await sharp((await get(record.image_url)).rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'gif', pages: 3, width: 20, height: 10 });
  });

  it.each([
    (image: string) => `/storage/originals/${image}`,
    (image: string) => `/storage/%6Friginals/${image}`,
    (image: string) => `/storage//originals/${image}`,
    (image: string) => `/storage/services/../originals/${image}`,
    (image: string) => `/storage/services/%2e%2e/originals/${image}`,
  ])('never serves an original (%s)', async (url) => {
    const record = await createService(part('phone.jpg', 'image/jpeg', await phoneJpeg(90, 60)));
    const response = await get(url(record.image));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.rawPayload.includes('Grainphone')).toBe(false);
  });

  it('makes the variants from the original, not from the served copy', async () => {
    const record = await createService(part('phone.jpg', 'image/jpeg', await phoneJpeg(900, 600)));
    // A served copy that differs from its original in size shows which one the variants came from.
    await fs.writeFile(path.join(t.config.storageDir, record.image), await pngImage(100, 100));

    await t.app.grain.images.drain();

    const read = await get(`/api/services/${record.id}`);
    expect(read.json().data.image_meta).toMatchObject({ width: 600, height: 900 });
  });

  it('makes the variants of an image stored before originals were kept apart from the stored file', async () => {
    const stored = await t.app.grain.storage.write('services', 'png', await pngImage(400, 200));
    await enqueueImages(t.database.db, [stored]);

    await t.app.grain.images.drain();

    const row = await t.database.db
      .selectFrom('image_variants')
      .select(['width', 'height'])
      .where('path', '=', stored)
      .executeTakeFirst();
    expect(row).toEqual({ width: 400, height: 200 });
  });

  it('keeps the original, the served copy and the variants once the record leaves the trash, until the library item is deleted', async () => {
    const record = await createService(part('phone.jpg', 'image/jpeg', await phoneJpeg(900, 600)));
    await t.app.grain.images.drain();
    const files = [record.image, `originals/${record.image}`, `variants/${record.image}/w320.avif`];
    expect(await Promise.all(files.map(exists))).toEqual([true, true, true]);

    expect((await t.asAdmin({ method: 'DELETE', url: `/api/services/${record.id}` })).statusCode).toBe(200);
    // The record waits in the trash with its picture, which the library will not delete meanwhile.
    expect(await Promise.all(files.map(exists))).toEqual([true, true, true]);
    expect((await deleteMediaItemAt(t, record.image)).statusCode).toBe(409);

    // Purged for good, the record lets go of the picture: it stays a library item.
    await emptyTrash(t);
    expect(await Promise.all(files.map(exists))).toEqual([true, true, true]);
    expect(await storedTraces(t, record.image)).toEqual({
      file: true,
      original: true,
      variants: true,
      variantRow: true,
      item: true,
    });

    // Nothing uses it any more: deleting the item removes the original, the served copy and the variants.
    expect((await deleteMediaItemAt(t, record.image)).statusCode).toBe(204);
    expect(await Promise.all(files.map(exists))).toEqual([false, false, false]);
    expect(await exists(`variants/${record.image}`)).toBe(false);
    expect(await storedTraces(t, record.image)).toEqual(noTraces);
  });

  it('keeps the original of an image that is replaced until its library item is deleted', async () => {
    const record = await createService(part('phone.jpg', 'image/jpeg', await phoneJpeg(90, 60)));
    const replacement = await pngImage(30, 30);

    const response = await t.asAdmin({
      method: 'POST',
      url: `/api/services/${record.id}`,
      ...multipart({ _method: 'PUT', image: part('b.png', 'image/png', replacement) }),
    });

    const updated = response.json().data;
    expect(await exists(`originals/${record.image}`)).toBe(true);
    await pruneAllRevisions(t);
    // No revision names it any more, yet the replaced picture stays, with its original, as a library item.
    expect(await storedTraces(t, record.image)).toMatchObject({ file: true, original: true, item: true });
    expect((await deleteMediaItemAt(t, record.image)).statusCode).toBe(204);
    expect(await exists(`originals/${record.image}`)).toBe(false);
    expect(await exists(record.image)).toBe(false);
    expect(await onDisk(`originals/${updated.image}`)).toEqual(replacement);
  });
});
