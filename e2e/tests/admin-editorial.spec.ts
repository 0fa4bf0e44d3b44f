import type { Page } from '@playwright/test';
import { adminData, editRow, expect, adminTest as test, unique } from '../support/admin.ts';

/**
 * Editing without fear (issue 45), in a real browser against the real server: drafts that
 * visitors never see until published, their preview, restoring an earlier version, two people
 * saving one record, and a publish at a set time run by the server's own schedule runner.
 */

type Item = Record<string, unknown> & { id: number };

/** The page as a visitor gets it now, fresh from the server (no browser cache). */
const visitorHtml = async (page: Page, path: string) => (await page.request.get(path)).text();

/** Types into an editor's field and waits until the autosave says the draft holds it. */
async function typeIntoDraft(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, value: string) {
  await dialog.getByLabel(label, { exact: true }).fill(value);
  await expect(dialog.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });
  return page;
}

test('a hero draft stays off the live home page, shows in its preview, and goes live on Update', async ({
  page,
  request,
  adminToken,
}) => {
  const [banner] = await adminData<Item[]>(request, adminToken, '/banners');
  const original = String(banner.title);
  const draftTitle = unique('Oak benches for long tables');

  await page.goto('/admin/banners');
  const editor = await editRow(page, original, /^Edit/);
  await typeIntoDraft(page, editor, 'Title', draftTitle);

  expect(await visitorHtml(page, '/')).not.toContain(draftTitle);

  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    editor.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(preview).toHaveURL(/\/preview\/[^/]+\/$/);
  await expect(preview.getByText('Preview of a draft — visitors do not see these changes.')).toBeVisible();
  await expect(preview.getByText(draftTitle).first()).toBeAttached();
  await preview.close();
  expect(await visitorHtml(page, '/')).not.toContain(draftTitle);

  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(editor).toBeHidden();
  await expect.poll(async () => (await visitorHtml(page, '/')).includes(draftTitle)).toBe(true);

  // Put the demo's title back for the other journeys, through the spec's own update call.
  const restored = await request.put(`/api/banners/${banner.id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { title: original },
  });
  expect(restored.ok()).toBeTruthy();
});

test('a broken answer is put right by restoring an earlier version from the history', async ({
  page,
  request,
  adminToken,
}) => {
  const [faq] = await adminData<Item[]>(request, adminToken, '/faqs');
  const good = unique('Six to ten weeks after the drawings are approved.');
  const broken = 'TODO fix this answer';
  const publish = (answer: string) =>
    request.put(`/api/faqs/${faq.id}`, { headers: { Authorization: `Bearer ${adminToken}` }, data: { answer } });
  expect((await publish(good)).ok()).toBeTruthy();
  expect((await publish(broken)).ok()).toBeTruthy();
  expect(await visitorHtml(page, '/faq')).toContain(broken);

  await page.goto('/admin/faqs');
  const editor = await editRow(page, String(faq.question).slice(0, 20), 'Edit FAQ');
  await editor.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  // Newest first: the broken publish, then the good one.
  await history.getByRole('navigation', { name: 'Versions' }).getByRole('button').nth(1).click();
  await expect(history.getByRole('region', { name: 'Differences' })).toContainText('Six to ten weeks');
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await expect(history).toBeHidden();
  await expect(page.getByText('This version is the draft now. It is not live until you publish it.')).toBeVisible();
  expect(await visitorHtml(page, '/faq')).toContain(broken);

  await page.getByRole('dialog', { name: 'Edit FAQ' }).getByRole('button', { name: 'Update' }).click();
  await expect.poll(async () => (await visitorHtml(page, '/faq')).includes(good)).toBe(true);
});

test('two tabs editing one record: the second save meets the conflict screen', async ({
  page,
  browser,
  request,
  adminToken,
}) => {
  const faqs = await adminData<Item[]>(request, adminToken, '/faqs');
  const faq = faqs[1];
  const label = String(faq.question).slice(0, 20);

  await page.goto('/admin/faqs');
  const first = await editRow(page, label, 'Edit FAQ');
  await typeIntoDraft(page, first, 'Answer', unique('First tab answer'));

  const other = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [{ origin: new URL(page.url()).origin, localStorage: [{ name: 'admin_token', value: adminToken }] }],
    },
  });
  const second = await other.newPage();
  await second.goto('/admin/faqs');
  const secondEditor = await editRow(second, label, 'Edit FAQ');

  await typeIntoDraft(page, first, 'Answer', unique('First tab, again'));
  await secondEditor.getByLabel('Answer', { exact: true }).fill(unique('Second tab answer'));
  await secondEditor.getByRole('button', { name: 'Save draft' }).click();
  const conflict = second.getByRole('dialog', { name: 'Someone else changed this meanwhile' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('button', { name: 'Keep mine' })).toBeVisible();
  await expect(conflict.getByRole('button', { name: 'Take theirs' })).toBeVisible();
  await other.close();

  await first.getByRole('button', { name: 'Discard draft' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this draft?' })
    .getByRole('button', { name: 'Discard draft' })
    .click();
});

test('a sale price scheduled a minute ahead appears on the product page by itself', async ({
  page,
  request,
  adminToken,
}) => {
  test.setTimeout(240_000);
  const products = await adminData<{ data: Item[] }>(request, adminToken, '/products/allproducts?per_page=50');
  const product = products.data.find((item) => item.is_active && item.sale_price === null && Number(item.price) > 100);
  expect(product, 'a demo product without a sale price').toBeDefined();
  const salePrice = (Math.floor(Number(product?.price) * 0.8) + 0.5).toFixed(2);

  await page.goto('/admin/products');
  const editor = await editRow(page, String(product?.name), 'Edit Product');
  await typeIntoDraft(page, editor, 'Sale price', salePrice);
  await editor.getByRole('button', { name: 'Schedule' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule' });
  // Two minutes ahead in the site's time zone (UTC unless GRAIN_TIME_ZONE says otherwise).
  const at = new Date(Date.now() + 2 * 60_000);
  await schedule.getByLabel('Date').fill(at.toISOString().slice(0, 10));
  await schedule.getByLabel('Time').fill(at.toISOString().slice(11, 16));
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(schedule.getByRole('button', { name: /^Cancel publish on/ })).toBeVisible();

  const price = `$${Number(salePrice).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  expect(await visitorHtml(page, `/products/${product?.id}`)).not.toContain(price);
  await expect
    .poll(async () => (await visitorHtml(page, `/products/${product?.id}`)).includes(price), {
      timeout: 200_000,
      intervals: [5_000],
    })
    .toBe(true);
});
