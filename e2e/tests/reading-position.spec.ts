import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** Holds the web fonts back until the returned function lets them through. */
async function holdFonts(page: Page): Promise<() => void> {
  let letFontsThrough = () => {};
  const fontsHeld = new Promise<void>((resolve) => {
    letFontsThrough = resolve;
  });
  await page.route('**/*.woff2', async (route) => {
    await fontsHeld;
    await route.continue().catch(() => {});
  });
  return letFontsThrough;
}

/**
 * A visitor who jumps down a long page in its first seconds (a link to a section, the End key, the
 * scroll bar) lands among blocks still held at a placeholder height, which grow as they render:
 * what they jumped to stays where it is (delivery/reading-position.ts). Here the app has started
 * and the page is held short of whole: the app renders the skipped blocks once the web fonts are
 * in, and the fonts are held back until the journey lets them through.
 */
for (const width of [390, 1366]) {
  test(`what a visitor jumped to stays in place while the blocks around it render (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const letFontsThrough = await holdFonts(page);
    await page.goto('/');
    const whole = page.locator('html[data-rendered-whole]');
    const slider = page.getByRole('region', { name: 'Woodwork for Every Room of Your Home', exact: true });
    const top = () => slider.evaluate((element) => element.getBoundingClientRect().top);

    // Jumped to, then looked at between frames for two seconds, as a script of the page would.
    const { jumpedTo, furthest } = await slider.evaluate(async (target) => {
      target.scrollIntoView({ block: 'start' });
      const jumpedTo = target.getBoundingClientRect().top;
      let furthest = 0;
      for (let look = 0; look < 20; look += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        furthest = Math.max(furthest, Math.abs(target.getBoundingClientRect().top - jumpedTo));
      }
      return { jumpedTo, furthest };
    });
    await expect(whole).not.toBeAttached();
    // Within a pixel or so: scroll positions are whole device pixels (1 here), block heights not.
    expect(furthest).toBeLessThan(2);

    // The fonts in, the app renders every block still skipped.
    letFontsThrough();
    await whole.waitFor({ state: 'attached' });
    expect(Math.abs((await top()) - jumpedTo)).toBeLessThan(2);
    // Whole, the page is left to the browser's own scroll anchoring.
    expect(await page.evaluate(() => document.documentElement.style.overflowAnchor)).toBe('');
  });
}

/**
 * While the page anchors itself, it anchors as the browser would, to what is at the top of the
 * screen: a question opened further down, which closes the one open above the screen, stays under
 * the visitor's finger.
 */
test('a question opened below a closing one stays in place while the page is not whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const letFontsThrough = await holdFonts(page);
  await page.goto('/faq');
  const items = page.getByRole('main').locator('details');
  await expect(items.first()).toHaveAttribute('open', '');
  // The first answer, open, above the screen; the fifth question on it.
  await items.nth(2).evaluate((item) => item.scrollIntoView({ block: 'start' }));
  const fifth = items.nth(4).locator('summary');
  await expect(fifth).toBeInViewport();
  const before = await fifth.evaluate((summary) => summary.getBoundingClientRect().top);
  await fifth.click();
  await expect(items.nth(4)).toHaveAttribute('open', '');
  await expect(items.first()).not.toHaveAttribute('open');
  await expect(page.locator('html[data-rendered-whole]')).not.toBeAttached();
  const after = await fifth.evaluate((summary) => summary.getBoundingClientRect().top);
  expect(Math.abs(after - before)).toBeLessThan(2);
  letFontsThrough();
});
