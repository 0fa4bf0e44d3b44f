import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** The blog list with its pagination and a blog post (spec public §2 "Blog list", "Blog detail"). */

interface Blog {
  id: number;
  title: string;
  date: string;
  written_by: string;
  category: { id: number; name: string } | null;
}
interface BlogPage {
  data: Blog[];
  current_page: number;
  last_page: number;
  total: number;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** "2026-03-04" → "March 4, 2026", read as a calendar date. */
const longDate = (date: string) =>
  new Date(`${date.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

test('pages through the blog with the URL, scrolls to the top, and Back returns', async ({
  page,
  request,
  expectCleanPage,
}) => {
  const first = await apiData<BlogPage>(request, '/api/blogs?page=1&per_page=6');
  const second = await apiData<BlogPage>(request, '/api/blogs?page=2&per_page=6');
  expect(first.last_page).toBeGreaterThanOrEqual(2);

  await page.goto('/blog');
  await expect(page).toHaveTitle('Blog | Grain');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const main = page.getByRole('main');
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(first.data.length);
  const newest = first.data[0];
  await expect(cards.first().getByRole('heading', { name: newest.title })).toBeVisible();
  await expect(cards.first().getByText(longDate(newest.date), { exact: true })).toBeVisible();
  await expect(cards.first().getByRole('link', { name: newest.title })).toHaveAttribute('href', `/blog/${newest.id}`);

  const pager = main.getByRole('navigation', { name: 'Blog pages' });
  await expect(pager.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
  await pager.scrollIntoViewIfNeeded();
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/blog?page=2');
  await expect(cards.first().getByRole('heading', { name: second.data[0].title })).toBeVisible();
  await expect(cards).toHaveCount(second.data.length);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('Page 2');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

  await page.goBack();
  await expect(page).toHaveURL('/blog');
  await expect(cards.first().getByRole('heading', { name: newest.title })).toBeVisible();

  await page.goForward();
  await expect(page).toHaveURL('/blog?page=2');
  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL('/blog');
  expectCleanPage();
});

test('a blog post shows its content, author, date and category, with the sidebar', async ({
  page,
  request,
  expectCleanPage,
}) => {
  const { data } = await apiData<BlogPage>(request, '/api/blogs?page=1&per_page=6');
  const post = data[0];
  const categories = await apiData<{ id: number; name: string }[]>(request, '/api/blog-categories');

  await page.goto('/blog');
  await page.getByRole('main').getByRole('link', { name: post.title }).click();
  await expect(page).toHaveURL(`/blog/${post.id}`);
  await expect(page).toHaveTitle(`${post.title} | Grain`);
  const main = page.getByRole('main');
  const article = main.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: post.title })).toBeVisible();
  await expect(article.getByText(post.written_by)).toBeVisible();
  await expect(article.getByText(longDate(post.date), { exact: true })).toBeVisible();
  if (post.category) await expect(article.getByRole('link', { name: post.category.name })).toBeVisible();

  const sidebar = main.getByRole('complementary', { name: 'Blog sidebar' });
  await sidebar.getByRole('searchbox', { name: 'Search' }).fill('oak');
  await sidebar.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(`/blog/${post.id}`);
  const categoryLinks = sidebar.getByRole('navigation', { name: 'Categories' }).getByRole('link');
  await expect(categoryLinks).toHaveCount(categories.length);

  await categoryLinks.first().click();
  await expect(page).toHaveURL(`/blog?category=${categories[0].id}`);
  await expect(main.getByRole('heading', { level: 2, name: `Articles in ${categories[0].name}` })).toBeVisible();
  expectCleanPage();
});

test('an unknown blog post answers 404 with the designed page saying Blog not found', async ({
  page,
  expectCleanPage,
}) => {
  const response = await page.goto('/blog/999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('status')).toHaveText('Blog not found');
  expectCleanPage();
});
