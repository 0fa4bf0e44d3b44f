import {
  apiData,
  type Category,
  expectedProducts,
  expectListed,
  results,
  searchTerm,
  sidebar,
} from '../../support/catalogue.ts';
import { appStarted, expect, test } from '../../support/fixtures.ts';

/**
 * Issue 44: the app's scripts arrive 5 s late and the catalogue is used at once. What the
 * browser does alone (a form sent, a link followed) has happened by the time the app starts;
 * what needs the app (the switch) takes effect once it runs. Then the list is the URL's.
 */

test('a search sent before the app shows its results once the app runs, which then pages in place', async ({
  page,
  request,
}) => {
  const term = searchTerm(await expectedProducts(request, 'per_page=100'));
  await page.goto('/products');
  const box = sidebar(page).getByPlaceholder('Search by name, description...');
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(`/products?q=${encodeURIComponent(term)}`);
  await appStarted(page);
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(box).toHaveValue(term);
  await expectListed(page, await expectedProducts(request, `q=${encodeURIComponent(term)}`));
});

test('text typed before the app is kept, and is what the app searches', async ({ page, request }) => {
  const term = searchTerm(await expectedProducts(request, 'per_page=100'));
  await page.goto('/products');
  const box = sidebar(page).getByPlaceholder('Search by name, description...');
  await box.fill(term);
  await appStarted(page);
  await expect(box).toHaveValue(term);
  await box.press('Enter');
  await expect(page).toHaveURL(`/products?q=${encodeURIComponent(term)}`);
  await expectListed(page, await expectedProducts(request, `q=${encodeURIComponent(term)}`));
});

test('a category chosen before the app is the filtered list once it runs', async ({ page, request }) => {
  const categories = await apiData<Category[]>(request, '/api/categories');
  const all = await expectedProducts(request, 'per_page=100');
  const category = categories.find((candidate) => all.data.some((product) => product.category_id === candidate.id))!;
  await page.goto('/products');
  await sidebar(page).getByRole('link', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(`/products?category_id=${category.id}`);
  await appStarted(page);
  await expect(sidebar(page).getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectListed(page, await expectedProducts(request, `category_id=${category.id}`));

  // With the app, Clear All Filters is followed in place.
  await sidebar(page).getByRole('link', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
});

test('the customized switch flipped before the app filters once the app runs', async ({ page, request }) => {
  await page.goto('/products');
  const toggle = sidebar(page).getByRole('switch', { name: 'Customized Products Only' });
  await toggle.check();
  await appStarted(page);
  await expect(page).toHaveURL('/products?customized=1');
  await expect(toggle).toBeChecked();
  await expectListed(page, await expectedProducts(request, 'customized=1'));
});

test('a page chosen before the app is the page shown once it runs', async ({ page, request }) => {
  await page.goto('/products');
  const pagination = results(page).getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/products?page=2');
  await appStarted(page);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expectListed(page, await expectedProducts(request, 'page=2'));

  // With the app, the pages are followed in place, back to the top of the page.
  await pagination.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/products');
  await expectListed(page, await expectedProducts(request, ''));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a blog page chosen before the app is the page shown once it runs', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/blog?page=2');
  await appStarted(page);
  await expect(page.getByRole('navigation', { name: 'Blog pages' }).locator('[aria-current="page"]')).toHaveText(
    'Page 2',
  );
});
