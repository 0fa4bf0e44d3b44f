import { appStarted, expect, test } from '../../support/fixtures.ts';
import { isPhone, mobileMenu, subMenu } from '../../support/menus.ts';

/**
 * Issue 44: the app's scripts arrive 5 s late. The menus, the info panel and the search popup are
 * used at once; each works before the app, and is as it was left once the app has started,
 * which then adds its own behaviour (focus, Escape, closing on navigation).
 */

test('a menu opened before the app stays open when it starts, and the app closes it on navigation', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileMenu(page)).toBeVisible();
    await subMenu(page, 'Products').toggle.click();
    await expect(subMenu(page, 'Products').details).toHaveAttribute('open', '');
    await appStarted(page);
    await expect(mobileMenu(page)).toBeVisible();
    await expect(subMenu(page, 'Products').details).toHaveAttribute('open', '');
    // Focus stays in the open menu, and with the app Tab cannot leave it.
    const focusInMenu = () => mobileMenu(page).evaluate((menu) => menu.contains(document.activeElement));
    expect(await focusInMenu()).toBe(true);
    await mobileMenu(page).getByRole('button', { name: 'Close menu' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInMenu()).toBe(true);
    await mobileMenu(page).getByRole('link', { name: 'Customized Products' }).click();
  } else {
    const products = subMenu(page, 'Products');
    await products.toggle.click();
    await expect(products.details).toHaveAttribute('open', '');
    await appStarted(page);
    await expect(products.details).toHaveAttribute('open', '');
    // With the app: Escape closes it and returns to its toggle; ArrowDown opens it on the first link.
    await products.toggle.focus();
    await page.keyboard.press('Escape');
    await expect(products.details).not.toHaveAttribute('open');
    await expect(products.toggle).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(products.details.getByRole('link', { name: 'All Products' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(products.details.getByRole('link', { name: 'Customized Products' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  // The app's own navigation waits for the page's chunks, each held back 5 s too.
  await expect(page).toHaveURL('/products/customized', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customized Products');
  if (isPhone(page)) await expect(mobileMenu(page)).toBeHidden();
  else await expect(subMenu(page, 'Products').details).not.toHaveAttribute('open');
});

test('a menu link followed before the app leads to its page', async ({ page }) => {
  test.slow();
  await page.goto('/');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await subMenu(page, 'Pages').toggle.click();
    await mobileMenu(page).getByRole('link', { name: 'FAQs' }).click();
  } else {
    await subMenu(page, 'Pages').toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  }
  // On a busy machine the app may start before the click (its scripts are held back 5 s from
  // the page's load); its own navigation then waits for the FAQ page's chunks, held back 5 s
  // too. A link dead before the app would never get here at all.
  await expect(page).toHaveURL('/faq', { timeout: 30_000 });
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs');
});

// The info panel button shows from 992 px.
test('the info panel opened before the app stays open, and the app lets Escape close it', { tag: '@desktop' }, async ({
  page,
}) => {
  await page.goto('/about');
  const button = page.getByRole('button', { name: 'Open info panel' });
  const panel = page.getByRole('dialog', { name: 'About Grain' });
  await button.click();
  await expect(panel).toBeVisible();
  await appStarted(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Close panel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test('a keyword typed in the search popup before the app is kept, and searches once it runs', async ({ page }) => {
  await page.goto('/about');
  const open = page.getByRole('banner').getByRole('button', { name: 'Search' });
  const dialog = page.getByRole('dialog', { name: 'What are you looking for?' });
  await open.click();
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('searchbox', { name: 'Search keyword' });
  await field.fill('oak');
  await appStarted(page);
  await expect(dialog).toBeVisible();
  await expect(field).toHaveValue('oak');
  // The app marks the body while the popup is open (spec public §2).
  await expect(page.locator('body')).toHaveClass(/search-open/);
  await field.press('Enter');
  // The app's own navigation waits for the page's chunks, each held back 5 s too.
  await expect(page).toHaveURL('/products?q=oak', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('body')).not.toHaveClass(/search-open/);
});

test('a search sent from the popup before the app lands on the catalogue', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const field = page.getByRole('dialog').getByRole('searchbox', { name: 'Search keyword' });
  await field.fill('oak');
  await field.press('Enter');
  await expect(page).toHaveURL('/products?q=oak');
  await appStarted(page);
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(page.getByPlaceholder('Search by name, description...')).toHaveValue('oak');
});
