import { expect, adminTest as test } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

/** Every admin screen (admin-area.md), each with its record form open where it has one. */
const screens = [
  { path: '/admin/dashboard' },
  { path: '/admin/banners', form: 'Add New Banner' },
  { path: '/admin/features', form: 'Add New Feature' },
  { path: '/admin/about', form: 'edit' },
  { path: '/admin/services', form: 'Add New Service' },
  { path: '/admin/choose-us', form: 'edit' },
  { path: '/admin/process', form: 'edit' },
  { path: '/admin/video', form: 'edit' },
  { path: '/admin/projects', form: 'Add New Project' },
  { path: '/admin/faqs', form: 'Add New FAQ' },
  { path: '/admin/blog-categories', form: 'Add New Category' },
  { path: '/admin/blogs', form: 'Add New Blog' },
  { path: '/admin/counter' },
  { path: '/admin/mission-vision' },
  { path: '/admin/contact', form: 'Add New Contact Info' },
  { path: '/admin/categories', form: 'Add New Category' },
  { path: '/admin/products', form: 'Add New Product' },
  { path: '/admin/media' },
  { path: '/admin/accessibility' },
  { path: '/admin/messages' },
] as const;

// Entrance animations finished at once: axe judges colours as they end up, not halfway through a fade.
test.use({ reducedMotion: 'reduce' });

for (const screen of screens) {
  test(`axe finds nothing on ${screen.path}`, async ({ page }) => {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, screen.path);

    if (!('form' in screen)) return;
    if (screen.form === 'edit') {
      await page.getByRole('row').nth(1).getByRole('button', { name: /^Edit/ }).click();
    } else {
      await page.getByRole('button', { name: screen.form }).click();
    }
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `${screen.path} with its form open`);
  });
}

test('axe finds nothing on the sign-in page', async ({ browser }) => {
  // Signed out: with the session of these tests, the sign-in page goes on to the dashboard.
  const context = await browser.newContext({ reducedMotion: 'reduce', storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/login');
  await context.close();
});

test('axe finds nothing in the admin menu of a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expectNoAxeViolations(page, '/admin/dashboard with the menu open');
});
