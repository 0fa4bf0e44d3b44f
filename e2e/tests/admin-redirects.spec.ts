import { expect, publicData, row, adminTest as test, unique } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

/**
 * Redirects and the 404 log (issue 48) in a real browser against the real server: a redirect
 * made in the admin is followed at once, the query string kept; a page not found shows in the
 * 404 log with where its visitor came from, and becomes a redirect in one click.
 */

const token = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('an editor sends an old address on, and turns a page not found into a redirect', async ({
  page,
  adminToken,
  expectCleanPage,
}) => {
  const oldPath = `/old-workshop-${token()}`;
  const missingPath = `/blog/gone-${token()}`;

  await page.goto('/admin/redirects');
  await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a redirect' });
  await form.getByLabel('From path').fill(`${oldPath}/`);
  await form.getByLabel('To').fill('/about');
  await form.getByRole('button', { name: 'Create redirect' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${oldPath} now redirects to /about.` })).toBeVisible();
  await expect(row(page, oldPath)).toContainText('/about');
  await expectNoAxeViolations(page, 'redirects screen');

  // Followed at once, before any page is rendered, with the visitor's query string.
  const followed = await page.goto(`${oldPath}?ref=newsletter`);
  expect(followed?.status()).toBe(200);
  await expect(page).toHaveURL(/\/about\?ref=newsletter$/);
  expect(followed?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${oldPath}\\?ref=newsletter$`));

  // A page not found, reached from another site's link.
  const missing = await page.goto(missingPath, { referer: 'https://forum.example/thread/42' });
  expect(missing?.status()).toBe(404);

  await page.goto('/admin/redirects');
  const logged = row(page, missingPath);
  await expect(logged).toContainText('https://forum.example/thread/42');
  await expect(logged.getByRole('cell').nth(1)).toHaveText('1');
  await logged.getByRole('button', { name: `Redirect ${missingPath}` }).click();
  await expect(form.getByLabel('From path')).toHaveValue(missingPath);
  await expect(form.getByLabel('To')).toBeFocused();
  await page.keyboard.type('/blog');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${missingPath} now redirects to /blog.` })).toBeVisible();
  // The path redirects now: it leaves the log.
  await expect(page.getByRole('region', { name: '404 log table' }).getByText(missingPath)).toHaveCount(0);
  await expect(row(page, missingPath)).toContainText('/blog');

  await page.goto(missingPath);
  await expect(page).toHaveURL(/\/blog$/);

  // The redirects go, so that no other journey meets them.
  const headers = { Authorization: `Bearer ${adminToken}` };
  const listed = await page.request.get('/api/redirects?per_page=100', { headers });
  const { data } = (await listed.json()) as { data: { data: Array<{ id: number; from: string }> } };
  for (const redirect of data.data.filter((each) => [oldPath, missingPath].includes(each.from))) {
    expect((await page.request.delete(`/api/redirects/${redirect.id}`, { headers })).ok()).toBeTruthy();
  }
  expectCleanPage();
});

test("the app's own navigation to a missing page asks the server: its redirect is followed, its 404 logged", async ({
  page,
  adminToken,
}) => {
  // The app's own fetch of each missing post answers 404 and is logged as such: no clean-page check.
  const headers = { Authorization: `Bearer ${adminToken}` };
  const id = 900_000 + Math.floor(Math.random() * 90_000);
  const moved = `/blog/${id}`;
  const missing = `/blog/${id + 1}`;
  const created = await page.request.post('/api/redirects', {
    headers,
    data: { from: moved, to: '/blog', status: 301 },
  });
  expect(created.status()).toBe(201);
  const redirect = ((await created.json()) as { data: { id: number } }).data;

  // Reached without a page load, as a back or forward step to a post since deleted is.
  const navigateInApp = (path: string) =>
    page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);

  await page.goto('/faq');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await navigateInApp(moved);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');

  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === missing);
  await navigateInApp(missing);
  expect((await answered).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 2, name: 'This piece is not in our workshop' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${missing}$`));

  const log = await page.request.get('/api/redirects/not-found?per_page=100', { headers });
  const { data } = (await log.json()) as { data: { data: Array<{ id: number; path: string; hits: number }> } };
  const logged = data.data.find((entry) => entry.path === missing);
  expect(logged?.hits).toBe(1);

  expect((await page.request.delete(`/api/redirects/${redirect.id}`, { headers })).ok()).toBeTruthy();
  if (logged) await page.request.delete(`/api/redirects/not-found/${logged.id}`, { headers });
});

test("the app's own navigation follows a redirect from a page that still exists, as the server does", async ({
  page,
  adminToken,
}) => {
  const headers = { Authorization: `Bearer ${adminToken}` };
  // A post of its own, live at its address, which the redirect takes over (no other test visits it).
  const [category] = await publicData<Array<{ id: number }>>(page.request, '/blog-categories');
  const title = unique('Moving the workshop');
  const posted = await page.request.post('/api/blogs', {
    headers,
    data: {
      title,
      category_id: category.id,
      written_by: 'Marcus Reid',
      date: new Date().toISOString().slice(0, 10),
      description: '<p>We have moved down the road.</p>',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const post = ((await posted.json()) as { data: { id: number } }).data;
  const created = await page.request.post('/api/redirects', {
    headers,
    data: { from: `/blog/${post.id}`, to: '/faq', status: 302 },
  });
  expect(created.status()).toBe(201);
  const redirect = ((await created.json()) as { data: { id: number } }).data;

  // A click on the post's link in the list, made by the app: it lands where the server would send it.
  await page.goto('/blog');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs');

  // The address's query goes with it, as the server's Location keeps it.
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/blog/${post.id}?ref=newsletter`);
  await expect(page).toHaveURL(/\/faq\?ref=newsletter$/);

  expect((await page.request.delete(`/api/redirects/${redirect.id}`, { headers })).ok()).toBeTruthy();
  expect((await page.request.delete(`/api/blogs/${post.id}`, { headers })).ok()).toBeTruthy();
});
