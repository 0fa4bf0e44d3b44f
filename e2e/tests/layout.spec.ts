import { expect, test } from '../support/fixtures.ts';

/** The shared layout of the public site (spec public §2 "Shared layout"). */

test.describe('shared layout', () => {
  test('has landmarks, a skip link, the top bar and the 2025 footer', async ({ page, expectCleanPage }) => {
    await page.goto('/about');
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 Grain. All rights reserved.');
    await expect(page.getByText('Sunday - Friday: 9 am - 8 pm').first()).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    expectCleanPage();
  });

  test('opens the desktop sub-menus with the keyboard', async ({ page, expectCleanPage }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Each sub-menu is a <details>: its <summary> toggles it, the browser says whether it is expanded.
    const group = (label: string) =>
      nav.locator('details').filter({ has: page.locator('summary', { hasText: label }) });
    const pages = group('Pages').locator('summary');
    await pages.focus();
    await expect(group('Pages')).not.toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(group('Pages')).toHaveAttribute('open', '');
    for (const label of ['About Us', 'Services', 'Mission & Vision', 'FAQs']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(group('Pages')).not.toHaveAttribute('open');
    await expect(pages).toBeFocused();

    const products = group('Products').locator('summary');
    await products.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'All Products' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Customized Products' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/products/customized');
    await expect(group('Products')).not.toHaveAttribute('open');

    await pages.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(group('Pages')).not.toHaveAttribute('open');
    expectCleanPage();
  });

  test('opens a sub-menu on hover', async ({ page, expectCleanPage }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'Pages' }).hover();
    await nav.getByRole('link', { name: 'Mission & Vision' }).click();
    await expect(page).toHaveURL('/mission');
    expectCleanPage();
  });

  test('the search popup needs a keyword, searches the catalogue and marks the body', async ({
    page,
    expectCleanPage,
  }) => {
    await page.goto('/');
    const body = page.locator('body');
    await expect(body).not.toHaveClass(/search-open/);
    const open = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await open.click();
    await expect(body).toHaveClass(/search-open/);
    const dialog = page.getByRole('dialog', { name: 'What are you looking for?' });
    const field = dialog.getByRole('searchbox', { name: 'Search keyword' });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('required', '');
    await field.press('Enter');
    await expect(page).toHaveURL('/');
    await page.keyboard.press('Escape');
    await expect(body).not.toHaveClass(/search-open/);
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // A GET to the catalogue, as its own search (issue 44).
    await open.click();
    await field.fill('oak table');
    await field.press('Enter');
    await expect(page).toHaveURL('/products?q=oak+table');
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(body).not.toHaveClass(/search-open/);
    expectCleanPage();
  });

  test('the side panel leads to the contact page', async ({ page, expectCleanPage }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open info panel' }).click();
    const panel = page.getByRole('dialog', { name: 'About Grain' });
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Get In Touch' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(panel).toBeHidden();
    expectCleanPage();
  });

  test('the header sticks after 400 px and the scroll-to-top circle appears after 50 px', async ({
    page,
    expectCleanPage,
  }) => {
    await page.goto('/about');
    const header = page.locator('header[data-sticky]');
    const toTop = page.getByLabel('Scroll to top');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await expect(toTop).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(toTop).toBeVisible();
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-sticky', 'true');

    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toBeHidden();
    await expect(header).toHaveAttribute('data-sticky', 'false');
    expectCleanPage();
  });

  test('moving forward to a new page starts at its top', async ({ page, expectCleanPage }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/price');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expectCleanPage();
  });

  test('the page loader fades out after the page has loaded', async ({ page, expectCleanPage }) => {
    await page.goto('/faq');
    await expect(page.locator('[data-page-loader]')).toHaveCount(0, { timeout: 5000 });
    expectCleanPage();
  });

  test('blocks skipped off screen as the page starts are all rendered soon after, without scrolling', async ({
    page,
    expectCleanPage,
  }) => {
    await page.goto('/');
    const skipped = () =>
      page.evaluate(
        () =>
          Array.from(document.querySelectorAll('main *')).filter(
            (element) => element.checkVisibility() && !element.checkVisibility({ contentVisibilityAuto: true }),
          ).length,
      );
    // Off screen, the home page's lower blocks start skipped...
    expect(await skipped()).toBeGreaterThan(0);
    // ...and are rendered whole a little later, as a full-page capture or printing needs them.
    await page.locator('html[data-rendered-whole]').waitFor({ state: 'attached', timeout: 10_000 });
    expect(await skipped()).toBe(0);
    await page.getByRole('link', { name: 'About Us' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    expect(await skipped()).toBe(0);
    expectCleanPage();
  });

  for (const width of [1366, 375]) {
    test(`an entrance animation that starts off screen ends as soon as the browser knows, none runs unseen (${width} px)`, async ({
      page,
      expectCleanPage,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // Each finite CSS animation that starts off screen is looked at once the browser has
      // reported where its element is (an IntersectionObserver's answer, in the frame it started;
      // the page's own is delivered by then), a task later.
      await page.addInitScript(() => {
        const seen = { checked: 0, running: [] as string[] };
        Object.assign(window, { offScreenAnimations: seen });
        const check = (target: Element, event: AnimationEvent) => {
          for (const animation of target.getAnimations({ subtree: true })) {
            if (!(animation instanceof CSSAnimation) || animation.animationName !== event.animationName) continue;
            const effect = animation.effect as KeyframeEffect;
            if (effect.target !== target || (effect.pseudoElement ?? '') !== event.pseudoElement) continue;
            if (effect.getComputedTiming().endTime === Number.POSITIVE_INFINITY) continue;
            seen.checked += 1;
            if (animation.playState === 'running') seen.running.push(`${event.animationName} on ${target.tagName}`);
          }
        };
        const onStart = (event: AnimationEvent) => {
          const target = event.target as Element;
          const { top, bottom } = target.getBoundingClientRect();
          if (bottom > 0 && top < window.innerHeight) return;
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            setTimeout(() => check(target, event), 0);
          });
          observer.observe(target);
        };
        document.addEventListener('animationstart', onStart, true);
      });
      await page.goto('/');
      // Rendered whole: every block below the screen has been rendered, its cards' entrance
      // animations started with it.
      await page.locator('html[data-rendered-whole]').waitFor({ state: 'attached', timeout: 10_000 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const seen = await page.evaluate(
        () =>
          (window as unknown as { offScreenAnimations: { checked: number; running: string[] } }).offScreenAnimations,
      );
      expect(seen.checked).toBeGreaterThan(0);
      expect(seen.running).toEqual([]);
      expectCleanPage();
    });
  }

  test('a looping animation pauses off screen and plays on screen, where hovering still pauses it', async ({
    page,
    expectCleanPage,
  }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto('/');
    await page.locator('html[data-rendered-whole]').waitFor({ state: 'attached', timeout: 10_000 });
    const strip = page.getByRole('region', { name: 'What we stand for' });
    const marquee = () =>
      strip.evaluate((element) =>
        element
          .getAnimations({ subtree: true })
          .filter((animation) => animation instanceof CSSAnimation && animation.animationName.length > 0)
          .map((animation) => animation.playState),
      );
    // Below the first screen: paused.
    await expect.poll(marquee).toEqual(['paused']);
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(marquee).toEqual(['running']);
    await strip.hover();
    await expect.poll(marquee).toEqual(['paused']);
    await page.mouse.move(5, 5);
    await expect.poll(marquee).toEqual(['running']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(marquee).toEqual(['paused']);
    expectCleanPage();
  });

  test('the server page shows once it has loaded, even before the app has started', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The app's chunk never arrives: what fades the loader is the page's first script alone.
    await page.route(/\/assets\/main-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/faq', { waitUntil: 'load' });
    const loader = page.locator('[data-page-loader]');
    await expect(loader).toHaveCount(1);
    await expect(loader).toBeHidden({ timeout: 3000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
    await context.close();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test('opens, expands a sub-menu, navigates and closes', async ({ page, expectCleanPage }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    const products = menu.locator('details').filter({ has: page.locator('summary', { hasText: 'Products' }) });
    await expect(products).not.toHaveAttribute('open');
    await products.locator('summary').click();
    await expect(products).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: 'Customized Products' }).click();
    await expect(page).toHaveURL('/products/customized');
    await expect(menu).toBeHidden();
    expectCleanPage();
  });

  test('closes with Escape and gives focus back to its button', async ({ page, expectCleanPage }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(
      menu.locator('details').filter({ has: page.locator('summary', { hasText: 'Pages' }) }),
    ).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    expectCleanPage();
  });

  test('closed, the overlays are not rendered at all; the menu still slides in and out', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    // The menu, the search popup and the side panel (popovers): closed, none is laid out (a font
    // swap or any other layout of the page would otherwise cover them too).
    const overlayDisplays = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[role="dialog"]')).map((dialog) => getComputedStyle(dialog).display),
      );
    expect(await overlayDisplays()).toEqual(['none', 'none', 'none']);
    // The transitions that run a frame after a click on the button, in the page itself.
    const transitionsAfterClicking = (button: string) =>
      page.evaluate(async (name) => {
        const target = Array.from(document.querySelectorAll('button')).find((element) => element.ariaLabel === name)!;
        target.click();
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const panel = document.getElementById('mobile-menu')!;
        return panel
          .getAnimations()
          .map((animation) => (animation as CSSTransition).transitionProperty)
          .sort();
      }, button);
    // The slide (beside it the browser may also run the popover's display and overlay ones).
    expect(await transitionsAfterClicking('Open menu')).toContain('transform');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await transitionsAfterClicking('Close menu')).toContain('transform');
    await expect.poll(overlayDisplays).toEqual(['none', 'none', 'none']);
  });
});
