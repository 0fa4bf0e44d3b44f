import { E2E_ADMIN } from '../support/constants.mjs';
import { expect, test } from '../support/fixtures.ts';

/** Sign-in, the session guard and logout (spec admin §2, §4, §5, §8). */

test.describe('admin sign-in', () => {
  test('refuses empty fields and a wrong password with the spec texts', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

    await page.getByLabel('Email Address').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });

  test('the guard sends visitors without a valid token to the login page', async ({ page }) => {
    await page.goto('/admin/banners');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.evaluate(() => localStorage.setItem('admin_token', 'not-a-real-token'));
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });

  test('signs in, greets the admin, marks the current entry and logs out for good', async ({
    page,
    request,
    expectCleanPage,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email Address').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const token = await page.evaluate(() => localStorage.getItem('admin_token'));
    expect(token).toBeTruthy();
    const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    const { data: user } = (await me.json()) as { data: { fname: string; lname: string } };
    await expect(page.getByText(`Welcome, ${user.fname} ${user.lname}`)).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const label of [
      'Dashboard',
      'Banners',
      'Features',
      'About Section',
      'Services',
      'Choose Us',
      'Process',
      'Video',
      'Projects',
      'FAQs',
      'Blog Categories',
      'Blogs',
      'Counter',
      'Mission & Vision',
      'Contact',
      'Categories',
      'Products',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // Messages carries an unread badge once visitors have written ("Messages 2 unread").
    await expect(nav.getByRole('link', { name: /^Messages( \d+ unread)?$/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'FAQs', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/faqs$/);
    await expect(nav.getByRole('link', { name: 'FAQs', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ Management' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    const after = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expectCleanPage();
  });

  test('on a phone the sidebar collapses behind a toggle', async ({ page, request }) => {
    const login = await request.post('/api/login', { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/login');
    await page.evaluate((value) => localStorage.setItem('admin_token', value), token);
    await page.goto('/admin/services');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Blogs', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    await expect(nav).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
