import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * Inner pages (spec public §2 "Services list and details", "Mission page") and the 404 page.
 * The journeys read the demo content through the API first, so they hold whatever the seed ships.
 */

interface Service {
  id: number;
  title: string;
  description: string;
  image_meta: { alt?: string | null } | null;
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.describe('services', () => {
  test('lists every service as a card and Read More opens its details', async ({ page, request, expectCleanPage }) => {
    const services = await apiData<Service[]>(request, '/api/services');
    expect(services.length).toBeGreaterThan(0);

    await page.goto('/services');
    await expect(page).toHaveTitle('Services | Grain');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: service.title })).toBeVisible();
      await expect(card.getByRole('link', { name: `Read More about ${service.title}` })).toHaveAttribute(
        'href',
        `/services/${service.id}`,
      );
      // Every card shows an icon: its image or one of the decorative icons.
      await expect(card.locator('img, svg[data-icon]').first()).toBeAttached();
    }

    const second = services[Math.min(1, services.length - 1)];
    await cards
      .filter({ hasText: second.title })
      .getByRole('link', { name: `Read More about ${second.title}` })
      .click();
    await expect(page).toHaveURL(`/services/${second.id}`);
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Service Details');
    await expect(main.getByRole('heading', { level: 2, name: second.title })).toBeVisible();
    // The picture is named by its media library alt text, or by the title while it has none.
    await expect(main.getByRole('img', { name: second.image_meta?.alt || second.title })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Services' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${second.title} | Grain`);
    expectCleanPage();
  });

  test('/services/details shows the first service', async ({ page, request, expectCleanPage }) => {
    const [first] = await apiData<Service[]>(request, '/api/services');
    await page.goto('/services/details');
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: first.title })).toBeVisible();
    expectCleanPage();
  });

  test('an unknown service answers 404 with the designed page saying Service not found', async ({
    page,
    expectCleanPage,
  }) => {
    const response = await page.goto('/services/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('status')).toHaveText('Service not found');
    expectCleanPage();
  });
});

test('the mission page shows the mission and the vision from the mission-vision section', async ({
  page,
  request,
  expectCleanPage,
}) => {
  const section = await apiData<Record<string, string>>(request, '/api/mission-vision-sections/1');
  await page.goto('/mission');
  await expect(page).toHaveTitle('Mission & Vision | Grain');
  await expect(page.getByRole('heading', { level: 1, name: 'Mission & Vision' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: section.mission_title })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: section.vision_title })).toBeVisible();
  await expect(main.getByText(section.mission_author_name, { exact: true })).toBeVisible();
  await expect(main.getByText(section.vision_subtitle, { exact: true })).toBeVisible();
  expectCleanPage();
});

test('an unknown address shows the branded 404 page with ways back', async ({ page, expectCleanPage }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found | Grain');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await main.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  expectCleanPage();
});

test('the inner pages fit a 375 px phone without sideways scrolling', async ({ page, request, expectCleanPage }) => {
  const [project] = await apiData<{ id: number }[]>(request, '/api/projects');
  const { data: blogs } = await apiData<{ data: { id: number }[] }>(request, '/api/blogs?page=1&per_page=1');
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of [
    '/services',
    '/services/details',
    '/mission',
    '/project',
    `/project/details/${project.id}`,
    '/blog',
    `/blog/${blogs[0].id}`,
    '/contact',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
  expectCleanPage();
});
