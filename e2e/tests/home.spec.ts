import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** Home pages and the pages built from the same blocks (spec public §2 "Home", "About page"). */

const HOME_HEADING = 'Grain — Handcrafted Woodwork, Furniture & Flooring';

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Scrolls through the page so that every block comes into view once. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
}

test.describe('home', () => {
  test('shows every block with its data', async ({ page, request, expectCleanPage }) => {
    const banners = await apiData<{ title: string }[]>(request, '/api/banners');
    const projects = await apiData<{ id: number; title: string }[]>(request, '/api/projects');

    await page.goto('/');
    await expect(page).toHaveTitle('Home | Grain');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    const main = page.getByRole('main');

    // Hero banners: one dot per banner, previous/next arrows (links to the slides, run by the app).
    const hero = main.getByRole('region', { name: 'Featured', exact: true });
    await expect(hero.getByRole('link', { name: /^Go to slide \d+$/ })).toHaveCount(banners.length);
    await expect(hero.getByRole('heading', { name: banners[0].title })).toBeVisible();
    await hero.getByRole('link', { name: 'Next slide' }).click();
    await expect(hero.getByRole('link', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect(hero.getByRole('heading', { name: banners[1].title })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // About block with its anchor, counters and links.
    const about = main.locator('#about-1');
    await expect(about.getByText('Furniture Project')).toBeVisible();
    await expect(about.getByText('Satisfied Clients')).toBeVisible();
    await expect(about.getByRole('link', { name: 'Learn More about us' })).toHaveAttribute('href', '/about');
    await expect(about.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');

    for (const step of ['Planning', 'Exhibitions', 'Realization']) {
      await expect(main.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: 'We Craft What You Imagine' })).toBeVisible();
    for (const item of ['Wood Furnitures', 'Wooden Floor', 'Custom Cabin']) {
      await expect(main.getByRole('heading', { name: item }).first()).toBeAttached();
    }
    for (const skill of ['Furnitures', 'Crafting', 'Renovation']) {
      await expect(main.getByRole('progressbar', { name: skill })).toBeAttached();
    }
    await expect(main.getByRole('progressbar', { name: 'Furnitures' })).toHaveAttribute('aria-valuenow', '90');
    await expect(main.getByText('Quality Customers Service').first()).toBeVisible();

    // Recent projects: at most six cards linking to their details.
    const recent = main.getByRole('region', { name: 'We Provide you the Highest Quality Work' });
    const cards = recent.getByRole('listitem');
    await expect(cards).toHaveCount(Math.min(6, projects.length));
    await expect(recent.getByRole('link', { name: new RegExp(projects[0].title) })).toHaveAttribute(
      'href',
      `/project/details/${projects[0].id}`,
    );
    await expect(recent.getByRole('link', { name: 'All Project' })).toHaveAttribute('href', '/project');

    // Pricing plans, FAQ and latest articles.
    await expect(main.getByRole('heading', { name: 'Standard' })).toBeVisible();
    await expect(main.getByText('168', { exact: true })).toBeVisible();
    const faq = main.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.locator('details').first()).toHaveAttribute('open', '');
    await expect(main.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/blog');
    await expect(main.getByRole('region', { name: 'News & Ideas from Our Workshop' }).getByRole('article')).toHaveCount(
      3,
    );
    expectCleanPage();
  });

  test('counts the counters up once they are in view', async ({ page, request, expectCleanPage }) => {
    const [counters] = await apiData<{ complete_projects: number }[]>(request, '/api/counter-sections');
    await page.goto('/');
    const block = page.getByRole('region', { name: /Craftsmanship|Numbers/ });
    await block.getByText('Complete Project').scrollIntoViewIfNeeded();
    await expect(block.getByTestId('counter-Complete Project')).toHaveText(String(counters.complete_projects), {
      timeout: 15_000,
    });
    await expect(block.getByRole('link', { name: 'Get A Quote' })).toHaveAttribute('href', '/services');
    expectCleanPage();
  });

  test('plays the workshop video in a lightbox', async ({ page, expectCleanPage }) => {
    await page.goto('/');
    const play = page.getByRole('link', { name: /^Play video:/ });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('video')).toBeAttached();
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expectCleanPage();
  });

  test('the services slider shows three cards side by side, and the app moves it by one', async ({
    page,
    expectCleanPage,
  }) => {
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Woodwork for Every Room of Your Home', exact: true });
    const cards = slider.locator('article');
    await expect(cards).toHaveCount(6);
    // Held under the pointer, which pauses the autoplay (a visitor reading it): what is measured is
    // the layout and the arrow. The blocks above may still be rendering: the slider stays in place
    // (reading-position.spec.ts).
    await slider.scrollIntoViewIfNeeded();
    await slider.hover();
    const strip = slider.locator('[aria-roledescription="slide"]').first().locator('xpath=..');
    // Three side by side at 1366 px, the fourth beyond the strip's edge.
    const tops = await Promise.all([0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())?.y));
    expect(new Set(tops.map((top) => Math.round(top ?? -1))).size).toBe(1);
    await expect(cards.nth(2)).toBeInViewport({ ratio: 0.9 });
    await expect(cards.nth(3)).not.toBeInViewport({ ratio: 0.5 });

    const left = () => strip.evaluate((element) => element.scrollLeft);
    const before = await left();
    await slider.getByRole('link', { name: 'Next services' }).click();
    await expect.poll(left).toBeGreaterThan(before);
    await expect(cards.nth(3)).toBeInViewport({ ratio: 0.9 });
    // The app moved it: no fragment in the URL, no jump of the page.
    await expect(page).toHaveURL(/\/$/);
    expectCleanPage();
  });

  test('a keyboard user pages the hero with Enter, the focus staying on the arrow', async ({
    page,
    request,
    expectCleanPage,
  }) => {
    const banners = await apiData<{ title: string }[]>(request, '/api/banners');
    expect(banners.length).toBeGreaterThanOrEqual(3);
    await page.goto('/');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    const hero = page.getByRole('main').getByRole('region', { name: 'Featured', exact: true });
    await hero.getByRole('link', { name: 'Next slide' }).focus();
    for (const shown of [2, 3]) {
      await page.keyboard.press('Enter');
      await expect(hero.getByRole('link', { name: `Go to slide ${shown}` })).toHaveAttribute('aria-current', 'true');
      await expect(hero.getByRole('heading', { name: banners[shown - 1].title })).toBeVisible();
      await expect(page.locator(':focus')).toHaveAccessibleName('Next slide');
      await expect(hero.locator(':focus')).toBeVisible();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName('Previous slide');
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('link', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator(':focus')).toHaveAccessibleName('Previous slide');
    await expect(page).toHaveURL(/\/$/);
    expectCleanPage();
  });

  test('/home-2 has the fading hero, a transparent header and its own footer', async ({ page, expectCleanPage }) => {
    await page.goto('/home-2');
    await expect(page).toHaveTitle('Home 2 | Grain');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    const hero = page.getByRole('region', { name: 'Highlights' });
    await expect(hero.getByRole('heading', { name: 'Furniture Made to Be Lived With' })).toBeAttached();
    await expect(hero.getByRole('link', { name: 'Next slide' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Have a project in mind?')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('© 2025 Grain. All rights reserved.')).toBeVisible();
    await scrollThrough(page);
    expectCleanPage();
  });

  test('/home-2: the app pages its hero with the arrows, and fades to the next slide by itself', async ({
    page,
    expectCleanPage,
  }) => {
    await page.goto('/home-2');
    const hero = page.getByRole('region', { name: 'Highlights' });
    const title = (name: string) => hero.getByRole('heading', { name, exact: true });
    await expect(title('Furniture Made to Be Lived With')).toBeVisible();
    await hero.getByRole('link', { name: 'Next slide' }).click();
    await expect(title('Built Around the Way You Live')).toBeVisible();
    await expect(title('Furniture Made to Be Lived With')).toBeHidden();
    await expect(page).toHaveURL(/\/home-2$/);
    // Left alone (the pointer and focus away from it), it moves on after 5 s.
    await page.mouse.move(5, 890);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(title('Floors That Age Beautifully')).toBeVisible({ timeout: 12_000 });
    expectCleanPage();
  });

  test('/home-3 has a dark header with Get A Quote', async ({ page, expectCleanPage }) => {
    await page.goto('/home-3');
    await expect(page).toHaveTitle('Home 3 | Grain');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get A Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('main').getByRole('heading', { name: 'We Craft What You Imagine' })).toBeVisible();
    await scrollThrough(page);
    expectCleanPage();
  });
});

test.describe('the hero on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('fetches no headline picture, which only a desktop shows; a desktop shows it', async ({ page, request }) => {
    const banners = await apiData<{ headline_img: string | null }[]>(request, '/api/banners');
    const headline = banners[0].headline_img?.split('/').pop();
    expect(headline, 'the first demo banner has a headline picture').toBeTruthy();
    const fetched: string[] = [];
    page.on('request', (sent) => fetched.push(sent.url()));

    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    expect(fetched.filter((url) => url.includes(headline as string))).toEqual([]);

    await page.setViewportSize({ width: 1366, height: 800 });
    const picture = page.getByRole('region', { name: 'Featured' }).locator('img[width="640"]').first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 1))
      .toBe(true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(headline);
  });
});

test.describe('pages built from home blocks', () => {
  test('/about', async ({ page, expectCleanPage }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Grain');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Our Services' }).first()).toHaveAttribute('href', '/services');
    const tiles = main.getByRole('region', { name: 'Pieces We Are Proud Of' });
    for (const [index, tile] of ['Side Table', 'Cozy Sofa', 'Loft Chair', 'Dining Table'].entries()) {
      await expect(tiles.getByRole('link', { name: new RegExp(tile) })).toHaveAttribute(
        'href',
        `/project/details/${index + 1}`,
      );
    }
    await expect(main.locator('details', { hasText: 'Which woods do you work with?' })).toHaveAttribute('open', '');
    await expect(main.getByText('Materials Available')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'What Sets Our Work Apart' })).toBeVisible();
    await scrollThrough(page);
    expectCleanPage();
  });

  test('/faq', async ({ page, request, expectCleanPage }) => {
    const faqs = await apiData<{ question: string; answer: string }[]>(request, '/api/faqs');
    await page.goto('/faq');
    await expect(page).toHaveTitle('FAQ | Grain');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs');
    // Disclosures of one group: the first open, opening another closes it.
    const answer = (index: number) => page.getByRole('main').locator('details', { hasText: faqs[index].question });
    await expect(answer(0)).toHaveAttribute('open', '');
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
    await answer(1).locator('summary').click();
    await expect(answer(1)).toHaveAttribute('open', '');
    await expect(answer(0)).not.toHaveAttribute('open');
    await expect(answer(1).getByText(faqs[1].answer)).toBeVisible();
    expectCleanPage();
  });

  test('/price', async ({ page, expectCleanPage }) => {
    await page.goto('/price');
    await expect(page).toHaveTitle('Pricing | Grain');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    const main = page.getByRole('main');
    for (const [plan, price] of [
      ['Basic', '68'],
      ['Standard', '168'],
      ['Premium', '268'],
    ]) {
      const card = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan }) });
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card.getByText('/ month')).toBeVisible();
    }
    await expect(main.getByText('Most Popular')).toBeVisible();
    expectCleanPage();
  });

  test('/team', async ({ page, expectCleanPage }) => {
    await page.goto('/team');
    await expect(page).toHaveTitle('Our Team | Grain');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Team');
    await expect(page.getByRole('heading', { name: 'Daniel Hartley' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('progressbar', { name: 'Crafting' })).toBeAttached();
    const portraits = page.getByRole('main').getByRole('img', { name: /^Portrait of / });
    await expect(portraits).toHaveCount(8);
    await scrollThrough(page);
    // Every painted portrait arrives, as a file of the build (AVIF in Chromium), never a data URI.
    await expect
      .poll(() => portraits.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc)))
      .toEqual(
        Array.from({ length: 8 }, (_, index) =>
          expect.stringMatching(new RegExp(`/assets/team-${index}-w\\d+-[\\w-]+\\.avif$`)),
        ),
      );
    expect(
      await portraits.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
    ).toBe(true);
    expectCleanPage();
  });
});
