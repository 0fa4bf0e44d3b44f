import { expect, test } from '../support/fixtures.ts';
import { OWN_ADMIN, startOwnServer } from '../support/own-server.ts';

/**
 * The admin dashboard's demo removal (issue 50), on a server of its own (it empties the site):
 * the owner adds a banner, the dashboard names what goes in its confirmation, and after it only
 * the owner's banner is left.
 */

let server: Awaited<ReturnType<typeof startOwnServer>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  // The demo is seeded (pictures drawn) at the first start.
  server = await startOwnServer({}, 190_000);
});

test.afterAll(async () => {
  await server?.stop();
});

test('the dashboard removes the demo after a confirmation naming what goes, and keeps the owner’s banner', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { origin } = server;
  const login = await request.post(`${origin}/api/login`, { data: OWN_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post(`${origin}/api/banners`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Our own banner' },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'admin_token', value: token }] }] },
  });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/admin`);
    const panel = page.getByRole('region', { name: 'Demo content' });
    await expect(panel).toContainText('The site still shows the demo content it started with (101 records).');
    await panel.getByRole('button', { name: 'Remove demo content' }).click();

    const dialog = page.getByRole('dialog', { name: 'Remove the demo content?' });
    await expect(dialog).toContainText(
      /Removes the demo content: 3 banners, 4 features, .* and 36 products, with \d+ files\./,
    );
    await expect(dialog).toContainText('Records you added yourself are not touched.');
    // Cancel leaves everything as it was.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(((await (await request.get(`${origin}/api/banners`)).json()).data as unknown[]).length).toBe(4);

    await panel.getByRole('button', { name: 'Remove demo content' }).click();
    await dialog.getByRole('button', { name: 'Remove demo content' }).click();
    await expect(page.getByText('The demo content was removed.')).toBeVisible();
    await expect(panel).toBeHidden();

    const banners = (await (await request.get(`${origin}/api/banners`)).json()).data as Array<{ title: string }>;
    expect(banners.map((banner) => banner.title)).toEqual(['Our own banner']);
    const products = (await (await request.get(`${origin}/api/products`)).json()).data;
    expect(products.total).toBe(0);
  } finally {
    await context.close();
  }
});
