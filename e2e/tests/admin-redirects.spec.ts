import { expect, row, adminTest as test } from '../support/admin.ts';
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
