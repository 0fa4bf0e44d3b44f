import fs from 'node:fs/promises';
import path from 'node:path';
import { type AccessibilityIssue, type MediaItem, type MediaItemDetail, mediaTexts } from '@grain/contract/media';
import { defaultSiteSettings } from '@grain/contract/site-settings';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileExists } from '../../test/catalogue-fixtures.ts';
import { disguisedText, gpsLatitude, phoneJpeg, pngImage } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { issueToken } from '../auth/tokens.ts';
import { upsertUser } from '../auth/users.ts';

/** The media library through its API (issue 47), on the test database (SQLite or PostgreSQL). */
describe('the media library', () => {
  let t: TestApp;
  let authorToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const author = await upsertUser(t.database.db, {
      email: 'author@grain.test',
      password: 'author-password',
      fname: 'Ari',
      lname: 'Author',
      role: 'author',
    });
    authorToken = await issueToken(t.database.db, author.id, 1);
  });
  afterAll(() => t.close());

  const upload = async (filename: string, content: Buffer, contentType = 'image/jpeg', token = t.adminToken) => {
    const body = multipart({ file: { filename, contentType, content } });
    return t.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };
  const uploaded = async (filename: string, content: Buffer, contentType = 'image/jpeg') => {
    const response = await upload(filename, content, contentType);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as MediaItem;
  };
  const detail = async (id: number) =>
    (await t.asAdmin({ method: 'GET', url: `/api/media/${id}` })).json().data as MediaItemDetail;
  const service = async (title: string, image: string | null) => {
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/services',
      payload: { title, description: 'Built to measure.', image, order: 1, is_active: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; image: string; image_url: string };
  };

  it('takes a picture by its content, upright and described, and keeps its original for staff only', async () => {
    const item = await uploaded('workshop photo.jpg', await phoneJpeg(900, 600));
    expect(item).toMatchObject({
      kind: 'image',
      name: 'workshop photo.jpg',
      mime: 'image/jpeg',
      width: 600,
      height: 900,
      alt: null,
      decorative: false,
      focal_x: 50,
      focal_y: 50,
      tags: [],
      uploaded_by: 'Ada Admin <admin@grain.test>',
      use_count: 0,
    });
    expect(item.path).toMatch(/^library\/[0-9a-f-]+\.jpg$/);

    // The public copy carries no GPS position; the original behind it is never served.
    const publicCopy = await t.app.inject({ method: 'GET', url: `/storage/${item.path}` });
    expect(publicCopy.statusCode).toBe(200);
    expect(gpsLatitude((await sharp(publicCopy.rawPayload).metadata()).exif)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/storage/originals/${item.path}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/${item.id}/original` })).statusCode).toBe(401);
    const staffOnly = await t.app.inject({
      method: 'GET',
      url: `/api/media/${item.id}/original`,
      headers: { authorization: `Bearer ${t.staffToken}` },
    });
    expect(staffOnly.statusCode).toBe(403);

    // Staff download the original as it came, with its metadata.
    const original = await t.asAdmin({ method: 'GET', url: `/api/media/${item.id}/original` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-disposition']).toContain('attachment; filename="workshop photo.jpg"');
    expect(gpsLatitude((await sharp(original.rawPayload).metadata()).exif)).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/media' })).statusCode).toBe(401);
  });

  it('refuses a file that is not a picture or video with its reason, and stores nothing', async () => {
    const before = (await t.asAdmin({ method: 'GET', url: '/api/media?per_page=100' })).json().data.total;
    const refused = await upload('notes.jpg', disguisedText);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toEqual([
      'notes.jpg is not a picture or a video. Use JPEG, PNG, WebP, GIF or AVIF pictures, or MP4, WebM, MOV or OGG videos.',
    ]);
    const empty = await t.asAdmin({ method: 'POST', url: '/api/media', ...multipart({ note: 'no file' }) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual([mediaTexts.noFile]);
    expect((await t.asAdmin({ method: 'GET', url: '/api/media?per_page=100' })).json().data.total).toBe(before);
  });

  it('lets two records use one item, keeps it when one lets go, and refuses to delete it while used', async () => {
    const item = await uploaded('walnut table.png', await pngImage(40, 30), 'image/png');
    const first = await service('Tables', item.path);
    const second = await service('Dining rooms', item.path);
    expect(first.image).toBe(item.path);
    expect(second.image_url).toBe(`/storage/${item.path}`);
    const usesOf = async () => (await detail(item.id)).uses.map((use) => [use.entity, use.record_id, use.state]);
    expect(await usesOf()).toEqual([
      ['services', first.id, 'live'],
      ['services', second.id, 'live'],
      // Each save keeps a revision, which names the picture too.
      ['services', first.id, 'revision'],
      ['services', second.id, 'revision'],
    ]);

    // A path that is neither in the library nor in the field's folder is refused.
    const stranger = await t.asAdmin({
      method: 'POST',
      url: '/api/services',
      payload: { title: 'Stranger', description: 'x', image: 'library/none.png', order: 1, is_active: true },
    });
    expect(stranger.statusCode).toBe(422);

    // The first record lets go (another picture); the item and its file stay.
    await t.asAdmin({ method: 'PUT', url: `/api/services/${first.id}`, payload: { image: null } });
    expect(await storedFileExists(t, item.path)).toBe(true);
    expect((await usesOf()).filter(([, , state]) => state === 'live')).toEqual([['services', second.id, 'live']]);

    const refused = await t.asAdmin({ method: 'DELETE', url: `/api/media/${item.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(mediaTexts.inUse(3));
    expect(refused.json().errors.uses).toContain(`Service “Dining rooms” #${second.id} (published)`);
    expect(await storedFileExists(t, item.path)).toBe(true);
  });

  it('deletes unused items together and keeps those in use; authors may not delete', async () => {
    const unusedA = await uploaded('a.png', await pngImage(10, 10), 'image/png');
    const unusedB = await uploaded('b.png', await pngImage(12, 10), 'image/png');
    const used = await uploaded('c.png', await pngImage(14, 10), 'image/png');
    await service('Staircases', used.path);

    const unusedOnly = (await t.asAdmin({ method: 'GET', url: '/api/media?unused=1&per_page=100' })).json().data
      .data as MediaItem[];
    expect(unusedOnly.map((entry) => entry.id)).toEqual(expect.arrayContaining([unusedA.id, unusedB.id]));
    expect(unusedOnly.map((entry) => entry.id)).not.toContain(used.id);

    const byAuthor = await t.app.inject({
      method: 'POST',
      url: '/api/media/delete',
      payload: { ids: [unusedA.id] },
      headers: { authorization: `Bearer ${authorToken}` },
    });
    expect(byAuthor.statusCode).toBe(403);

    // An id no row can have is refused before the database is asked (PostgreSQL's ids are 32-bit).
    const tooLarge = await t.asAdmin({ method: 'POST', url: '/api/media/delete', payload: { ids: [2_147_483_648] } });
    expect(tooLarge.statusCode).toBe(422);
    expect(JSON.stringify(tooLarge.json().errors)).toContain('No file has such an id.');

    const bulk = await t.asAdmin({
      method: 'POST',
      url: '/api/media/delete',
      payload: { ids: [unusedA.id, unusedB.id, used.id] },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject({
      message: mediaTexts.someInUse,
      data: { deleted: [unusedA.id, unusedB.id], kept: [used.id] },
    });
    expect(await storedFileExists(t, unusedA.path)).toBe(false);
    expect(await storedFileExists(t, used.path)).toBe(true);
    expect((await t.asAdmin({ method: 'GET', url: `/api/media/${unusedA.id}` })).statusCode).toBe(404);
  });

  it('searches by name, alt text and caption, and filters by type and tag', async () => {
    const oak = await uploaded('oak-bench.png', await pngImage(16, 10), 'image/png');
    await t.asAdmin({
      method: 'PATCH',
      url: `/api/media/${oak.id}`,
      payload: { alt: 'A bench in oiled oak', caption: 'Made for a porch', tags: ['Outdoor', 'outdoor', 'oak'] },
    });
    const search = async (query: string) =>
      ((await t.asAdmin({ method: 'GET', url: `/api/media?${query}` })).json().data.data as MediaItem[]).map(
        (entry) => entry.id,
      );
    expect(await search('q=oiled')).toEqual([oak.id]);
    expect(await search('q=PORCH')).toEqual([oak.id]);
    expect(await search('q=oak-bench')).toEqual([oak.id]);
    expect(await search('q=100%25')).toEqual([]);
    expect(await search('tag=outdoor')).toEqual([oak.id]);
    expect(await search('kind=video&q=oak')).toEqual([]);
    expect((await t.asAdmin({ method: 'GET', url: '/api/media/tags' })).json().data).toEqual(
      expect.arrayContaining(['oak', 'outdoor']),
    );
    const bad = await t.asAdmin({ method: 'GET', url: '/api/media?kind=pdf' });
    expect(bad.statusCode).toBe(422);
    // PostgreSQL text cannot hold NUL: a control character is refused, never a 500.
    for (const query of ['q=%00', 'tag=%00oak', 'q=a%1Fb']) {
      expect((await t.asAdmin({ method: 'GET', url: `/api/media?${query}` })).statusCode, query).toBe(422);
    }
    const stripped = await t.asAdmin({
      method: 'PATCH',
      url: `/api/media/${oak.id}`,
      payload: { caption: 'Made\u0000 for a porch', tags: ['\u0000', 'oak\u0007'] },
    });
    expect(stripped.statusCode, stripped.body).toBe(200);
    expect(stripped.json().data).toMatchObject({ caption: 'Made for a porch', tags: ['oak'] });
  });

  it('checks what is saved and records who saved it; authors may not change an item', async () => {
    const item = await uploaded('chest.png', await pngImage(20, 20), 'image/png');
    const tooLong = await t.asAdmin({
      method: 'PATCH',
      url: `/api/media/${item.id}`,
      payload: { alt: 'x'.repeat(301), focal_x: 120 },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      alt: ['Alt text may be at most 300 characters.'],
      focal_x: ['The focal point must be a number from 0 to 100.'],
    });
    const byAuthor = await t.app.inject({
      method: 'PATCH',
      url: `/api/media/${item.id}`,
      payload: { alt: 'A chest' },
      headers: { authorization: `Bearer ${authorToken}` },
    });
    expect(byAuthor.statusCode).toBe(403);
    expect((await detail(item.id)).alt).toBeNull();

    const saved = await t.asAdmin({
      method: 'PATCH',
      url: `/api/media/${item.id}`,
      payload: { focal_x: 12, focal_y: 80 },
    });
    expect(saved.json().data).toMatchObject({ focal_x: 12, focal_y: 80 });
    const entry = (await t.asAdmin({ method: 'GET', url: `/api/audit?entity=media_items&entity_id=${item.id}` })).json()
      .data.data[0];
    expect(entry).toMatchObject({ action: 'update', fields: ['focal_x', 'focal_y'] });
  });

  it('gives the public API the alt text and focal point, and lists pictures shown without either', async () => {
    const item = await uploaded('cabinet.png', await pngImage(64, 48), 'image/png');
    const record = await service('Cabinets', item.path);
    await t.app.grain.images.drain();
    const issues = async () =>
      (await t.asAdmin({ method: 'GET', url: '/api/media/accessibility' })).json().data as AccessibilityIssue[];
    const flagged = (await issues()).find((issue) => issue.item.id === item.id);
    expect(flagged?.uses).toEqual([
      { entity: 'services', entity_label: 'Service', record_id: record.id, record_label: 'Cabinets', state: 'live' },
    ]);

    await t.asAdmin({
      method: 'PATCH',
      url: `/api/media/${item.id}`,
      payload: { alt: 'A cherry cabinet', focal_x: 5, focal_y: 40 },
    });
    const meta = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/services/${record.id}` })).json().data.image_meta;
    expect(await meta()).toMatchObject({ alt: 'A cherry cabinet', focal: { x: 5, y: 40 } });
    expect((await issues()).some((issue) => issue.item.id === item.id)).toBe(false);

    await t.asAdmin({ method: 'PATCH', url: `/api/media/${item.id}`, payload: { alt: '', decorative: true } });
    expect((await meta()).alt).toBe('');
    expect((await issues()).some((issue) => issue.item.id === item.id)).toBe(false);
  });

  it('adds an upload made through a record to the library, once', async () => {
    const body = multipart({
      title: 'Floors',
      description: 'Laid by hand.',
      order: 2,
      is_active: 1,
      image: { filename: 'floor.png', contentType: 'image/png', content: await pngImage(30, 20) },
    });
    const created = await t.asAdmin({ method: 'POST', url: '/api/services', ...body });
    expect(created.statusCode, created.body).toBe(201);
    const stored = created.json().data.image as string;
    const items = (await t.asAdmin({ method: 'GET', url: '/api/media?q=floor.png' })).json().data.data as MediaItem[];
    // Used by the record and by the revision its save kept.
    expect(items.map((entry) => [entry.path, entry.name, entry.use_count])).toEqual([[stored, 'floor.png', 2]]);
    expect(await fs.stat(path.join(t.config.storageDir, stored))).toBeTruthy();
  });

  it("takes a library picture as the site's logo, and names the settings where it is used", async () => {
    const item = await uploaded('logo.png', await pngImage(120, 40), 'image/png');
    const { logo: _l, favicon: _f, share_image: _s, ...editable } = defaultSiteSettings;
    const save = (fields: Record<string, string>) =>
      t.asAdmin({
        method: 'PUT',
        url: '/api/site-settings',
        ...multipart({ settings: JSON.stringify(editable), ...fields }),
      });
    const refused = await save({ logo_path: 'library/missing.png' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.logo).toEqual(['The logo must be a picture of the media library.']);

    const saved = await save({ logo_path: item.path });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.logo).toMatchObject({ url: `/storage/${item.path}`, width: 120, height: 40 });
    expect((await detail(item.id)).uses).toEqual([
      {
        entity: 'site_settings',
        entity_label: 'Site settings',
        record_id: null,
        record_label: null,
        state: 'settings',
      },
    ]);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/media/${item.id}` })).statusCode).toBe(409);
  });
});
