import type { APIRequestContext } from '@playwright/test';
import { adminData, expect, png, publicData, adminTest as test, unique } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

/**
 * Search & sharing (issue 48) in a real browser against the real server: a meta description
 * set on a fixed page in the admin is in that page's head at once, for search engines and
 * shared links; a sharing picture is removed again, from a record's form and from a fixed
 * page, the media library keeping it; the SEO health screen lists the site's problems.
 */

type MediaItem = { id: number; path: string; name: string };
type MediaUse = { entity: string; record_id: number | null; record_label: string | null; state: string };

const bearer = (adminToken: string) => ({ Authorization: `Bearer ${adminToken}` });

/** A new picture of the library, named for this run. */
async function libraryPicture(request: APIRequestContext, adminToken: string): Promise<MediaItem> {
  const name = `${unique('share').replace(' ', '-')}.png`;
  const response = await request.post('/api/media', { multipart: { file: png(name) }, headers: bearer(adminToken) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: MediaItem }).data;
}

/** The `og:image` of a page as the server renders it (what a shared link shows). */
async function sharedPicture(request: APIRequestContext, path: string): Promise<string | undefined> {
  const html = await (await request.get(path)).text();
  return html.match(/<meta data-head property="og:image" content="([^"]*)">/)?.[1];
}

/** Where the library says the item is used now (live records and fixed pages). */
const usesOf = async (request: APIRequestContext, adminToken: string, item: MediaItem) =>
  (await adminData<{ uses: MediaUse[] }>(request, adminToken, `/media/${item.id}`)).uses;

test('an editor sets the FAQ page’s meta description, and the page’s head carries it', async ({
  page,
  adminToken,
  expectCleanPage,
}) => {
  const description = `Answers about our oak furniture, delivery and care (${Date.now().toString(36)}).`;

  await page.goto('/admin/search-sharing?page=faq');
  await expect(page.getByRole('heading', { name: 'Search & sharing', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Search & sharing of FAQ' });
  await expect(form.getByLabel('Meta title')).toHaveAttribute('placeholder', /^FAQ \| /);
  await form.getByLabel('Meta description').fill(description);
  await expect(form.getByText(`${description.length} / 160`)).toBeVisible();
  await expect(form.getByRole('figure', { name: 'Search result preview' })).toContainText(description);
  await expectNoAxeViolations(page, 'search & sharing screen');
  await form.getByRole('button', { name: 'Save FAQ' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The search and sharing values of FAQ were saved.' }),
  ).toBeVisible();

  // The server's page, as a search engine reads it.
  const html = await (await page.request.get('/faq')).text();
  expect(html).toContain(`<meta data-head name="description" content="${description}">`);
  expect(html).toContain(`<meta data-head property="og:description" content="${description}">`);

  // And in the browser, after the app has started.
  await page.goto('/faq');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', description);
  expectCleanPage();

  await page.goto('/admin/seo-health');
  await expect(page.getByRole('heading', { name: 'SEO health', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Summary' })).toContainText('pages checked');
  await expectNoAxeViolations(page, 'SEO health screen');

  // The page goes back to its derived description, so that no other journey meets this one.
  const reset = await page.request.put('/api/page-seo/faq', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { meta_title: '', meta_description: '', share_image: null, noindex: false },
  });
  expect(reset.status()).toBe(200);
});

test('an editor removes a service’s sharing picture, and its shared link falls back to the page’s own', async ({
  page,
  request,
  adminToken,
}) => {
  const picture = await libraryPicture(request, adminToken);
  const title = unique('Stair building');
  const created = await request.post('/api/services', {
    data: { title, description: 'Staircases built in the workshop.', order: 99, is_active: true },
    headers: bearer(adminToken),
  });
  expect(created.status(), await created.text()).toBe(201);
  const service = ((await created.json()) as { data: { id: number } }).data;
  const derived = await sharedPicture(request, `/services/${service.id}`);
  const set = await request.put(`/api/services/${service.id}`, {
    data: { share_image: picture.path },
    headers: bearer(adminToken),
  });
  expect(set.status(), await set.text()).toBe(200);
  expect(await sharedPicture(request, `/services/${service.id}`)).toContain(picture.path);

  await page.goto(`/admin/services?edit=${service.id}`);
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
  // The panel is open: the record has a value of its own.
  await edit.getByRole('button', { name: 'Remove picture for Sharing picture' }).click();
  await expect(edit.getByText('Current (will be removed)')).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Keep the current picture' })).toBeVisible();
  await expect(edit.getByRole('button', { name: /^Remove picture for Image/ })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();

  expect(await publicData<{ share_image: string | null }>(request, `/services/${service.id}`)).toMatchObject({
    share_image: null,
    share_image_url: null,
  });
  expect(await sharedPicture(request, `/services/${service.id}`)).toBe(derived);
  // The library keeps the picture; the service no longer uses it.
  const uses = await usesOf(request, adminToken, picture);
  expect(uses.filter((use) => use.state === 'live' && use.entity === 'services')).toEqual([]);

  expect((await request.delete(`/api/services/${service.id}`, { headers: bearer(adminToken) })).ok()).toBeTruthy();
});

test('an editor removes a fixed page’s sharing picture on the Search & sharing screen', async ({
  page,
  request,
  adminToken,
}) => {
  const picture = await libraryPicture(request, adminToken);
  await page.goto('/admin/search-sharing?page=team');
  const form = page.getByRole('form', { name: 'Search & sharing of Our Team' });
  await form.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a picture from the library' });
  await picker.getByLabel('Search the library').fill(picture.name);
  await picker.getByRole('button', { name: new RegExp(`^Choose ${picture.name.replace('.', '\\.')}`) }).click();
  await expect(picker).toBeHidden();
  await form.getByRole('button', { name: 'Save Our Team' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'The search and sharing values of Our Team were saved.' });
  await expect(saved).toBeVisible();
  expect(await sharedPicture(request, '/team')).toContain(picture.path);
  const onTeam = (uses: MediaUse[]) =>
    uses.filter((use) => use.entity === 'page_seo' && use.record_label === 'Our Team');
  expect(onTeam(await usesOf(request, adminToken, picture))).toHaveLength(1);

  await form.getByRole('button', { name: 'Remove picture' }).click();
  await expect(form.getByText('The site’s sharing picture')).toBeVisible();
  await form.getByRole('button', { name: 'Save Our Team' }).click();
  await expect(saved.last()).toBeVisible();
  await expect
    .poll(
      async () =>
        (await publicData<Array<{ page_key: string; share_image: string | null }>>(request, '/page-seo')).find(
          (entry) => entry.page_key === 'team',
        )?.share_image,
    )
    .toBeNull();
  expect((await sharedPicture(request, '/team')) ?? '').not.toContain(picture.path);
  expect(onTeam(await usesOf(request, adminToken, picture))).toEqual([]);
  // Nothing used it but the page: the library still has it, to be deleted there.
  expect((await request.delete(`/api/media/${picture.id}`, { headers: bearer(adminToken) })).status()).toBe(204);
});
