import { expect, test } from '../support/fixtures.ts';

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
