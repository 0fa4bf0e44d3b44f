import { apiData, expectListed, type ProductPage, results, sidebar } from '../../support/catalogue.ts';
import { chairsCategory, expectFacetsShown, facetGroup, facetsOf } from '../../support/facets.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * Issue 48 with JavaScript off: the facets are checkboxes of the sidebar's GET form (a
 * disclosure on phones, opened by the browser itself) and the chosen values are links.
 */
test('filters chairs by material with the form, and removes the filter with a link', async ({ page, request }) => {
  const chairs = await chairsCategory(request);
  const before = await facetsOf(request, `category_id=${chairs.id}`);
  const material = before.find((facet) => facet.key === 'material')!;
  const chosen = material.values.reduce((most, value) => (value.count > most.count ? value : most));

  await page.goto(`/products/category/${chairs.id}`);
  const summary = sidebar(page).locator('summary');
  const box = facetGroup(page, material.label).getByRole('checkbox', {
    name: `${chosen.label} (${chosen.count})`,
    exact: true,
  });
  if (!(await box.isVisible())) await summary.click();
  await expectFacetsShown(page, before);
  await box.check();
  await sidebar(page).getByRole('button', { name: 'Apply Filters' }).click();

  await expect(page).toHaveURL(new RegExp(`/products/category/${chairs.id}\\?.*f\\.material=${chosen.value}`));
  const filtered = await apiData<ProductPage>(
    request,
    `/api/products/category/${chairs.id}?f.material=${chosen.value}`,
  );
  await expectListed(page, filtered);
  if (!(await facetGroup(page, material.label).isVisible())) await summary.click();
  await expectFacetsShown(page, await facetsOf(request, `category_id=${chairs.id}&f.material=${chosen.value}`));

  await results(page)
    .getByRole('link', { name: `Remove filter ${material.label}: ${chosen.label}` })
    .click();
  await expect(page).toHaveURL(`/products/category/${chairs.id}`);
  await expectListed(page, await apiData<ProductPage>(request, `/api/products/category/${chairs.id}`));
});
