import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A page of a product list, as the public API answers it. */
export interface ProductPage {
  data: { id: number; name: string; category_id: number | null; customized: boolean }[];
  total: number;
  current_page: number;
  last_page: number;
}
export interface Category {
  id: number;
  name: string;
}
export interface BlogPage {
  data: { id: number; title: string }[];
  current_page: number;
  last_page: number;
}

export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The list the catalogue shows for a query string: the API's, asked with the same query (search with a text). */
export function expectedProducts(request: APIRequestContext, query: string) {
  const params = new URLSearchParams(query);
  const path = params.get('q') ? '/api/products/search' : '/api/products';
  return apiData<ProductPage>(request, query ? `${path}?${query}` : path);
}

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Product filters' });
export const results = (page: Page) =>
  page.getByRole('region', { name: /^(All Products|Search Results|Products in .+)$/ });

/** The product names listed, in order. */
export const listedNames = (page: Page) => results(page).getByRole('article').getByRole('heading').allTextContents();

/** The catalogue lists exactly `expected`, with its count. */
export async function expectListed(page: Page, expected: ProductPage) {
  await expect(results(page).getByText(new RegExp(`^${expected.total} products?$`))).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(expected.data.length);
  expect((await listedNames(page)).map((name) => name.trim())).toEqual(expected.data.map((product) => product.name));
}

/** A search term that finds some products but not all: the longest word of the first product's name. */
export function searchTerm(products: ProductPage): string {
  return products.data[0].name.split(/\s+/).sort((a, b) => b.length - a.length)[0];
}
