import { contactForm, inboxMessages, requestedUrls, uniqueMessage } from '../../support/contact.ts';
import { appStarted, expect, test } from '../../support/fixtures.ts';

/**
 * The contact form while the app's scripts are held back (issue 44): what the visitor types
 * before the app starts is kept and is the message stored, whether it is sent after the app
 * has started or before.
 */
test('a message typed before the app starts and sent after it is the one stored', async ({ page, request }) => {
  const urls = requestedUrls(page);
  const sent = uniqueMessage('Held-back after');
  await page.goto('/contact');
  const form = contactForm(page);
  await form.fill(sent);
  await appStarted(page);

  await expect(form.firstName).toHaveValue(sent.first_name);
  await expect(form.message).toHaveValue(sent.message);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact/send'));
  await form.send.click();
  expect((await answer).status()).toBe(201);
  await expect(form.sent).toBeVisible();
  await expect(form.message).toHaveValue('');
  expect(new URL(page.url()).search).toBe('');

  const { stamp, ...message } = sent;
  expect(await inboxMessages(request)).toContainEqual(expect.objectContaining(message));
  for (const url of urls) expect(url).not.toContain(stamp);
});

test('a message sent before the app starts is posted, stored and confirmed, and stays so', async ({
  page,
  request,
}) => {
  const urls = requestedUrls(page);
  const sent = uniqueMessage('Held-back before');
  await page.goto('/contact');
  const form = contactForm(page);
  await form.fill(sent);
  await form.send.click();
  await expect(form.sent).toBeVisible();
  expect(new URL(page.url()).search).toBe('?sent=1');
  await appStarted(page);
  await expect(form.sent).toBeVisible();

  const { stamp, ...message } = sent;
  expect(await inboxMessages(request)).toContainEqual(expect.objectContaining(message));
  for (const url of urls) expect(url).not.toContain(stamp);
});

test('a refusal answered before the app starts keeps the values, and the app sends them once fixed', async ({
  page,
  request,
}) => {
  const sent = uniqueMessage('Held-back refused');
  await page.goto('/contact');
  const form = contactForm(page);
  await form.fill({ ...sent, email: 'journey@example' });
  await form.send.click();
  await expect(form.alert).toHaveText('Please enter a valid email address');
  await appStarted(page);
  await expect(form.alert).toHaveText('Please enter a valid email address');
  await expect(form.message).toHaveValue(sent.message);

  await form.email.fill(sent.email);
  await expect(form.alert).toHaveCount(0);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact/send'));
  await form.send.click();
  expect((await answer).status()).toBe(201);
  await expect(form.sent).toBeVisible();

  const { stamp: _stamp, ...message } = sent;
  expect(await inboxMessages(request)).toContainEqual(expect.objectContaining(message));
});
