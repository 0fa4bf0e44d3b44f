import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { appStarted, expect } from './fixtures.ts';

/** The data of a public API list (the envelope's `data`). */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The carousels of the public pages, as a visitor finds them (regions named by their headings). */
export const carousel = {
  hero: (page: Page) => page.getByRole('region', { name: 'Featured', exact: true }),
  fadingHero: (page: Page) => page.getByRole('region', { name: 'Highlights', exact: true }),
  services: (page: Page) => page.getByRole('region', { name: 'Woodwork for Every Room of Your Home', exact: true }),
  featuredProducts: (page: Page) => page.getByRole('region', { name: 'Featured Products', exact: true }),
  customizedProducts: (page: Page) => page.getByRole('region', { name: 'Customized Products', exact: true }),
};

/** The fading hero's slides on /home-2 (fixed content). */
export const FADING_HERO_TITLES = [
  'Furniture Made to Be Lived With',
  'Built Around the Way You Live',
  'Floors That Age Beautifully',
];

/** A strip's slides, and the strip (their scroll container). */
export function stripOf(region: Locator) {
  const slides = region.locator('[aria-roledescription="slide"]');
  return { slides, strip: slides.first().locator('xpath=..') };
}

/** How far the strip is scrolled, and how far it can be. */
export const scrollOf = (strip: Locator) =>
  strip.evaluate((element) => ({ left: element.scrollLeft, max: element.scrollWidth - element.clientWidth }));

/**
 * Clicks the region's shown `Next …`/`Previous …` arrow and checks that the slide it leads to is
 * now in view. Returns that slide's id.
 */
export async function pressArrow(region: Locator, name: string): Promise<string> {
  const arrow = region.getByRole('link', { name, exact: true });
  await expect(arrow).toHaveCount(1);
  const href = (await arrow.getAttribute('href')) ?? '';
  expect(href).toMatch(/^#[\w-]+$/);
  await arrow.click();
  await expect(region.locator(href)).toBeInViewport({ ratio: 0.9 });
  return href.slice(1);
}

/**
 * Opens `path` and acts on it at once, before the app starts; returns once the app has hydrated
 * the very page acted on. The app renders anew, rather than hydrates, a page whose content changed
 * between its HTML and its state (packages/web/src/main.tsx), and what the visitor did before it
 * is then lost by design. A fresh demo server makes its pictures' variants in the background for
 * a while, changing the pages that show them: when that happens between the page and its state,
 * the journey is taken again, for up to `patienceMs`.
 */
export async function actBeforeTheApp(
  page: Page,
  path: string,
  act: () => Promise<void>,
  patienceMs = 150_000,
): Promise<void> {
  const until = Date.now() + patienceMs;
  while (Date.now() < until) {
    const state = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/_state/'));
    await page.goto(path);
    const rendered = await page.locator('meta[name="grain:render"]').getAttribute('content');
    await act();
    await appStarted(page);
    const { render } = (await (await state).json()) as { render?: string };
    if (render === rendered) return;
  }
  throw new Error(`${path} changed between its HTML and its state in every attempt for ${patienceMs} ms`);
}
