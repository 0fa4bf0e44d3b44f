import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Below 992 px the header shows the menu button; from 992 px the desktop menu and the info panel. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 992;

/** The main menu's entries: a link, or a link in a sub-menu (`group`), and where each leads. */
export const MENU_ROUTES = [
  { group: null, label: 'Home', path: '/' },
  { group: 'Pages', label: 'About Us', path: '/about' },
  { group: 'Pages', label: 'Services', path: '/services' },
  { group: 'Pages', label: 'Mission & Vision', path: '/mission' },
  { group: 'Pages', label: 'FAQs', path: '/faq' },
  { group: null, label: 'Project', path: '/project' },
  { group: 'Products', label: 'All Products', path: '/products' },
  { group: 'Products', label: 'Customized Products', path: '/products/customized' },
  { group: null, label: 'Blog', path: '/blog' },
  { group: null, label: 'Contact', path: '/contact' },
] as const;

export const mobileMenu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/** A sub-menu: its `<details>` (the group, expanded when open) and its `<summary>` toggle. */
export function subMenu(page: Page, group: string) {
  const scope = isPhone(page) ? mobileMenu(page) : page.getByRole('navigation', { name: 'Main' });
  const details = scope.locator('details').filter({ has: page.locator('summary', { hasText: group }) });
  return { details, toggle: details.locator('summary') };
}

/** Opens the menu that fits the screen (and the sub-menu `group`, if closed) and follows `label`. */
export async function followMenu(page: Page, group: string | null, label: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobileMenu(page)).toBeVisible();
  }
  const scope = isPhone(page) ? mobileMenu(page) : page.getByRole('navigation', { name: 'Main' });
  if (group) {
    const { details, toggle } = subMenu(page, group);
    if (!(await details.evaluate((element: HTMLDetailsElement) => element.open))) await toggle.click();
    await expect(details).toHaveAttribute('open', '');
  }
  await scope.getByRole('link', { name: label, exact: true }).click();
}
