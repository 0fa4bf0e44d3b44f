import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

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

/** The render a page's HTML names, and the one its state names, or null if they differ. */
async function agreedRender(request: APIRequestContext, path: string): Promise<string | null> {
  const html = await (await request.get(path)).text();
  const page = html.match(/<meta name="grain:render" content="([^"]+)"/)?.[1];
  const state = (await (await request.get(`/_state${path}`)).json()) as { render?: string };
  return page && page === state.render ? page : null;
}

/**
 * Waits until the page at `path` stays the same for five seconds. The app renders anew, rather than
 * hydrates, a page whose content changed between its HTML and its state (packages/web/src/main.tsx),
 * and anything the visitor did before the app is then lost. A fresh demo server still makes its
 * pictures' variants in the background for a while, changing the pages that show them: a journey
 * checking that what was done before the app survives it waits for the pages to settle first.
 */
export async function untilPageSettled(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const renders = [await agreedRender(request, path)];
        for (const _ of [1, 2]) {
          await new Promise((resolve) => setTimeout(resolve, 2500));
          renders.push(await agreedRender(request, path));
        }
        return renders[0] !== null && renders.every((render) => render === renders[0]);
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(true);
}
