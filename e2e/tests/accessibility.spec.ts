import { expectNoAxeViolations, revealWholePage } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { PUBLIC_ROUTES } from '../support/public-routes.ts';

/** Every public route of the spec (public-site.md), and a page that does not exist. */
const routes = [...PUBLIC_ROUTES, '/no-such-page'];

// axe reads the whole of a long page twice (desktop and phone): on a busy machine that takes a while.
test.describe.configure({ timeout: 150_000 });

// Entrance animations finished at once: axe judges colours as they end up, not halfway through a fade.
test.use({ reducedMotion: 'reduce' });

for (const route of routes) {
  test(`axe finds nothing on ${route}`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === '/no-such-page' ? 404 : 200);
    await expect(page.getByRole('main')).toBeVisible();
    await revealWholePage(page);
    await expectNoAxeViolations(page, `${route} at 1366 px`);
    // A phone's layout shows other things (the compact header, stacked sections).
    await page.setViewportSize({ width: 375, height: 800 });
    await revealWholePage(page);
    await expectNoAxeViolations(page, `${route} at 375 px`);
  });
}

test('axe finds nothing in the open mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, '/ with the mobile menu open');
});
