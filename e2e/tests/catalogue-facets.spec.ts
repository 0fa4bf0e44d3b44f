import { apiData, expectListed, type ProductPage, results } from '../support/catalogue.ts';
import { chairsCategory, expectFacetsShown, facetGroup, facetsOf } from '../support/facets.ts';
import { expect, test } from '../support/fixtures.ts';

/** Issue 48: the specification lines of the products are filters, with counts. */
test('filters chairs by material and sees the counts change', async ({ page, request, expectCleanPage }) => {
  const chairs = await chairsCategory(request);
  const before = await facetsOf(request, `category_id=${chairs.id}`);
  const material = before.find((facet) => facet.key === 'material');
  expect(material, 'the chairs have a Material facet').toBeDefined();
  // A material some chairs have, not all: the list and the other keys' counts change.
  const chosen = material!.values.reduce((most, value) => (value.count > most.count ? value : most));

  await page.goto(`/products/category/${chairs.id}`);
  await expectFacetsShown(page, before);

  await facetGroup(page, material!.label)
    .getByRole('checkbox', { name: `${chosen.label} (${chosen.count})`, exact: true })
    .check();
  await expect(page).toHaveURL(`/products/category/${chairs.id}?f.material=${chosen.value}`);
  const after = await facetsOf(request, `category_id=${chairs.id}&f.material=${chosen.value}`);
  expect(after).not.toEqual(before);
  await expectFacetsShown(page, after);
  const filtered = await apiData<ProductPage>(
    request,
    `/api/products/category/${chairs.id}?f.material=${chosen.value}`,
  );
  expect(filtered.total).toBe(chosen.count);
  await expectListed(page, filtered);

  // The chosen value is a link back to the list without it.
  await results(page)
    .getByRole('link', { name: `Remove filter ${material!.label}: ${chosen.label}` })
    .click();
  await expect(page).toHaveURL(`/products/category/${chairs.id}`);
  await expectFacetsShown(page, before);
  expectCleanPage();
});
