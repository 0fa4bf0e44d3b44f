import fs from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@grain/contract/fields';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSamples, formFields, listItems } from '../../test/content-samples.ts';
import { pruneAllRevisions } from '../../test/editorial.ts';
import { disguisedText, gifPolyglot, mp4Video, pngHeaderText, pngImage } from '../../test/fixtures.ts';
import { createTestApp, emptyTrash, type TestApp } from '../../test/harness.ts';
import { deleteMediaItemAt, mediaPaths, noTraces, storedTraces } from '../../test/media.ts';
import { type FilePart, multipart } from '../../test/multipart.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const IMAGE_TYPES = 'an image (JPEG, PNG, WebP, GIF or AVIF)';

describe('content uploads', () => {
  let t: TestApp;
  let png: Buffer;

  beforeAll(async () => {
    // A small image limit, so "too large" needs only a few kilobytes.
    t = await createTestApp({ maxImageBytes: 1024 });
    png = await pngImage();
  });
  afterAll(() => t.close());

  const service = contentSamples({ blogCategoryId: 0 }).services.create;
  const video = contentSamples({ blogCategoryId: 0 })['video-sections'].create;
  const pngPart = (content = png): FilePart => ({ filename: 'oak.png', contentType: 'image/png', content });

  /** Every file under the storage root (uploads and the temporary folder), relative to it. */
  const storedFiles = async () => {
    const entries = await fs.readdir(t.config.storageDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(t.config.storageDir, path.join(entry.parentPath, entry.name)))
      .sort();
  };
  const onDisk = (relative: string) => fs.readFile(path.join(t.config.storageDir, relative));
  const exists = (relative: string) =>
    fs.stat(path.join(t.config.storageDir, relative)).then(
      () => true,
      () => false,
    );
  const services = async () => listItems((await t.asAdmin({ method: 'GET', url: '/api/services' })).json().data);

  const createService = (image: FilePart | string = pngPart()) =>
    t.asAdmin({ method: 'POST', url: '/api/services', ...multipart({ ...formFields(service), image }) });
  const updateService = (id: number, fields: Record<string, string | FilePart>) =>
    t.asAdmin({ method: 'POST', url: `/api/services/${id}`, ...multipart({ _method: 'PUT', ...fields }) });

  it('stores a real PNG in the type folder under a generated name and serves it from /storage', async () => {
    const response = await createService();
    expect(response.statusCode).toBe(201);
    const { image, image_url } = response.json().data;
    expect(image).toMatch(new RegExp(`^services/${UUID}\\.png$`));
    expect(image_url).toBe(`/storage/${image}`);
    expect(await onDisk(`originals/${image}`)).toEqual(png);

    const served = await t.app.inject({ method: 'GET', url: `/storage/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(await onDisk(image));
    expect(await sharp(served.rawPayload).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer());
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  describe.each([
    { action: 'a create', send: () => createService(pngPart(disguisedText)) },
    { action: 'an update', send: (id: number) => updateService(id, { image: pngPart(disguisedText) }) },
  ])('in $action', ({ send }) => {
    it('refuses a PNG that is really text with 415, writing nothing and leaving no file behind', async () => {
      const existing = (await createService()).json().data;
      const [recordsBefore, filesBefore, mediaBefore] = [await services(), await storedFiles(), await mediaPaths(t)];

      const response = await send(existing.id);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: `The image must be ${IMAGE_TYPES}.` });
      expect(await services()).toEqual(recordsBefore);
      expect(await storedFiles()).toEqual(filesBefore);
      expect(await mediaPaths(t)).toEqual(mediaBefore);
      expect(await fs.readdir(path.join(t.config.storageDir, '.uploads'))).toEqual([]);
    });
  });

  it.each([
    {
      fake: 'a GIF89a<script> polyglot',
      part: { filename: 'x.gif', contentType: 'image/gif', content: gifPolyglot },
      format: 'a GIF',
    },
    {
      fake: 'a PNG header before text',
      part: { filename: 'x.png', contentType: 'image/png', content: pngHeaderText() },
      format: 'a PNG',
    },
  ])('refuses $fake with 415, because sharp cannot decode it, storing nothing', async ({ part, format }) => {
    const [recordsBefore, filesBefore] = [await services(), await storedFiles()];
    const response = await createService(part);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: `The image could not be read as ${format} image.` });
    expect(await services()).toEqual(recordsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('refuses an image over the size limit with 413, writing nothing', async () => {
    const [recordsBefore, filesBefore] = [await services(), await storedFiles()];
    const large = await pngImage(600, 600);
    expect(large.length).toBeGreaterThan(1024);

    const response = await createService(pngPart(large));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The image may not be greater than 1 KB.' });
    expect(await services()).toEqual(recordsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('accepts a real MP4 as a video file', async () => {
    const mp4 = mp4Video();
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/video-sections',
      ...multipart({
        ...formFields(video),
        video_file: { filename: 'workshop.mp4', contentType: 'video/mp4', content: mp4 },
      }),
    });
    expect(response.statusCode).toBe(201);
    const { video_file, video_file_url } = response.json().data;
    expect(video_file).toMatch(new RegExp(`^videos/${UUID}\\.mp4$`));
    expect(video_file_url).toBe(`/storage/${video_file}`);
    expect(await onDisk(video_file)).toEqual(mp4);
  });

  it('refuses a PNG as a video file with 415', async () => {
    const filesBefore = await storedFiles();
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/video-sections',
      ...multipart({ ...formFields(video), video_file: pngPart() }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: 'The video file must be a video (MP4, WebM, MOV or OGG).',
    });
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('keeps the old file as a library item when an image is replaced, until the item is deleted', async () => {
    const before = (await createService()).json().data;
    const replacement = await pngImage(12, 12);
    const after = (await updateService(before.id, { image: pngPart(replacement) })).json().data;
    expect(after.image).not.toBe(before.image);
    // A record that lets go of a file never deletes it, even once no revision names it.
    await pruneAllRevisions(t);
    expect(await storedTraces(t, before.image)).toMatchObject({ file: true, original: true, item: true });
    expect(await onDisk(`originals/${before.image}`)).toEqual(png);
    expect((await deleteMediaItemAt(t, before.image)).statusCode).toBe(204);
    expect(await storedTraces(t, before.image)).toEqual(noTraces);
    expect(await onDisk(`originals/${after.image}`)).toEqual(replacement);
  });

  it.each([
    { kept: 'when no file is chosen', fields: (_record: Record<string, string>) => ({ title: 'Retitled' }) },
    { kept: 'when its URL is sent back', fields: (record: Record<string, string>) => ({ image: record.image_url }) },
    { kept: 'when its path is sent back', fields: (record: Record<string, string>) => ({ image: record.image }) },
  ])('keeps the current image $kept', async ({ fields }) => {
    const record = (await createService()).json().data;
    const response = await updateService(record.id, fields(record));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.image).toBe(record.image);
    expect(await exists(record.image)).toBe(true);
  });

  it('clears an image sent blank, its file staying as a library item until the item is deleted', async () => {
    const record = (await createService()).json().data;
    const response = await updateService(record.id, { image: '' });
    expect(response.json().data).toMatchObject({ image: null, image_url: null });
    await pruneAllRevisions(t);
    expect(await storedTraces(t, record.image)).toMatchObject({ file: true, original: true, item: true });
    expect((await deleteMediaItemAt(t, record.image)).statusCode).toBe(204);
    expect(await exists(record.image)).toBe(false);
    expect(await exists(`originals/${record.image}`)).toBe(false);
    expect(await storedTraces(t, record.image)).toEqual(noTraces);
  });

  it('refuses to remove a required file sent empty, keeping it', async () => {
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/video-sections',
      ...multipart({
        ...formFields(video),
        video_file: { filename: 'workshop.mp4', contentType: 'video/mp4', content: mp4Video() },
      }),
    });
    const record = created.json().data;
    for (const body of [multipart({ _method: 'PUT', video_file: '' }), { payload: { video_file: null } }]) {
      const refused = await t.asAdmin({
        method: 'headers' in body ? 'POST' : 'PUT',
        url: `/api/video-sections/${record.id}`,
        ...body,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ video_file: ['The video file field is required.'] });
    }
    const read = await t.asAdmin({ method: 'GET', url: `/api/video-sections/${record.id}` });
    expect(read.json().data.video_file).toBe(record.video_file);
    expect(await exists(record.video_file)).toBe(true);
  });

  it('keeps the files of a deleted record after its trash entry is purged, as library items until deleted', async () => {
    const record = (await createService()).json().data;
    expect(await exists(record.image)).toBe(true);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/services/${record.id}` })).statusCode).toBe(200);
    expect(await exists(record.image)).toBe(true);
    // The trash entry (and the record's revisions) still name the picture: the library refuses to delete it.
    const refused = await deleteMediaItemAt(t, record.image);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.uses).toContain(`Service “${record.title}” #${record.id} (in the trash)`);
    await emptyTrash(t);
    await pruneAllRevisions(t);
    expect(await storedTraces(t, record.image)).toMatchObject({ file: true, original: true, item: true });
    expect((await deleteMediaItemAt(t, record.image)).statusCode).toBe(204);
    expect(await exists(record.image)).toBe(false);
    expect(await storedTraces(t, record.image)).toEqual(noTraces);
  });

  describe('a storage path sent for an image', () => {
    it('is accepted for a stored file in the field folder', async () => {
      const stored = (await createService()).json().data.image;
      const response = await createService(stored);
      expect(response.statusCode).toBe(201);
      expect(response.json().data.image).toBe(stored);
    });

    it.each([
      { path: 'a missing file', value: 'services/missing.png' },
      { path: 'a file of another folder', value: 'videos/workshop.mp4' },
      { path: 'a path climbing out of the folder', value: 'services/../.uploads/secret.png' },
    ])('is refused for $path', async ({ value }) => {
      const response = await createService(value);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ image: [messages.file('image')] });
    });
  });

  it.each([
    '/storage/.uploads/secret.png',
    '/storage/%2Euploads/secret.png',
    '/storage/services/../.uploads/secret.png',
    '/storage/services/%2e%2e/.uploads/secret.png',
    '/storage//.uploads/secret.png',
  ])('never serves the temporary upload folder (%s)', async (url) => {
    await fs.writeFile(path.join(t.config.storageDir, '.uploads', 'secret.png'), 'half-received upload');
    try {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('half-received upload');
    } finally {
      await fs.rm(path.join(t.config.storageDir, '.uploads', 'secret.png'));
    }
  });
});
