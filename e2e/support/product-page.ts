import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiData } from './carousels.ts';
import { expect } from './fixtures.ts';

export type ListedProduct = { id: number; name: string; gallery_urls: string[] };

/** The first product of the catalogue's first page, with its details. */
export async function firstListedProduct(request: APIRequestContext): Promise<ListedProduct> {
  const page = await apiData<{ data: { id: number }[] }>(request, '/api/products');
  const [first] = page.data;
  expect(first, 'the demo catalogue lists products').toBeTruthy();
  return apiData<ListedProduct>(request, `/api/products/${first.id}`);
}

/** The product page's gallery: its main pictures and the thumbnails that pick them. */
export function galleryOf(page: Page, name: string) {
  const main = (index: number, count: number) => page.getByRole('img', { name: `${name}, image ${index} of ${count}` });
  const thumbnails = page.getByRole('list', { name: 'Product images' }).locator('label');
  return { main, thumbnails };
}

/** Waits until the picture has arrived and is painted, and gives what it shows. */
export async function shownPicture(picture: Locator): Promise<string> {
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  return picture.evaluate((image: HTMLImageElement) => image.currentSrc);
}

/** A product tab's panel (a region named by its tab). */
export const tabPanel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
