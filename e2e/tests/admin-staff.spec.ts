import type { Browser, Page } from '@playwright/test';
import { adminData, editRow, expect, row, adminTest as test, unique } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

/**
 * Staff accounts (issue 46) in a real browser against the real server: an administrator
 * invites an editor who accepts the link and signs in; an author writes a draft but cannot
 * publish or delete, and the server refuses it anyway.
 */

const PASSWORD = 'dovetail joints take patience';
type Faq = { id: number; question: string; answer: string };

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@grain.test`;

/** A fresh browser (no admin token) that accepts an invitation link and signs in. */
async function acceptAndSignIn(browser: Browser, link: string, email: string, name: string): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join the Grain admin' })).toBeVisible();
  await expect(page.getByText(`with the address ${email}`)).toBeVisible();
  await page.getByLabel('First name').fill(name);
  await page.getByLabel('Last name').fill('Staff');
  await page.getByLabel('Password (at least 12 characters)').fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('status')).toContainText('Your account is ready.');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  return page;
}

test('an administrator invites an editor, who accepts the link and signs in', async ({ page, browser }) => {
  // Two sign-ins (argon2id), two axe runs and four screens: more than the default 45 s on a busy CI.
  test.slow();
  const email = uniqueEmail('editor');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Invite' }).click();
  const linkBox = page.getByRole('status').filter({ hasText: 'copy this link' });
  await expect(linkBox).toBeVisible();
  const link = (await linkBox.locator('code').textContent()) ?? '';
  expect(link).toMatch(/\/admin\/accept-invitation\?token=[\w-]{43}$/);
  await expect(page.getByRole('region', { name: 'Invitations not yet accepted' })).toContainText(email);
  await expectNoAxeViolations(page, 'users screen');

  const editor = await acceptAndSignIn(browser, link, email, 'Edna');
  const menu = editor.getByRole('navigation', { name: 'Admin sections' });
  await expect(menu.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Site settings' })).toHaveCount(0);
  // The address bar cannot open what the menu leaves out.
  await editor.goto('/admin/users');
  await expect(editor).toHaveURL(/\/admin\/dashboard$/);
  await editor.context().close();

  // The link was used once: opened again, it says so.
  const again = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const againPage = await again.newPage();
  await againPage.goto(link);
  await expect(againPage.getByRole('alert')).toHaveText(
    'This invitation link is not valid, has been used or has expired. Ask an administrator for a new one.',
  );
  await again.close();

  await page.reload();
  const person = row(page, email);
  await expect(person).toContainText('Edna Staff');
  await expect(person.getByLabel('Role of Edna Staff')).toHaveValue('editor');

  // The audit log names the invitation and its acceptance, by whom.
  await page.goto('/admin/audit?entity=user_invitations');
  await expect(row(page, email).first()).toContainText('invited');
  await page.goto('/admin/audit?action=invitation+accepted');
  await expect(row(page, email).first()).toContainText('Edna Staff');
  await expectNoAxeViolations(page, 'audit log');
});

test('an author keeps a draft but cannot publish or delete, and the server refuses it too', async ({
  page,
  request,
  adminToken,
  browser,
}) => {
  const email = uniqueEmail('author');
  const invited = await request.post('/api/users/invitations', {
    data: { email, role: 'author' },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(invited.status()).toBe(201);
  const { link } = (await invited.json()).data as { link: string };
  const author = await acceptAndSignIn(browser, link, email, 'Arlo');
  await page.close();

  const created = await request.post('/api/faqs', {
    data: { question: unique('Do authors publish?'), answer: 'Editors do.' },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(created.status()).toBe(201);
  const faq = (await created.json()).data as Faq;
  await author.goto(`/admin/faqs?q=${encodeURIComponent(faq.question)}`);
  await expect(row(author, faq.question)).toBeVisible();
  await expect(author.getByRole('button', { name: `Delete ${faq.question}` })).toHaveCount(0);
  await expect(author.getByRole('checkbox')).toHaveCount(0);

  const edit = await editRow(author, faq.question, 'Edit FAQ');
  await expect(edit.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(edit.getByRole('button', { name: 'Schedule' })).toHaveCount(0);
  await expect(edit).toContainText('Authors save drafts; an editor or administrator publishes them.');
  const draftAnswer = `${faq.answer} (draft by an author)`;
  await edit.getByLabel(/^Answer/).fill(draftAnswer);
  await edit.getByRole('region', { name: 'Draft' }).getByRole('button', { name: 'Save draft' }).click();
  await expect(edit.getByRole('region', { name: 'Draft' })).toContainText('Saved as a draft');

  // The live FAQ is unchanged, and the author's token cannot publish it.
  const live = await request.get(`/api/faqs/${faq.id}`);
  expect(((await live.json()).data as Faq).answer).toBe(faq.answer);
  const token = await author.evaluate(() => localStorage.getItem('admin_token'));
  const refused = await request.put(`/api/faqs/${faq.id}`, {
    data: { question: faq.question, answer: draftAnswer },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('This action requires an editor or an administrator.');

  // An editor sees the author's draft waiting on the record.
  const draft = await adminData<{ id: number } | null>(request, adminToken, `/editorial/faqs/records/${faq.id}/draft`);
  expect(draft).not.toBeNull();
  await author.context().close();
  await request.delete(`/api/faqs/${faq.id}`, { headers: { Authorization: `Bearer ${adminToken}` } });
});
