import { expect, test } from '../support/fixtures.ts';
import { PUBLIC_ROUTES } from '../support/public-routes.ts';

/**
 * A page is painted in local fallback faces and its web faces are added after its largest paint
 * (packages/web/src/styles/fonts.css): each fallback must draw the site's text in the width of
 * its web face, or lines break elsewhere and the page moves at the swap.
 */
test("each web face's local fallback draws the site's text in the same width, weight by weight", async ({
  page,
  expectCleanPage,
}) => {
  await page.goto('/about');
  await page.waitForFunction(() => {
    const loaded = new Set<string>();
    document.fonts.forEach((face) => {
      if (face.status === 'loaded') loaded.add(face.family.replace(/"/g, ''));
    });
    return loaded.has('Inter') && loaded.has('Playfair Display');
  });
  const ratios = await page.evaluate(() => {
    const texts = Array.from(
      document.querySelectorAll('main h1, main h2, main h3, main p, main a, main li'),
      (element) => (element.textContent ?? '').trim(),
    ).filter((text) => text.length > 3);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const width = (font: string) => {
      context.font = font;
      return texts.reduce((sum, text) => sum + context.measureText(text).width, 0);
    };
    const pairs: Array<[string, string, string]> = [
      ['400', 'Inter', '"Inter Fallback"'],
      ['500', 'Inter', '"Inter Fallback"'],
      ['600', 'Inter', '"Inter Fallback"'],
      ['700', 'Inter', '"Inter Fallback"'],
      ['600', '"Playfair Display"', '"Playfair Display Fallback", "Playfair Display Fallback Times"'],
      ['700', '"Playfair Display"', '"Playfair Display Fallback", "Playfair Display Fallback Times"'],
    ];
    return Object.fromEntries(
      pairs.map(([weight, web, fallback]) => [
        `${web} ${weight}`,
        width(`${weight} 40px ${fallback}`) / width(`${weight} 40px ${web}`),
      ]),
    );
  });
  for (const [face, ratio] of Object.entries(ratios)) {
    expect(ratio, `${face}: fallback width / web face width`).toBeGreaterThan(0.985);
    expect(ratio, `${face}: fallback width / web face width`).toBeLessThan(1.015);
  }
  expectCleanPage();
});

/**
 * The average width above can match while one line of text still sits on the edge: at 680 px the
 * /team title fitted one line in Playfair Display and took two in its fallback, and the /contact
 * lead one line in Inter and two in its fallback, so the swap moved the page (desktop CLS 0.033 and
 * 0.009). Every title of a page, and every block of text on its first screen (where a shift counts),
 * must take as many lines in its fallback as in its web face: at Lighthouse's two screens and a
 * small phone's.
 */
for (const [width, height] of [
  [1350, 940],
  [412, 823],
  [375, 667],
]) {
  test(`every title, and all text on the first screen, takes as many lines in its fallback as in its web face, at ${width} px`, async ({
    page,
    expectCleanPage,
  }) => {
    // Every public route in turn: up to 10 s each on CI's two busy cores (2.3 min for 21 routes
    // met test.slow()'s 135 s there).
    test.setTimeout(PUBLIC_ROUTES.length * 10_000);
    await page.setViewportSize({ width, height });
    const onTheEdge: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await page.waitForFunction(
        () => document.fonts.check('700 40px "Playfair Display"') && document.fonts.check('16px Inter'),
      );
      // Each block laid out in its web face, then in what follows it in its font list: its lines in each.
      const blocks = await page.evaluate(() => {
        const blocks = document.querySelectorAll<HTMLElement>(
          'h1, h2, h3, h4, p, li, dt, dd, address, blockquote, figcaption, label, button',
        );
        return Array.from(blocks).flatMap((block) => {
          const box = block.getBoundingClientRect();
          const onFirstScreen = box.top < window.innerHeight;
          const shown = block.checkVisibility({ visibilityProperty: true, opacityProperty: true });
          if (!shown || box.height === 0 || !(onFirstScreen || block.matches('main h1, main h2'))) return [];
          const families = getComputedStyle(block).fontFamily;
          if (!/^("Playfair Display"|Inter),/.test(families)) return [];
          const lines = () =>
            Math.round(block.getBoundingClientRect().height / parseFloat(getComputedStyle(block).lineHeight));
          const web = lines();
          block.style.fontFamily = families.slice(families.indexOf(',') + 1);
          const fallback = lines();
          block.style.fontFamily = '';
          return web === fallback ? [] : [{ text: (block.textContent ?? '').trim().slice(0, 60), web, fallback }];
        });
      });
      for (const { text, web, fallback } of blocks)
        onTheEdge.push(`${route} "${text}": ${web} lines in the web face, ${fallback} in its fallback`);
    }
    expect(onTheEdge).toEqual([]);
    expectCleanPage();
  });
}

/**
 * Playfair's italic is fetched only by a page that sets text in it (packages/web/src/delivery/web-fonts.ts):
 * most pages have none, and fetching it would cost them a download, a decode and a layout.
 */
test('a page without italic display text never fetches the italic face; a page with it shows it', async ({
  page,
  expectCleanPage,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  const italicFetched = () => fetched.filter((url) => /playfair-display-latin-400-italic/.test(url));
  const bothUprightLoaded = () =>
    page.waitForFunction(
      () => document.fonts.check('700 40px "Playfair Display"') && document.fonts.check('400 40px Inter'),
    );

  await page.goto('/services');
  await bothUprightLoaded();
  await page.locator('html[data-rendered-whole]').waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  expect(italicFetched()).toEqual([]);

  await page.goto('/home-3');
  const italicLine = page.getByText('Inside our workshop', { exact: true });
  await italicLine.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.fonts.check('italic 400 40px "Playfair Display"'));
  expect(italicFetched()).toHaveLength(1);
  expect(await italicLine.evaluate((line) => getComputedStyle(line).fontStyle)).toBe('italic');
  expectCleanPage();
});
