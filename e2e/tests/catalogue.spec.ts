import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The public catalogue (spec public "Products list", "Product details", "Category products",
 * "Customized products page"). The journeys read the demo catalogue through the API first, so
 * they hold whatever products the seed ships.
 */

/** A product as the public lists give it (a summary). */
interface Product {
  id: number;
  name: string;
  category_id: number | null;
  category: { id: number; name: string } | null;
  customized: boolean;
}
/** A whole product, as its own read and the admin list give it. */
interface WholeProduct extends Product {
  specifications: { key: string; value: string }[];
  features: string[];
}
interface Category {
  id: number;
  name: string;
  description: string | null;
}
interface ProductPage<P = Product> {
  data: P[];
  total: number;
  last_page: number;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const allProducts = (request: APIRequestContext) => apiData<ProductPage>(request, '/api/products?per_page=100');
const wholeProducts = (request: APIRequestContext) =>
  apiData<ProductPage<WholeProduct>>(request, '/api/products/allproducts?per_page=100');

const results = (page: Page) => page.getByRole('region', { name: /^(All Products|Search Results|Products in .+)$/ });
const cards = (page: Page) => results(page).getByRole('article');
const countBadge = (count: number) => new RegExp(`^${count} products?$`);

/** Every card in the grid carries this text (a category name or a badge). */
async function expectEveryCardToShow(list: Locator, text: string) {
  await expect(list.first()).toBeVisible();
  const count = await list.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(list.nth(index).getByText(text, { exact: true }).first()).toBeVisible();
  }
}

test.describe('products list', () => {
  test('searches with Enter, shows the count, and Clear Search returns to all products', async ({
    page,
    request,
    expectCleanPage,
  }) => {
    const { data } = await allProducts(request);
    const term = data[0].name.split(/\s+/).sort((a, b) => b.length - a.length)[0];
    const expected = await apiData<ProductPage>(request, `/api/products/search?q=${encodeURIComponent(term)}`);

    await page.goto('/products');
    await expect(page).toHaveTitle('Products | Grain');
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    const search = page.getByPlaceholder('Search by name, description...');
    await search.fill(term);
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term)}`));
    await expect(results(page).getByText(countBadge(expected.total))).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(expected.total, 12));

    await page.getByRole('link', { name: 'Clear Search' }).click();
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
    await expect(search).toHaveValue('');
    expectCleanPage();
  });

  test('filters by category and by customized products, and Clear All Filters resets', async ({
    page,
    request,
    expectCleanPage,
  }) => {
    const categories = await apiData<Category[]>(request, '/api/categories');
    const { data } = await allProducts(request);
    const category = categories.find((candidate) => data.some((product) => product.category_id === candidate.id))!;

    await page.goto('/products');
    const sidebar = page.getByRole('complementary', { name: 'Product filters' });
    await expect(sidebar.getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'true');
    await expect(sidebar.getByRole('link', { name: 'Clear All Filters' })).toHaveCount(0);

    await sidebar.getByRole('link', { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]category_id=${category.id}(&|$)`));
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const inCategory = data.filter((product) => product.category_id === category.id);
    await expect(results(page).getByText(countBadge(inCategory.length))).toBeVisible();
    await expectEveryCardToShow(cards(page), category.name);

    await sidebar.getByRole('switch', { name: 'Customized Products Only' }).check();
    await expect(page).toHaveURL(/[?&]customized=1/);
    const customizedInCategory = inCategory.filter((product) => product.customized);
    await expect(results(page).getByText(countBadge(customizedInCategory.length))).toBeVisible();
    if (customizedInCategory.length > 0) await expectEveryCardToShow(cards(page), 'Customized');
    else await expect(page.getByText('No products found')).toBeVisible();

    await sidebar.getByRole('link', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    await expect(sidebar.getByRole('switch', { name: 'Customized Products Only' })).not.toBeChecked();
    await expect(sidebar.getByRole('link', { name: 'Clear All Filters' })).toHaveCount(0);
    expectCleanPage();
  });

  test('shows only customized products with the toggle', async ({ page, request, expectCleanPage }) => {
    const customized = await apiData<ProductPage>(request, '/api/products/customized');
    await page.goto('/products');
    await page.getByRole('switch', { name: 'Customized Products Only' }).check();
    await expect(page).toHaveURL(/\?customized=1$/);
    await expect(results(page).getByText(countBadge(customized.total))).toBeVisible();
    await expectEveryCardToShow(cards(page), 'Customized');
    expectCleanPage();
  });

  test('pages through the products with the URL, scrolls up, and Back returns', async ({
    page,
    request,
    expectCleanPage,
  }) => {
    const { last_page: lastPage } = await apiData<ProductPage>(request, '/api/products');
    expect(lastPage, 'the demo catalogue has more than one page').toBeGreaterThan(1);

    await page.goto('/products');
    await expect(cards(page).first()).toBeVisible();
    const firstOnPage1 = await cards(page).first().getByRole('heading').textContent();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Previous' })).toBeDisabled();
    await expect(pagination.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(Math.min(lastPage, 5));

    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first().getByRole('heading')).toHaveText(firstOnPage1 ?? '');
    expectCleanPage();
  });

  test('is usable on a 375 px wide screen', async ({ page, expectCleanPage }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/products');
    const sidebar = page.getByRole('complementary', { name: 'Product filters' });
    await expect(sidebar.getByPlaceholder('Search by name, description...')).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const card = await cards(page).first().boundingBox();
    expect(card?.width).toBeGreaterThan(300);
    await sidebar.getByRole('switch', { name: 'Customized Products Only' }).check();
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Clear All Filters' }).click();
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectCleanPage();
  });
});

test.describe('product details', () => {
  test('shows the product, its tabs and related products', async ({ page, request, expectCleanPage }) => {
    const { data } = await wholeProducts(request);
    const siblings = (product: Product) => data.filter((other) => other.category_id === product.category_id).length;
    const product =
      data.find(
        (candidate) => candidate.specifications.length && candidate.features.length && siblings(candidate) > 1,
      ) ?? data.find((candidate) => siblings(candidate) > 1)!;

    await page.goto('/products');
    await results(page).getByRole('link', { name: data[0].name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${data[0].id}$`));
    await expect(page.getByRole('heading', { level: 2, name: data[0].name })).toBeVisible();

    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('ProductsProduct Details');
    await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} | Grain`);
    await expect(page.getByRole('list', { name: 'Availability and labels' })).toContainText(
      /In Stock \(\d+ available\)|Out of Stock/,
    );

    // The tabs are radio buttons drawn as tabs: the checked one's panel is the one shown.
    const description = page.getByRole('radio', { name: 'Description' });
    await expect(description).toBeChecked();
    await expect(page.getByRole('region', { name: 'Description', exact: true })).toBeVisible();
    if (product.specifications.length) {
      await description.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: 'Specifications' })).toBeChecked();
      const specifications = page.getByRole('region', { name: 'Specifications', exact: true });
      await expect(specifications.getByRole('rowheader').first()).toHaveText(product.specifications[0].key);
      await expect(page.getByRole('region', { name: 'Description', exact: true })).toBeHidden();
    }
    if (product.features.length) {
      await page.locator('label', { hasText: /^Features$/ }).click();
      await expect(page.getByRole('region', { name: 'Features', exact: true })).toContainText(product.features[0]);
    }

    const related = page.getByRole('region', { name: 'Related Products', exact: true });
    await expect(related).toBeVisible();
    const relatedCards = related.getByRole('article');
    const count = await relatedCards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    await expect(related.locator(`a[href="/products/${product.id}"]`)).toHaveCount(0);
    expectCleanPage();
  });

  test('answers 404 with the designed page saying Product not found for an id that does not exist', async ({
    page,
    expectCleanPage,
  }) => {
    const response = await page.goto('/products/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('status')).toHaveText('Product not found');
    expectCleanPage();
  });
});

test.describe('category and customized pages', () => {
  test('a category page lists its products and searches within them', async ({ page, request, expectCleanPage }) => {
    const { data } = await allProducts(request);
    const categoryId = data.find((product) => product.category_id)!.category_id!;
    const category = await apiData<Category>(request, `/api/categories/${categoryId}`);
    const term = data
      .find((product) => product.category_id === categoryId)!
      .name.split(/\s+/)
      .sort((a, b) => b.length - a.length)[0];

    await page.goto(`/products/category/${categoryId}`);
    await expect(page.getByRole('heading', { level: 2, name: `Products in ${category.name}` })).toBeVisible();
    await expect(page.getByText(category.description?.trim() || 'Browse products in this category')).toBeVisible();
    await expectEveryCardToShow(cards(page), category.name);

    const search = page.getByPlaceholder('Search by name, description...');
    await search.fill(term);
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/products/category/${categoryId}\\?q=`));
    const found = await apiData<ProductPage>(
      request,
      `/api/products/search?q=${encodeURIComponent(term)}&category_id=${categoryId}`,
    );
    await expect(results(page).getByText(countBadge(found.total))).toBeVisible();
    await expectEveryCardToShow(cards(page), category.name);
    expectCleanPage();
  });

  test('the customized page introduces, lists and invites a custom quote', async ({ page, expectCleanPage }) => {
    await page.goto('/products/customized');
    await expect(page.getByRole('heading', { name: 'What Makes Our Products Special?' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Customized Products', exact: true });
    await expectEveryCardToShow(list.getByRole('article'), 'Customized');
    const quote = page.getByRole('link', { name: 'Contact Us for Custom Quote' });
    await expect(quote).toHaveAttribute('href', '/contact');
    await quote.click();
    await expect(page).toHaveURL(/\/contact$/);
    expectCleanPage();
  });
});
