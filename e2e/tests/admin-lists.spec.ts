import type { Locator, Page } from '@playwright/test';
import { adminData, expect, adminTest as test, unique } from '../support/admin.ts';

/**
 * Every admin list searches, sorts and pages on the server, keeps that state in its address
 * (Back and Forward walk through it), answers `/` and `n`, and says what happened in toasts.
 * Other journeys edit the same lists at the same time: checks read what the server answers now.
 */

type Item = Record<string, unknown> & { id: number };
interface Paged<T> {
  data: T[];
  total: number;
  last_page: number;
}

const tables = [
  { path: '/admin/banners', title: 'Banners Management', api: '/banners', key: 'title' },
  { path: '/admin/features', title: 'Features Management', api: '/features', key: 'title' },
  { path: '/admin/about', title: 'About Section Management', api: '/about-sections', key: 'subtitle' },
  { path: '/admin/services', title: 'Services Management', api: '/services', key: 'title' },
  { path: '/admin/choose-us', title: 'Choose Us Section Management', api: '/choose-us-sections', key: 'subtitle' },
  { path: '/admin/process', title: 'Process Section Management', api: '/process-sections', key: 'subtitle' },
  { path: '/admin/video', title: 'Video Section Management', api: '/video-sections', key: 'title' },
  { path: '/admin/projects', title: 'Projects Management', api: '/projects', key: 'title' },
  { path: '/admin/faqs', title: 'FAQ Management', api: '/faqs', key: 'question' },
  { path: '/admin/blog-categories', title: 'Blog Categories Management', api: '/blog-categories', key: 'name' },
  { path: '/admin/blogs', title: 'Blogs Management', api: '/blogs', key: 'title' },
  { path: '/admin/contact', title: 'Contact Section Management', api: '/contact-sections', key: 'phone' },
  { path: '/admin/categories', title: 'Categories Management', api: '/categories', key: 'name' },
  {
    path: '/admin/products',
    title: 'Products Management',
    api: '/products/allproducts',
    key: 'name',
    search: 'Search by name',
    param: 'name',
  },
];

/** The start of a text, short enough to survive the table's truncation. */
const start = (value: unknown) => String(value).slice(0, 20);
const bodyRows = (page: Page) => page.locator('tbody tr');

for (const list of tables) {
  test(`${list.title}: search and paging run on the server`, async ({ page, request, adminToken }) => {
    const first = await adminData<Paged<Item>>(request, adminToken, `${list.api}?page=1&per_page=2`);
    await page.goto(`${list.path}?per_page=2`);
    await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    expect(await bodyRows(page).count()).toBeLessThanOrEqual(2);

    if (first.last_page > 1) {
      const pager = page.getByRole('navigation', { name: `${list.title} pages` });
      const firstRow = await bodyRows(page).first().textContent();
      await pager.getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(bodyRows(page).first()).not.toHaveText(String(firstRow));
    }

    const term = start(first.data[0][list.key]);
    await page.getByLabel(list.search ?? 'Search', { exact: true }).fill(term);
    await expect(page).toHaveURL(new RegExp(`[?&]${list.param ?? 'q'}=`));
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page.getByText(/^Found \d+$/)).toBeVisible();
    await expect(bodyRows(page).filter({ hasText: term }).first()).toBeVisible();
    await page.getByLabel(list.search ?? 'Search', { exact: true }).fill('no such thing anywhere 9z9z');
    await expect(page.getByText(/match(es)? your search\.$/)).toBeVisible();
  });
}

test('sorting a column asks the server, and the header says which way', async ({ page, request, adminToken }) => {
  await page.goto('/admin/faqs');
  const question = page.getByRole('columnheader', { name: 'Question' });
  // FAQs come in their own order until a header is chosen.
  await expect(page.getByRole('columnheader', { name: 'Order' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(question).not.toHaveAttribute('aria-sort');
  // The question is the third cell: after the row's checkbox and its id.
  const shown = () => page.locator('tbody tr td:nth-child(3)').allTextContents();
  const expected = async (order: string) =>
    (
      await adminData<Paged<Item>>(request, adminToken, `/faqs?sort=question&order=${order}&page=1&per_page=20`)
    ).data.map((item) => start(item.question));

  await question.getByRole('button').click();
  await expect(page).toHaveURL(/sort=question&order=asc/);
  await expect(question).toHaveAttribute('aria-sort', 'ascending');
  await expect(async () => expect((await shown()).map(start)).toEqual(await expected('asc'))).toPass();
  await question.getByRole('button').click();
  await expect(page).toHaveURL(/sort=question&order=desc/);
  await expect(question).toHaveAttribute('aria-sort', 'descending');
  await expect(async () => expect((await shown()).map(start)).toEqual(await expected('desc'))).toPass();
});

test('Back and Forward walk through the list states, and a reload keeps them', async ({ page }) => {
  await page.goto('/admin/projects?per_page=3');
  const pager = page.getByRole('navigation', { name: 'Projects Management pages' });
  const title = page.getByRole('columnheader', { name: 'Title' });
  const search = page.getByLabel('Search', { exact: true });

  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await title.getByRole('button').click();
  await expect(title).toHaveAttribute('aria-sort', 'ascending');
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await search.fill('kitchen');
  await expect(page).toHaveURL(/q=kitchen/);

  await page.goBack();
  await expect(search).toHaveValue('');
  await expect(title).toHaveAttribute('aria-sort', 'ascending');
  await page.goBack();
  await expect(title).not.toHaveAttribute('aria-sort');
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(title).toHaveAttribute('aria-sort', 'ascending');

  await page.reload();
  await expect(title).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/\?sort=title&order=asc&per_page=3$/);
});

test('toasts say what a save and a delete did, politely, without taking the focus', async ({ page }) => {
  const question = unique('Can I visit the workshop?');
  await page.goto('/admin/faqs');
  await page.getByRole('button', { name: 'Add New FAQ' }).click();
  const create = page.getByRole('dialog', { name: 'Add New FAQ' });
  await create.getByLabel('Question').fill(question);
  await create.getByLabel('Answer').fill('Yes, on Saturdays.');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();

  const notifications = page.getByRole('region', { name: 'Notifications' });
  const status = notifications.getByRole('status');
  await expect(status).toContainText('FAQ created successfully.');
  const toast = status.locator('div').filter({ hasText: 'FAQ created successfully.' }).first();
  expect(await toast.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await status.getByRole('button', { name: 'Dismiss message' }).first().click();
  await expect(status).not.toContainText('FAQ created successfully.');

  await page.getByLabel('Search', { exact: true }).fill(question);
  await page
    .getByRole('row')
    .filter({ hasText: question.slice(0, 20) })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('dialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(status).toContainText('FAQ deleted successfully.');
  await expect(page.getByText('No FAQs match your search.')).toBeVisible();
});

test('"/" goes to the search and "n" opens the add form, but not while typing or in a dialog', async ({ page }) => {
  await page.goto('/admin/faqs');
  const search = page.getByLabel('Search', { exact: true });
  const add = page.getByRole('button', { name: 'Add New FAQ' });
  await expect(search).toHaveAttribute('aria-keyshortcuts', '/');
  await expect(add).toHaveAttribute('aria-keyshortcuts', 'n');
  await expect(add.locator('kbd')).toHaveText('N');

  await page.getByRole('heading', { level: 1, name: 'FAQ Management' }).click();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.press('n');
  await expect(search).toHaveValue('n');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await search.fill('');

  await page.getByRole('heading', { level: 1, name: 'FAQ Management' }).click();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'Add New FAQ' });
  await expect(dialog.getByLabel('Question')).toBeFocused();
  await page.keyboard.press('/');
  await expect(dialog.getByLabel('Question')).toHaveValue('/');
  await expect(search).not.toBeFocused();
});

/** The left and right edges of a cell; overlap means one covers the other. */
async function edges(cell: Locator) {
  const box = await cell.boundingBox();
  expect(box, 'a laid-out cell').not.toBeNull();
  return { left: Math.round(box?.x ?? 0), right: Math.round((box?.x ?? 0) + (box?.width ?? 0)) };
}

async function expectSideBySide(page: Page, scroller: Locator) {
  const frame = await edges(scroller);
  const cells = ['Stock', 'Status', 'Actions'].map((name) => page.getByRole('columnheader', { name }));
  const [stock, status, actions] = await Promise.all(cells.map(edges));
  expect(stock.right).toBeLessThanOrEqual(status.left);
  expect(status.right).toBeLessThanOrEqual(actions.left);
  expect(stock.left).toBeGreaterThanOrEqual(frame.left);
  expect(actions.right).toBeLessThanOrEqual(frame.right);
  for (const cell of cells) await expect(cell).toBeVisible();
}

test('the products table fits at 1366 px and scrolls sideways at 1000 px, hiding no column', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/products');
  const scroller = page.getByRole('region', { name: 'Products Management table' });
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const widths = () => scroller.evaluate((element) => [element.scrollWidth, element.clientWidth]);
  const [scrollWidth, clientWidth] = await widths();
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectSideBySide(page, scroller);

  await page.setViewportSize({ width: 1000, height: 900 });
  await expect(async () => {
    const [wide, shown] = await widths();
    expect(wide).toBeGreaterThan(shown);
  }).toPass();
  const headers = ['Select', 'Image', 'Name', 'SKU', 'Category', 'Description', 'Price', 'Stock', 'Status', 'Actions'];
  await expect(page.getByRole('columnheader')).toHaveText(headers);
  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expectSideBySide(page, scroller);
});
