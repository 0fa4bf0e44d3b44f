import { expect, test } from '../../support/fixtures.ts';
import { firstListedProduct, galleryOf, shownPicture, tabPanel } from '../../support/product-page.ts';

test('a product opened from the catalogue switches its pictures and its tabs without JavaScript', async ({
  page,
  request,
}) => {
  const product = await firstListedProduct(request);
  const count = 1 + product.gallery_urls.length;
  expect(count, 'the demo products have a gallery').toBeGreaterThan(1);

  await page.goto('/products');
  await page.getByRole('main').getByRole('link', { name: product.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();

  // The thumbnails pick the main picture: one shown at a time, the picked one.
  const { main, thumbnails } = galleryOf(page, product.name);
  await expect(thumbnails).toHaveCount(count);
  const first = await shownPicture(main(1, count));
  await thumbnails.nth(1).click();
  const second = await shownPicture(main(2, count));
  await expect(main(1, count)).toBeHidden();
  expect(second).not.toBe(first);
  await thumbnails.nth(count - 1).click();
  const last = await shownPicture(main(count, count));
  await expect(main(2, count)).toBeHidden();
  expect(last).not.toBe(second);
  await expect(page.getByRole('radio', { name: `Show image ${count} of ${count}` })).toBeChecked();

  // The tabs: a click on one, then the arrow keys, show its panel alone.
  const description = page.getByRole('radio', { name: 'Description' });
  await expect(description).toBeChecked();
  await expect(tabPanel(page, 'Description')).toBeVisible();
  await page.locator('label', { hasText: /^Specifications$/ }).click();
  await expect(tabPanel(page, 'Specifications')).toBeVisible();
  await expect(tabPanel(page, 'Description')).toBeHidden();
  await page.getByRole('radio', { name: 'Specifications' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Features' })).toBeChecked();
  await expect(tabPanel(page, 'Features')).toBeVisible();
  await expect(tabPanel(page, 'Specifications')).toBeHidden();
});
