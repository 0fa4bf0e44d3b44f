import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './constants.mjs';
import { expect, test } from './fixtures.ts';

/**
 * Admin journeys share one signed-in session per worker: the token is fetched once through the
 * API and put into localStorage (`admin_token`, spec admin §6) by the storage state.
 */
export const adminTest = test.extend<Record<never, never>, { adminToken: string }>({
  adminToken: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      const response = await request.post('/api/login', { data: E2E_ADMIN });
      expect(response.ok(), await response.text()).toBeTruthy();
      const { token } = (await response.json()) as { token: string };
      await use(token);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminToken }, use) => {
    await use({
      cookies: [],
      origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: 'admin_token', value: adminToken }] }],
    });
  },
});

export { expect };

/** A name no other test run uses. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A 1×1 PNG: a real image, checked by its bytes on the server. */
export const png = (name = 'pixel.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});

/** The smallest MP4 the server recognises as a video: an `ftyp` box and an empty `mdat`. */
export const mp4 = (name = 'clip.mp4') => ({
  name,
  mimeType: 'video/mp4',
  buffer: Buffer.from('000000186674797069736f6d0000020069736f6d69736f32000000086d646174', 'hex'),
});

/** `data` of a public (token-less) API answer. */
export async function publicData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.ok(), `GET /api${path}: ${response.status()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** `data` of an API answer read with the admin token (inactive records included). */
export async function adminData<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET /api${path}: ${response.status()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/** Checks that a stored file is served with the expected content type. */
export async function expectServed(request: APIRequestContext, url: string | null | undefined, type: RegExp) {
  expect(url, 'a file URL').toBeTruthy();
  const response = await request.get(String(url));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(type);
}

export const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

/** Opens the edit modal of the table row holding `text`. */
export async function editRow(page: Page, text: string, dialogName: string | RegExp): Promise<Locator> {
  await row(page, text).getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Deletes the row holding `text` through the confirmation, checking its question. */
export async function deleteRow(page: Page, text: string, question: string): Promise<Locator> {
  await row(page, text)
    .getByRole('button', { name: /^Delete/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, text)).toHaveCount(0);
  return dialog;
}

/** Clicks `button` and returns the text of the alert it raises (accepted). */
export async function alertAfter(page: Page, action: () => Promise<void>): Promise<string> {
  const message = new Promise<string>((resolve) => {
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await dialog.accept();
    });
  });
  await action();
  return message;
}
