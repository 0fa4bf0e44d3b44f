import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** The project grid and project details (spec public §2 "Project page", "Project details"). */

interface Project {
  id: number;
  title: string;
  short_description: string | null;
  client: string | null;
  year: number | null;
  carpenter: string | null;
  gallery_image_1_url: string | null;
  gallery_image_2_url: string | null;
  gallery_image_3_url: string | null;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('the grid shows 8 projects on large screens, 4 on small ones, and the FAQ', async ({
  page,
  request,
  expectCleanPage,
}) => {
  const projects = await apiData<Project[]>(request, '/api/projects');
  expect(projects.length).toBeGreaterThanOrEqual(8);

  await page.goto('/project');
  await expect(page).toHaveTitle('Projects | Grain');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const grid = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(8);
  for (let index = 0; index < 8; index += 1) await expect(cards.nth(index)).toBeVisible();
  await expect(cards.first().getByRole('link', { name: projects[0].title })).toHaveAttribute(
    'href',
    `/project/details/${projects[0].id}`,
  );
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();

  await page.setViewportSize({ width: 800, height: 900 });
  for (let index = 0; index < 4; index += 1) await expect(cards.nth(index)).toBeVisible();
  for (let index = 4; index < 8; index += 1) await expect(cards.nth(index)).toBeHidden();
  expectCleanPage();
});

test('a project card opens the details with facts, gallery and lightbox', async ({
  page,
  request,
  expectCleanPage,
}) => {
  const [first] = await apiData<Project[]>(request, '/api/projects');
  await page.goto('/project');
  await page.getByRole('main').getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(`/project/details/${first.id}`);
  await expect(page).toHaveTitle(`${first.title} | Grain`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Project' })).toHaveAttribute('href', '/project');
  await expect(trail.getByText('Project Details')).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
  const facts = main.getByRole('complementary');
  for (const [label, value] of [
    ['Client', first.client],
    ['Year', first.year],
    ['Carpenter', first.carpenter],
  ] as const) {
    await expect(facts.getByText(label, { exact: true })).toBeVisible();
    if (value !== null) await expect(facts.getByText(String(value), { exact: true })).toBeVisible();
  }
  if (first.short_description) await expect(facts.getByText(first.short_description)).toBeVisible();

  const gallery = [first.gallery_image_1_url, first.gallery_image_2_url, first.gallery_image_3_url].filter(Boolean);
  // Links to the pictures (which work without the app); the app opens them in its lightbox.
  const thumbs = main.getByRole('link', { name: /gallery image/ });
  await expect(thumbs).toHaveCount(gallery.length);
  if (gallery.length > 0) {
    await expect(thumbs.first()).toHaveAttribute('href', /\S/);
    await thumbs.first().click();
    const lightbox = page.locator('.yarl__root');
    await expect(lightbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
  }
  expectCleanPage();
});

test('an unknown project id answers 404 with the designed page saying Project not found', async ({
  page,
  expectCleanPage,
}) => {
  const response = await page.goto('/project/details/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('status')).toHaveText('Project not found');
  await expect(page.getByText(/Error loading project/)).toHaveCount(0);
  expectCleanPage();
});
