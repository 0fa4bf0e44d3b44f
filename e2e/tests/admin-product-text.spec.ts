import { expect, publicData, adminTest as test } from '../support/admin.ts';

/**
 * A product page renders its name as typed, with JavaScript off, however many dollar signs it has:
 * nothing in the content is read as a `String.replace` pattern when the server fills its page.
 * The product is a live one for a moment, so this runs with the admin journeys, after every
 * visitor journey has counted the catalogue.
 */
test('text with dollar signs renders as typed: nothing in the content is read as a replacement pattern', async ({
  browser,
  request,
  adminToken,
}) => {
  const headers = { authorization: `Bearer ${adminToken}` };
  const [category] = await publicData<{ id: number }[]>(request, '/categories');
  const name = "Oak Bench $& $' $` $$ $1";
  const created = await request.post('/api/products', {
    headers,
    data: { name, sku: `DOLLAR-${Date.now()}`, price: 120, stock_quantity: 2, category_id: category.id },
  });
  expect(created.status()).toBe(201);
  const item = ((await created.json()) as { data: { id: number } }).data;
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`/products/${item.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  } finally {
    await context.close();
    await request.delete(`/api/products/${item.id}`, { headers });
  }
});
