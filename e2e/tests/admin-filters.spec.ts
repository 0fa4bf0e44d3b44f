import type { APIRequestContext } from '@playwright/test';
import { expect, publicData, adminTest as test, unique } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { results } from '../support/catalogue.ts';
import { type Facet, facetGroup, facetsOf } from '../support/facets.ts';

/**
 * The admin's Filters screen (issue 48): the keys and values of the products' specification
 * lines, renamed, merged, hidden and ordered there, as the catalogue's filters show them. The
 * journey makes products of its own, with a key no other product has, and deletes them after.
 */

type Created = { id: number; name: string };

// Entrance animations finished at once: axe judges colours as they end up.
test.use({ reducedMotion: 'reduce' });

/** The journey's products, deleted after it however it ends. */
let products: Created[] = [];

test.afterEach(async ({ request, adminToken }) => {
  for (const product of products) {
    const removed = await request.delete(`/api/products/${product.id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(removed.ok()).toBeTruthy();
  }
  products = [];
});

async function createProduct(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown>,
): Promise<Created> {
  const response = await request.post('/api/products', {
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Created }).data;
}

test('renames a filter, merges, hides and orders its values, and the catalogue shows them so', async ({
  page,
  request,
  adminToken,
  expectCleanPage,
}) => {
  // Five products made through the API, the screen, axe on it, and the catalogue.
  test.setTimeout(120_000);
  const key = unique('Journey timber');
  const label = unique('Wood species');
  const [category] = await publicData<Array<{ id: number }>>(request, '/categories');
  // Oak twice, the same wood spelled otherwise once, and two more: five products, enough for a filter.
  const woods = ['Oak', 'Oak', 'European oak', 'Beech', 'Elm'];
  for (const [index, wood] of woods.entries()) {
    products.push(
      await createProduct(request, adminToken, {
        name: unique(`Filter Journey Stool ${index + 1}`),
        sku: unique(`E2E-FILTER-${index + 1}`)
          .replace(/ /g, '-')
          .toUpperCase(),
        price: 100 + index,
        stock_quantity: 1,
        category_id: category.id,
        specifications: [`${key}: ${wood}`],
      }),
    );
  }

  const before = (await facetsOf(request, '')).find((facet) => facet.label === key);
  expect(before?.values.map((value) => `${value.label} (${value.count})`)).toEqual([
    'Beech (1)',
    'Elm (1)',
    'European oak (1)',
    'Oak (2)',
  ]);

  await page.goto('/admin/filters');
  const saved = page.getByRole('main').getByRole('status');
  const section = page.getByRole('region', { name: key, exact: true });
  const keyForm = section.getByRole('form', { name: `filter ${key}`, exact: true });
  await expect(keyForm).toContainText('5 products');
  await keyForm.getByLabel('Label').fill(label);
  await keyForm.getByRole('button', { name: 'Save' }).click();
  await expect(saved).toHaveText(`The filter ${key} was saved.`);

  // The key's heading is its label now; its values are under it.
  const renamed = page.getByRole('region', { name: label, exact: true });
  await expect(renamed.getByRole('heading', { level: 2 })).toHaveText(label);
  await renamed.getByText('4 values', { exact: true }).click();
  const value = (name: string) => renamed.getByRole('form', { name: `value ${name}`, exact: true });

  await value('European oak').getByLabel('Merge into').selectOption({ label: 'Oak' });
  await value('European oak').getByRole('button', { name: 'Save' }).click();
  await expect(saved).toHaveText('The value European oak was saved.');
  await expect(value('European oak')).toContainText('merged');
  await expect(value('Oak')).toContainText('3 products');

  await value('Elm').getByLabel('Hidden').check();
  await value('Elm').getByRole('button', { name: 'Save' }).click();
  await expect(saved).toHaveText('The value Elm was saved.');
  await expect(value('Elm')).toContainText('hidden');

  // Oak first, though Beech comes first by name.
  await value('Oak').getByLabel('Position').fill('-1');
  await value('Oak').getByRole('button', { name: 'Save' }).click();
  await expect(saved).toHaveText('The value Oak was saved.');

  // The screen reads back what was saved.
  await page.reload();
  await renamed.getByText('4 values', { exact: true }).click();
  await expect(renamed.getByRole('form', { name: `filter ${key}`, exact: true }).getByLabel('Label')).toHaveValue(
    label,
  );
  await expect(value('European oak').getByLabel('Merge into').locator('option:checked')).toHaveText('Oak');
  await expect(value('Elm').getByLabel('Hidden')).toBeChecked();
  await expect(value('Oak').getByLabel('Position')).toHaveValue('-1');
  await expectNoAxeViolations(page, 'the Filters screen with a key opened');
  expectCleanPage();

  // The catalogue: the filter under its new name, Oak counting the merged value's product,
  // Elm gone, Oak before Beech.
  const after = (await facetsOf(request, '')).find((facet) => facet.label === label) as Facet;
  expect(after.values.map((entry) => `${entry.label} (${entry.count})`)).toEqual(['Oak (3)', 'Beech (1)']);
  await page.goto('/products');
  const group = facetGroup(page, label);
  await expect(group.getByRole('checkbox')).toHaveCount(2);
  await expect(group.getByRole('checkbox').first()).toHaveAccessibleName('Oak (3)');
  await expect(group.getByRole('checkbox').nth(1)).toHaveAccessibleName('Beech (1)');
  await expect(facetGroup(page, key)).toHaveCount(0);

  // Choosing Oak finds the products that say Oak and the one that says European oak.
  await group.getByRole('checkbox', { name: 'Oak (3)', exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`[?&]f\\.${after.key}=oak(&|$)`));
  await expect(results(page).getByText(/^3 products$/)).toBeVisible();
  const listed = await results(page).getByRole('article').getByRole('heading').allTextContents();
  expect(listed.map((name) => name.trim()).sort()).toEqual(
    [products[0], products[1], products[2]].map((product) => product.name).sort(),
  );
  expectCleanPage();
});
