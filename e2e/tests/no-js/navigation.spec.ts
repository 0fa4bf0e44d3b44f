import { expect, test } from '../../support/fixtures.ts';
import { followMenu, isPhone, MENU_ROUTES, mobileMenu, subMenu } from '../../support/menus.ts';

/**
 * Issue 44: with JavaScript off, every public route is reached through the menus (the desktop
 * sub-menus at 1366 px, the mobile menu at 390 px) and the links they lead to; the info panel
 * and the search popup open and close, and the popup searches the catalogue.
 */

test('reaches every page of the main menu through the menus', async ({ page }) => {
  test.slow();
  await page.goto('/about');
  for (const { group, label, path } of MENU_ROUTES) {
    await followMenu(page, group, label);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (isPhone(page)) await expect(mobileMenu(page)).toBeHidden();
  }
});

test('reaches the other public routes through the footer and the pages', async ({ page }) => {
  // Nine pages, each loaded whole.
  test.slow();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [label, path] of [
    ['Our Team', '/team'],
    ['Pricing', '/price'],
    ['Home 3', '/home-3'],
    ['Home 2', '/home-2'],
  ] as const) {
    await footer.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
  }

  // The detail pages, from the lists the menus lead to.
  for (const [group, label, link, path] of [
    [null, 'Project', 'a[href^="/project/details/"]', /\/project\/details\/\d+$/],
    ['Pages', 'Services', 'a[href^="/services/"]', /\/services\/\d+$/],
    ['Products', 'All Products', 'article a[href^="/products/category/"]', /\/products\/category\/\d+$/],
    ['Products', 'All Products', 'article h3 a[href^="/products/"]', /\/products\/\d+$/],
    [null, 'Blog', 'a[href^="/blog/"]', /\/blog\/\d+$/],
  ] as const) {
    await followMenu(page, group, label);
    await page.locator(`main ${link}`).first().click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
});

test('opens and closes the sub-menus', async ({ page }) => {
  await page.goto('/');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileMenu(page)).toBeVisible();
  }
  const pages = subMenu(page, 'Pages');
  const products = subMenu(page, 'Products');
  await expect(pages.details).not.toHaveAttribute('open');
  await pages.toggle.click();
  await expect(pages.details).toHaveAttribute('open', '');
  await expect(pages.details.getByRole('link', { name: 'Mission & Vision' })).toBeVisible();
  await pages.toggle.click();
  await expect(pages.details).not.toHaveAttribute('open');
  await expect(pages.details.getByRole('link', { name: 'Mission & Vision' })).toBeHidden();

  await products.toggle.click();
  await expect(products.details).toHaveAttribute('open', '');
  if (!isPhone(page)) {
    // On the desktop one sub-menu at a time (<details name>).
    await pages.toggle.click();
    await expect(pages.details).toHaveAttribute('open', '');
    await expect(products.details).not.toHaveAttribute('open');
  } else {
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileMenu(page)).toBeHidden();
  }
});

// The menu button shows below 992 px.
test('the mobile menu closes with Escape and its close button', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(mobileMenu(page)).toBeVisible();
  // The current page's sub-menu is open.
  await expect(subMenu(page, 'Pages').details).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(mobileMenu(page)).toBeHidden();
  await toggle.click();
  await mobileMenu(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(mobileMenu(page)).toBeHidden();
});

// The info panel button shows from 992 px.
test('opens and closes the info panel', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('dialog', { name: 'About Grain' });
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Open info panel' }).click();
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Contact Info');
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: 'Open info panel' }).click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: 'Open info panel' }).click();
  await panel.getByRole('link', { name: 'Get In Touch' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(panel).toBeHidden();
});

test('opens and closes the search popup, and searches the catalogue from it', async ({ page, request }) => {
  await page.goto('/about');
  const open = page.getByRole('banner').getByRole('button', { name: 'Search' });
  const dialog = page.getByRole('dialog', { name: 'What are you looking for?' });
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog).toBeHidden();

  await open.click();
  const field = dialog.getByRole('searchbox', { name: 'Search keyword' });
  await expect(field).toHaveAttribute('required', '');
  // An empty keyword is refused by the browser: nothing is sent.
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/about');

  const response = await request.get('/api/products/search?q=oak');
  const { total } = ((await response.json()) as { data: { total: number } }).data;
  await field.fill('oak');
  await field.press('Enter');
  await expect(page).toHaveURL('/products?q=oak');
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${total} products?$`))).toBeVisible();
  await expect(page.getByPlaceholder('Search by name, description...')).toHaveValue('oak');
  await expect(dialog).toBeHidden();
});
