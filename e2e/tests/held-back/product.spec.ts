import { actBeforeTheApp } from '../../support/carousels.ts';
import { expect, test } from '../../support/fixtures.ts';
import { firstListedProduct, galleryOf, shownPicture, tabPanel } from '../../support/product-page.ts';

test('a picture and a tab picked before the app starts stay picked once it runs', async ({ page, request }) => {
  const product = await firstListedProduct(request);
  const count = 1 + product.gallery_urls.length;
  test.setTimeout(240_000);
  const { main, thumbnails } = galleryOf(page, product.name);

  await actBeforeTheApp(page, `/products/${product.id}`, async () => {
    await thumbnails.nth(count - 1).click();
    await page.locator('label', { hasText: /^Features$/ }).click();
    await expect(main(count, count)).toBeVisible();
    await expect(tabPanel(page, 'Features')).toBeVisible();
  });
  const last = await shownPicture(main(count, count));
  await expect(main(1, count)).toBeHidden();
  await expect(page.getByRole('radio', { name: `Show image ${count} of ${count}` })).toBeChecked();
  await expect(tabPanel(page, 'Features')).toBeVisible();
  await expect(tabPanel(page, 'Description')).toBeHidden();

  // With the app, the thumbnails go on working.
  await thumbnails.nth(0).click();
  expect(await shownPicture(main(1, count))).not.toBe(last);
  await expect(main(count, count)).toBeHidden();
});
