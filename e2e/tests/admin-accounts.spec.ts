import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import { SMTPServer } from 'smtp-server';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { OWN_ADMIN, startOwnServer } from '../support/own-server.ts';

/**
 * Two-factor sign-in and password reset (issue 46), on a server of their own (they change the
 * administrator's sign-in) whose SMTP_URL points at a mail sink started here.
 */

let server: Awaited<ReturnType<typeof startOwnServer>>;
let sink: SMTPServer;
const mails: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.server.address() as AddressInfo;
  server = await startOwnServer({ GRAIN_DEMO: 'off', SMTP_URL: `smtp://127.0.0.1:${port}` }, 110_000);
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()));
});

/** A code of the step after the current one: valid (±1 step) and later than any code used so far. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test('enrol two-factor, sign in with a code, then with a recovery code; reset a forgotten password by email; end another session', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { origin } = server;
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();

  const signInWithPassword = async (password = OWN_ADMIN.password) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email Address').fill(OWN_ADMIN.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  };
  const logout = async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  };

  // Enrolment, from the header's "Your account".
  await signInWithPassword();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByLabel('Password', { exact: true }).fill(OWN_ADMIN.password);
  await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(twoFactor.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/account while enrolling');
  const secret = (await twoFactor.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await twoFactor
    .getByLabel('Enter the 6-digit code from your authenticator app')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await twoFactor.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const list = twoFactor.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await twoFactor.getByRole('button', { name: 'I have saved them' }).click();
  await expect(twoFactor.getByText(/Recovery codes left: 10/)).toBeVisible();
  await logout();

  // Sign in with a code of the app.
  await signInWithPassword();
  await expect(page.getByLabel('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await expectNoAxeViolations(page, '/admin/login at the code step');
  await page.getByLabel('Enter the 6-digit code from your authenticator app').fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await logout();

  // Sign in with a recovery code.
  await signInWithPassword();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Enter one of your recovery codes').fill(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await logout();

  // Forgot the password: a link by email, a new password, and two-factor still asked.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email Address').fill(OWN_ADMIN.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that address');
  await expect.poll(() => mails.length, { timeout: 15_000 }).toBe(1);
  const mail = mails[0].replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  expect(mail).toContain(`To: ${OWN_ADMIN.email}`);
  const link = /http:\/\/127\.0\.0\.1:\d+\/admin\/reset-password\?token=[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/reset-password');
  const newPassword = 'planed oak boards for the long table';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset.');

  await signInWithPassword(OWN_ADMIN.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await signInWithPassword(newPassword);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Enter one of your recovery codes').fill(recoveryCodes[1]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Another browser signs in; this one ends its session, and it is signed out on its next request.
  const other = await browser.newContext({ baseURL: origin });
  const otherPage = await other.newPage();
  await otherPage.goto('/admin/login');
  await otherPage.getByLabel('Email Address').fill(OWN_ADMIN.email);
  await otherPage.getByLabel('Password').fill(newPassword);
  await otherPage.getByRole('button', { name: 'Login' }).click();
  await otherPage.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await otherPage.getByLabel('Enter one of your recovery codes').fill(recoveryCodes[2]);
  await otherPage.getByRole('button', { name: 'Verify' }).click();
  await expect(otherPage).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('link', { name: 'Your account' }).click();
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByText('This session')).toBeVisible();
  await expect(sessions.getByRole('button', { name: /^End session:/ })).toHaveCount(1);
  await sessions.getByRole('button', { name: /^End session:/ }).click();
  await expect(sessions.getByRole('button', { name: /^End session:/ })).toHaveCount(0);

  await otherPage.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Banners' }).click();
  await expect(otherPage).toHaveURL(/\/admin\/login$/);
  await expect(otherPage.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(await otherPage.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  await other.close();
  await context.close();
});
