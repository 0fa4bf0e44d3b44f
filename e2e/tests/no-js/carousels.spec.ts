import type { Locator } from '@playwright/test';
import { apiData, carousel, FADING_HERO_TITLES, pressArrow, scrollOf, stripOf } from '../../support/carousels.ts';
import { expect, test } from '../../support/fixtures.ts';

/** Pages a stacked hero with its links: the slide titled `titles[index]` alone is shown. */
function heroPager(hero: Locator, titles: string[]) {
  const title = (index: number) => hero.getByRole('heading', { name: titles[index], exact: true });
  return {
    title,
    async expectShown(index: number) {
      await expect(title(index)).toBeVisible();
      for (const [other] of titles.entries()) if (other !== index) await expect(title(other)).toBeHidden();
    },
    press: (name: string) => hero.getByRole('link', { name, exact: true }).click(),
  };
}

test('the home hero pages with its arrows and dots', async ({ page, request }) => {
  const titles = (await apiData<{ title: string }[]>(request, '/api/banners')).map((banner) => banner.title);
  expect(titles.length, 'the demo has several banners').toBeGreaterThan(1);
  const last = titles.length - 1;
  await page.goto('/');
  const hero = heroPager(carousel.hero(page), titles);

  await hero.expectShown(0);
  await hero.press('Next slide');
  await hero.expectShown(1);
  await expect(page).toHaveURL(/#hero-slide-2$/);
  await hero.press(`Go to slide ${titles.length}`);
  await hero.expectShown(last);
  await expect(carousel.hero(page).getByRole('link', { name: `Go to slide ${titles.length}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await hero.press('Next slide');
  await hero.expectShown(0);
  await hero.press('Previous slide');
  await hero.expectShown(last);
  await hero.press('Go to slide 1');
  await hero.expectShown(0);
});

test('the /home-2 fading hero pages with its arrows', async ({ page }) => {
  await page.goto('/home-2');
  const hero = heroPager(carousel.fadingHero(page), FADING_HERO_TITLES);
  await hero.expectShown(0);
  await hero.press('Next slide');
  await hero.expectShown(1);
  await hero.press('Next slide');
  await hero.expectShown(2);
  await hero.press('Next slide');
  await hero.expectShown(0);
  await hero.press('Previous slide');
  await hero.expectShown(2);
});

/** Pages a strip to its end and round to its start with Next, then back once with Previous. */
async function pageStrip(region: Locator, what: string) {
  const { slides, strip } = stripOf(region);
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  const ids = await slides.evaluateAll((all) => all.map((slide) => slide.id));
  await slides.first().scrollIntoViewIfNeeded();
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
  expect((await scrollOf(strip)).left).toBe(0);

  const reached = [await pressArrow(region, `Next ${what}`)];
  // The strip moved on, unless every slide was in view already.
  const { left, max } = await scrollOf(strip);
  if (max > 0) {
    expect(left).toBeGreaterThan(0);
    await expect(slides.first()).not.toBeInViewport({ ratio: 0.9 });
  }
  while (reached.length < count) reached.push(await pressArrow(region, `Next ${what}`));
  expect(reached).toEqual([...ids.slice(1), ids[0]]);
  expect((await scrollOf(strip)).left).toBe(0);
  expect(await pressArrow(region, `Previous ${what}`)).toBe(ids[count - 1]);
  if (max > 0) expect((await scrollOf(strip)).left).toBeGreaterThan(0);
}

test('the services slider pages with its arrows', async ({ page }) => {
  await page.goto('/');
  await pageStrip(carousel.services(page), 'services');
});

test('the product sliders page with their arrows', async ({ page }) => {
  await page.goto('/');
  await pageStrip(carousel.featuredProducts(page), 'featured products');
  await pageStrip(carousel.customizedProducts(page), 'customized products');
});
