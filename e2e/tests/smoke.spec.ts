import { expect, test } from '../support/fixtures.ts';

test('the home page loads without console errors or failed requests', async ({ page, expectCleanPage }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  expectCleanPage();
});
