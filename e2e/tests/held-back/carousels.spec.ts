import {
  actBeforeTheApp,
  apiData,
  carousel,
  FADING_HERO_TITLES,
  pressArrow,
  scrollOf,
  stripOf,
} from '../../support/carousels.ts';
import { expect, test } from '../../support/fixtures.ts';

// Autoplay (the app's) would move the slides on while the journey looks: asked for less motion,
// the carousels move only when told to.
test.use({ reducedMotion: 'reduce' });
test.beforeEach(() => test.setTimeout(240_000));

test('a hero slide chosen before the app starts stays shown; the app then pages on', async ({ page, request }) => {
  const titles = (await apiData<{ title: string }[]>(request, '/api/banners')).map((banner) => banner.title);
  const hero = carousel.hero(page);
  const title = (index: number) => hero.getByRole('heading', { name: titles[index], exact: true });

  await actBeforeTheApp(page, '/', async () => {
    await hero.getByRole('link', { name: 'Next slide', exact: true }).click();
    await expect(title(1)).toBeVisible();
  });
  await expect(hero.locator('[data-live]')).toHaveCount(1);
  await expect(title(1)).toBeVisible();
  await expect(title(0)).toBeHidden();

  await hero.getByRole('link', { name: 'Next slide', exact: true }).click();
  await expect(title(2 % titles.length)).toBeVisible();
  await expect(title(1)).toBeHidden();
  // The app moved it, not the link: the URL still names the slide chosen before.
  await expect(page).toHaveURL(/#hero-slide-2$/);
});

test('a /home-2 slide chosen before the app starts stays shown; the app then pages on', async ({ page }) => {
  const hero = carousel.fadingHero(page);
  const title = (index: number) => hero.getByRole('heading', { name: FADING_HERO_TITLES[index], exact: true });

  await actBeforeTheApp(page, '/home-2', async () => {
    await hero.getByRole('link', { name: 'Previous slide', exact: true }).click();
    await expect(title(2)).toBeVisible();
  });
  await expect(hero.locator('[data-live]')).toHaveCount(1);
  await expect(title(2)).toBeVisible();
  await expect(title(0)).toBeHidden();

  await hero.getByRole('link', { name: 'Next slide', exact: true }).click();
  await expect(title(0)).toBeVisible();
  await expect(title(2)).toBeHidden();
  await expect(page).toHaveURL(/#highlight-3$/);
});

test('the services slider moved before the app starts stays where it is; the app then moves it on', async ({
  page,
}) => {
  const region = carousel.services(page);
  const { slides, strip } = stripOf(region);
  let moved = { left: 0, max: 0 };

  await actBeforeTheApp(page, '/', async () => {
    expect(await pressArrow(region, 'Next services')).toBe('service-slide-2');
    moved = await scrollOf(strip);
  });
  expect(moved.left).toBeGreaterThan(0);
  expect(await scrollOf(strip)).toEqual(moved);
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });

  expect(await pressArrow(region, 'Next services')).toBe('service-slide-3');
  expect((await scrollOf(strip)).left).toBeGreaterThan(moved.left);
  await expect(page).toHaveURL(/#service-slide-2$/);
});

test('a product slider moved before the app starts stays where it is; the app then pages it', async ({ page }) => {
  const region = carousel.featuredProducts(page);
  const { strip } = stripOf(region);
  let moved = { left: 0, max: 0 };

  await actBeforeTheApp(page, '/', async () => {
    await pressArrow(region, 'Next featured products');
    moved = await scrollOf(strip);
  });
  expect(moved.left).toBeGreaterThan(0);
  expect(await scrollOf(strip)).toEqual(moved);

  await region.getByRole('link', { name: 'Previous featured products', exact: true }).click();
  await expect.poll(async () => (await scrollOf(strip)).left).not.toBe(moved.left);
  await expect(page).toHaveURL(/#featured-product-2$/);
});
