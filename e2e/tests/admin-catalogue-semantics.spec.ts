import { adminData, expect, publicData, adminTest as test, unique } from '../support/admin.ts';
import { E2E_BASE_URL } from '../support/constants.mjs';

/**
 * Issue 48, "Catalogue semantics": a product entered in the admin with its price on request and
 * made to order reads so on its public page, which works without JavaScript.
 */

type Item = Record<string, unknown> & { id: number; name: string };

test('a price on request, made to order: entered in the admin, shown on the page', async ({
  page,
  browser,
  request,
  adminToken,
}) => {
  const name = unique('Bespoke Library Wall');
  const sku = unique('E2E-POR').replace(/ /g, '-').toUpperCase();
  const [category] = await publicData<Item[]>(request, '/categories');
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Product' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('SKU').fill(sku);
  await create.getByLabel('Category').selectOption({ label: String(category.name) });
  await create.getByLabel('Price', { exact: true }).fill('18000');
  await create.getByLabel('Price on request').check();
  await create.getByLabel('Stock quantity').fill('0');
  await create.getByLabel('Made to order').check();
  await create.getByRole('button', { name: 'Create Product' }).click();
  await expect(
    create.getByText('The lead time weeks field is required when the product is made to order.'),
  ).toBeVisible();
  await create.getByLabel('Lead time (weeks)').fill('6');
  await create.getByRole('button', { name: 'Create Product' }).click();
  await expect(create).toBeHidden();

  const found = await adminData<{ data: Item[] }>(request, adminToken, `/products/admin/search/sku?sku=${sku}`);
  const product = found.data.find((item) => item.sku === sku) as Item;
  expect(product).toMatchObject({ price_on_request: true, made_to_order: true, availability: 'made_to_order' });

  // A visitor without JavaScript: the server's page says it all, and the enquiry is a plain link.
  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: E2E_BASE_URL });
  const view = await visitor.newPage();
  await view.goto(`/products/${product.id}`);
  await expect(view.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(view.getByText('Price on request')).toBeVisible();
  await expect(view.getByText('$18,000.00')).toHaveCount(0);
  await expect(view.getByText('Made to order – ships in 6 weeks')).toBeVisible();
  await view.getByRole('link', { name: 'Ask About This Product' }).click();
  await expect(view).toHaveURL(new RegExp(`/contact\\?product=${product.id}$`));
  await visitor.close();

  const removed = await request.delete(`/api/products/${product.id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(removed.ok()).toBeTruthy();
});
