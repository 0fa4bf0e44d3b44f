import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiData, type Category } from './catalogue.ts';
import { expect } from './fixtures.ts';

export interface Facet {
  key: string;
  label: string;
  values: Array<{ value: string; label: string; count: number; selected: boolean }>;
}

/** The demo's chairs: a category named for them, whose products have a Material line. */
export async function chairsCategory(request: APIRequestContext): Promise<Category> {
  const categories = await apiData<Category[]>(request, '/api/categories');
  const chairs = categories.find((category) => /chair/i.test(category.name));
  if (!chairs) throw new Error('The demo has no chairs category');
  return chairs;
}

export const facetsOf = (request: APIRequestContext, query: string) =>
  apiData<Facet[]>(request, `/api/products/facets?${query}`);

export const facetGroup = (page: Page, label: string): Locator =>
  page.getByRole('complementary', { name: 'Product filters' }).getByRole('group', { name: label, exact: true });

/** Every value of every facet shows as a checkbox "Label (count)", ticked when chosen. */
export async function expectFacetsShown(page: Page, facets: Facet[]): Promise<void> {
  for (const facet of facets) {
    const group = facetGroup(page, facet.label);
    await expect(group.getByRole('checkbox')).toHaveCount(facet.values.length);
    for (const value of facet.values) {
      const box = group.getByRole('checkbox', { name: `${value.label} (${value.count})`, exact: true });
      if (value.selected) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    }
  }
}
