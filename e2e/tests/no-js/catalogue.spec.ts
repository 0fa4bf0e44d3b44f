import {
  apiData,
  type BlogPage,
  type Category,
  expectedProducts,
  expectListed,
  type ProductPage,
  results,
  searchTerm,
  sidebar,
} from '../../support/catalogue.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * Issue 44: with JavaScript off, the catalogue is GET forms and links. Each action below is
 * the browser's own (a form submitted, a link followed) and the server renders the list the URL
 * names, the same list the API gives for that query.
 */

test('searches from the sidebar, with Enter and with Apply Filters', async ({ page, request }) => {
  const term = searchTerm(await expectedProducts(request, 'per_page=100'));
  await page.goto('/products');
  await expectListed(page, await expectedProducts(request, ''));

  const box = sidebar(page).getByPlaceholder('Search by name, description...');
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(`/products?q=${encodeURIComponent(term)}`);
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expectListed(page, await expectedProducts(request, `q=${encodeURIComponent(term)}`));
  await expect(box).toHaveValue(term);

  await box.fill('zzzz-nothing-matches');
  await sidebar(page).getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();

  // Clear Search is a link back to the plain list.
  await results(page).getByRole('link', { name: 'Clear Search' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  await expect(box).toHaveValue('');
});

test('filters by category and customized products, and Clear All Filters resets', async ({ page, request }) => {
  const categories = await apiData<Category[]>(request, '/api/categories');
  const all = await expectedProducts(request, 'per_page=100');
  const category = categories.find((candidate) => all.data.some((product) => product.category_id === candidate.id))!;

  await page.goto('/products');
  const filters = sidebar(page);
  await expect(filters.getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'true');
  await expect(filters.getByRole('link', { name: 'Clear All Filters' })).toHaveCount(0);

  await filters.getByRole('link', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(`/products?category_id=${category.id}`);
  await expect(filters.getByRole('link', { name: category.name, exact: true })).toHaveAttribute('aria-current', 'true');
  await expectListed(page, await expectedProducts(request, `category_id=${category.id}`));

  // The switch is part of the form: without the app, Apply Filters sends it.
  await filters.getByRole('switch', { name: 'Customized Products Only' }).check();
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]category_id=${category.id}(&|$)`));
  await expect(page).toHaveURL(/[?&]customized=1(&|$)/);
  await expect(filters.getByRole('switch', { name: 'Customized Products Only' })).toBeChecked();
  await expectListed(page, await expectedProducts(request, `category_id=${category.id}&customized=1`));

  // A category link keeps the rest of the search.
  await filters.getByRole('link', { name: 'All Categories' }).click();
  await expect(page).toHaveURL('/products?customized=1');
  await expectListed(page, await expectedProducts(request, 'customized=1'));

  await filters.getByRole('link', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL('/products');
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  await expect(filters.getByRole('switch', { name: 'Customized Products Only' })).not.toBeChecked();
  await expect(filters.getByRole('link', { name: 'Clear All Filters' })).toHaveCount(0);
});

test('filters by price and sorts from the URL; searching keeps the price, paging keeps both', async ({
  page,
  request,
}) => {
  const query = 'price_min=100&price_max=2000&sort=price&order=desc';
  const expected = await expectedProducts(request, query);
  await page.goto(`/products?${query}`);
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expectListed(page, expected);

  if (expected.last_page > 1) {
    await results(page).getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(`/products?${query}&page=2`);
    await expectListed(page, await expectedProducts(request, `${query}&page=2`));
  }

  // The sidebar's search keeps the price range and, as the spec says, sorts by name again.
  const term = searchTerm(expected);
  await sidebar(page).getByPlaceholder('Search by name, description...').fill(term);
  await sidebar(page).getByRole('button', { name: 'Apply Filters' }).click();
  const searched = `q=${encodeURIComponent(term)}&price_min=100&price_max=2000`;
  await expect(page).toHaveURL(`/products?${searched}`);
  await expectListed(page, await expectedProducts(request, searched));
});

test('pages through the catalogue with links', async ({ page, request }) => {
  const first = await expectedProducts(request, '');
  expect(first.last_page, 'the demo catalogue has more than one page').toBeGreaterThan(1);
  await page.goto('/products');
  const pagination = results(page).getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/products?page=2');
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expectListed(page, await expectedProducts(request, 'page=2'));

  await pagination.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/products');
  await expectListed(page, first);

  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/products?page=2');
});

test('pages through a category page and the customized page with links', async ({ page, request }) => {
  const customized = await apiData<ProductPage>(request, '/api/products/customized?page=2');
  await page.goto('/products/customized');
  const list = page.getByRole('region', { name: 'Customized Products', exact: true });
  if (customized.last_page > 1) {
    await list.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/products/customized?page=2');
    await expect(list.getByRole('article')).toHaveCount(customized.data.length);
  }

  // A category page's search stays on the category page.
  const all = await expectedProducts(request, 'per_page=100');
  const categoryId = all.data.find((product) => product.category_id)!.category_id!;
  await page.goto(`/products/category/${categoryId}`);
  const term = searchTerm(await apiData<ProductPage>(request, `/api/products/category/${categoryId}`));
  await sidebar(page).getByPlaceholder('Search by name, description...').fill(term);
  await sidebar(page).getByPlaceholder('Search by name, description...').press('Enter');
  await expect(page).toHaveURL(`/products/category/${categoryId}?q=${encodeURIComponent(term)}`);
  const found = await apiData<ProductPage>(
    request,
    `/api/products/category/${categoryId}?q=${encodeURIComponent(term)}`,
  );
  await expectListed(page, found);
});

test('pages through the blog with links', async ({ page, request }) => {
  const second = await apiData<BlogPage>(request, '/api/blogs?page=2&per_page=6');
  await page.goto('/blog');
  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/blog?page=2');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(second.data.length);
  await expect(cards.first().getByRole('heading', { name: second.data[0].title })).toBeVisible();
  await pager.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL('/blog');
});
