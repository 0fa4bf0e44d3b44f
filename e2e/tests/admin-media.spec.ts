import type { APIRequestContext } from '@playwright/test';
import { adminData, expect, png, publicData, adminTest as test, unique } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

/**
 * The media library (issue 47) in a real browser against the real server: several uploads at
 * once with the server's reason for the one it refuses, a library picture chosen for a blog
 * post, a focal point set by a click, and a delete refused while the file is in use.
 */

type MediaItem = { id: number; path: string; name: string; alt: string | null; focal_x: number; focal_y: number };
type MediaUse = { entity: string; record_id: number | null; record_label: string | null; state: string };
type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A word no other run uses, for file names: "a1b2c3d4". */
const token = () => unique('m').split(' ')[1];

/** An 8 × 6 JPEG, checked by its bytes on the server like any upload. */
const jpeg = (name: string): FilePayload => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJgBkgf/2Q==',
    'base64',
  ),
});

/** A 160 × 120 PNG of a light board with a dark knot low on the left: a picture big enough to click on. */
const board = (name: string): FilePayload => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAKAAAAB4AgMAAAAIzBH8AAAADFBMVEXZuYxbOiJ0UzexkWoTdrQnAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAk0lEQVRYhe3UrRGDQBRF4TfsIBArKQVBFxFcFAKfiJSQJugn7aSLzM56OGIF4n76iP17G2FmZmZmZnYi/Z7fIGbphcJDWkmXJekNwqmEGwjHEi4gPEoIFplKJ10fUFfDD9u0wLYzDYca7u3CvoaPduHQfI25+Tl29AoTfRRBn1nghzvRUch0uIKOa+APINEvxewG/tuJPAv5tieyAAAAAElFTkSuQmCC',
    'base64',
  ),
});

/** A text file named like a picture: the server reads its bytes and refuses it. */
const notAPicture = (name: string): FilePayload => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from('These are notes about oak, not a picture of it.\n'),
});

const bearer = (adminToken: string) => ({ Authorization: `Bearer ${adminToken}` });

async function uploadToLibrary(request: APIRequestContext, adminToken: string, file: FilePayload): Promise<MediaItem> {
  const response = await request.post('/api/media', { multipart: { file }, headers: bearer(adminToken) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: MediaItem }).data;
}

/** The library's items whose name, alt text or caption holds `text`. */
const libraryMatching = async (request: APIRequestContext, adminToken: string, text: string) =>
  (await adminData<{ data: MediaItem[] }>(request, adminToken, `/media?q=${encodeURIComponent(text)}&per_page=100`))
    .data;

const removeFromLibrary = (request: APIRequestContext, adminToken: string, id: number) =>
  request.delete(`/api/media/${id}`, { headers: bearer(adminToken) });

test('uploads three files at once, each with its progress, and says why the server refused one', async ({
  page,
  request,
  adminToken,
}) => {
  const word = token();
  const bench = `bench-${word}.png`;
  const stool = `stool-${word}.jpg`;
  const notes = `notes-${word}.jpg`;
  // The reason the server gives for such a file, which the screen must show in its words.
  const refused = await request.post('/api/media', {
    multipart: { file: notAPicture(notes) },
    headers: bearer(adminToken),
  });
  expect([413, 415, 422]).toContain(refused.status());
  const answer = (await refused.json()) as { message: string; errors?: { file?: string[] } };
  const reason = answer.errors?.file?.[0] ?? answer.message;

  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await page.getByLabel('Choose files').setInputFiles([png(bench), notAPicture(notes), jpeg(stool)]);

  const uploads = page.getByRole('list', { name: 'Uploads' });
  const row = (name: string) => uploads.getByRole('listitem').filter({ hasText: name });
  await expect(row(notes)).toContainText(`Not added: ${reason}`);
  await expect(row(bench)).toContainText('Uploaded.');
  await expect(row(stool)).toContainText('Uploaded.');
  await expect(page.getByRole('status').filter({ hasText: 'uploaded.' })).toHaveText(
    `2 uploaded. Not added: ${notes}.`,
  );
  await expect(uploads.getByRole('progressbar')).toHaveCount(0);
  // The grid shows what was added (searched for: other journeys may be adding files meanwhile).
  await page.getByLabel('Search', { exact: true }).fill(word);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(page.getByText('2 files match.')).toBeVisible();
  await expect(page.getByRole('link', { name: bench, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: stool, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: notes, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the media library after uploads');

  const added = await libraryMatching(request, adminToken, word);
  expect(added.map((item) => item.name).sort()).toEqual([bench, stool]);
  for (const item of added) expect((await removeFromLibrary(request, adminToken, item.id)).ok()).toBeTruthy();
});

test('a blog post takes a picture of the library, which then says where it is used', async ({
  page,
  request,
  adminToken,
}) => {
  const word = token();
  const picture = await uploadToLibrary(request, adminToken, png(`dovetail-${word}.png`));
  const [category] = await publicData<Array<{ id: number }>>(request, '/blog-categories');
  const title = unique('Choosing boards from the library');
  const created = await request.post('/api/blogs', {
    data: {
      title,
      category_id: category.id,
      written_by: 'Marcus Reid',
      date: new Date().toISOString().slice(0, 10),
      description: '<p>One picture, described once, used everywhere.</p>',
    },
    headers: bearer(adminToken),
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = ((await created.json()) as { data: { id: number } }).data;

  // The address opens the post's form, as the library's "Where used" links do.
  await page.goto(`/admin/blogs?edit=${post.id}`);
  const edit = page.getByRole('dialog', { name: 'Edit Blog' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByRole('button', { name: /^Choose from library/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a picture from the library' });
  await picker.getByLabel('Search the library').fill(picture.name);
  await picker.getByRole('button', { name: new RegExp(`^Choose ${picture.name.replace('.', '\\.')}`) }).click();
  await expect(picker).toBeHidden();
  await expect(edit.getByText(`From the library: ${picture.name}`)).toBeVisible();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  expect((await publicData<{ image: string }>(request, `/blogs/${post.id}`)).image).toBe(picture.path);

  await page.goto(`/admin/media/${picture.id}`);
  // The post itself, and the earlier version its save kept.
  const where = page.getByRole('region', { name: 'Where used' });
  const use = where
    .getByRole('listitem')
    .filter({ hasText: 'Published' })
    .getByRole('link', { name: new RegExp(title) });
  await expect(use).toHaveAttribute('href', `/admin/blogs?edit=${post.id}`);
  const uses = (await adminData<{ uses: MediaUse[] }>(request, adminToken, `/media/${picture.id}`)).uses;
  expect(uses).toContainEqual(expect.objectContaining({ entity: 'blogs', record_id: post.id, state: 'live' }));

  await use.click();
  await expect(page.getByRole('dialog', { name: 'Edit Blog' }).getByLabel('Title')).toHaveValue(title);
  expect((await request.delete(`/api/blogs/${post.id}`, { headers: bearer(adminToken) })).ok()).toBeTruthy();
});

test('a click on the picture sets its focal point, the arrow keys move it, and Save keeps it', async ({
  page,
  request,
  adminToken,
}) => {
  const item = await uploadToLibrary(request, adminToken, board(`knot-${token()}.png`));
  await page.goto(`/admin/media/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await expect(page.getByText('No alt text', { exact: true })).toBeVisible();
  const picture = page.getByRole('img', { name: `Preview of ${item.name}` });
  await expect(picture).toBeVisible();
  const box = await picture.boundingBox();
  if (!box) throw new Error('The preview has no box.');
  await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  await expect(page.getByLabel('X %')).toHaveValue('25');
  await expect(page.getByLabel('Y %')).toHaveValue('75');
  const marker = page.getByRole('button', { name: 'Focal point, 25% across, 75% down' });
  await marker.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('X %')).toHaveValue('26');
  await page.getByLabel('Alt text', { exact: true }).fill('A knot low on the left of a pale oak board');
  await expect(page.getByLabel('Alt text', { exact: true })).toHaveAccessibleDescription(
    'Describe what the picture shows for people who cannot see it.',
  );
  await expectNoAxeViolations(page, 'a media item');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `"${item.name}" saved.` })).toBeVisible();

  const saved = await adminData<MediaItem>(request, adminToken, `/media/${item.id}`);
  expect(saved).toMatchObject({ focal_x: 26, focal_y: 75, alt: 'A knot low on the left of a pale oak board' });
  await page.reload();
  await expect(page.getByLabel('X %')).toHaveValue('26');
  await expect(page.getByLabel('Y %')).toHaveValue('75');
  expect((await removeFromLibrary(request, adminToken, item.id)).ok()).toBeTruthy();
});

test('a file in use is not deleted, alone or with others, and the screen says where it is used', async ({
  page,
  request,
  adminToken,
}) => {
  const word = token();
  const used = await uploadToLibrary(request, adminToken, png(`used-${word}.png`));
  const spare = await uploadToLibrary(request, adminToken, jpeg(`spare-${word}.jpg`));
  const title = unique('Library stairs');
  const created = await request.post('/api/services', {
    multipart: { title, description: 'Stairs with a library picture.', image: used.path, is_active: '1' },
    headers: bearer(adminToken),
  });
  expect(created.status(), await created.text()).toBe(201);
  const service = ((await created.json()) as { data: { id: number } }).data;

  // The service, and whatever its save kept (an earlier version): the refusal counts them all.
  const uses = (await adminData<{ uses: MediaUse[] }>(request, adminToken, `/media/${used.id}`)).uses;
  expect(uses).toContainEqual(expect.objectContaining({ entity: 'services', record_id: service.id, state: 'live' }));
  const places = uses.length === 1 ? '1 place' : `${uses.length} places`;

  await page.goto(`/admin/media/${used.id}`);
  await expect(page.getByRole('region', { name: 'Where used' })).toContainText(title);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const refusal = confirm.getByRole('alert');
  await expect(refusal).toContainText(`This file is used in ${places} and cannot be deleted.`);
  await expect(refusal.getByRole('listitem')).toHaveCount(uses.length);
  await expect(refusal.getByRole('listitem').first()).toContainText(title);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect((await request.get(`/api/media/${used.id}`, { headers: bearer(adminToken) })).status()).toBe(200);

  // Chosen together, the unused file goes and the used one stays, named.
  await page.goto(`/admin/media?q=${word}`);
  await page.getByRole('checkbox', { name: `Select ${used.name}` }).check();
  await page.getByRole('checkbox', { name: `Select ${spare.name}` }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const bulk = page.getByRole('dialog', { name: 'Delete selected' });
  await expect(bulk).toContainText('Delete 2 files for good?');
  await bulk.getByRole('button', { name: 'Delete' }).click();
  await expect(bulk).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '1 file deleted.' })).toBeVisible();
  const report = page
    .getByRole('alert')
    .filter({ hasText: 'Some of the chosen files are in use and were not deleted.' });
  await expect(report.getByRole('link', { name: used.name })).toHaveAttribute('href', `/admin/media/${used.id}`);
  await expect(page.getByRole('link', { name: spare.name, exact: true })).toHaveCount(0);
  expect((await request.get(`/api/media/${spare.id}`, { headers: bearer(adminToken) })).status()).toBe(404);

  expect((await request.delete(`/api/services/${service.id}`, { headers: bearer(adminToken) })).ok()).toBeTruthy();
});

test("a library picture's alt text and focal point reach the public page, in its server-rendered HTML", async ({
  page,
  request,
  adminToken,
}) => {
  // The board's knot sits low on the left: the crop of the post's wide picture must keep it.
  const item = await uploadToLibrary(request, adminToken, board(`knot-${token()}.png`));
  const alt = `A dark knot low on the left of a pale board ${token()}`;
  const described = await request.patch(`/api/media/${item.id}`, {
    data: { alt, focal_x: 12, focal_y: 80 },
    headers: bearer(adminToken),
  });
  expect(described.ok(), await described.text()).toBeTruthy();
  const [category] = await publicData<Array<{ id: number }>>(request, '/blog-categories');
  const created = await request.post('/api/blogs', {
    data: {
      title: unique('Reading a knot'),
      category_id: category.id,
      written_by: 'Marcus Reid',
      date: new Date().toISOString().slice(0, 10),
      description: '<p>Where the knot is, the board bends.</p>',
      image: item.path,
    },
    headers: bearer(adminToken),
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = ((await created.json()) as { data: { id: number } }).data;
  // The alt text and focal point travel with the picture's variants, made by the server's worker.
  await expect
    .poll(async () => (await publicData<{ image_meta: unknown }>(request, `/blogs/${post.id}`)).image_meta, {
      timeout: 30_000,
    })
    .not.toBeNull();

  const html = await (await request.get(`/blog/${post.id}`)).text();
  expect(html).toContain(`alt="${alt}"`);
  expect(html).toMatch(/object-position:\s*12% 80%/);

  await page.goto(`/blog/${post.id}`);
  const picture = page.getByRole('article').getByRole('img', { name: alt });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image) => getComputedStyle(image).objectPosition)).toBe('12% 80%');
  expect((await request.delete(`/api/blogs/${post.id}`, { headers: bearer(adminToken) })).ok()).toBeTruthy();
});
