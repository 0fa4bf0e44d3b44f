import { contactForm, inboxMessages, requestedUrls, uniqueMessage } from '../../support/contact.ts';
import { expect, test } from '../../support/fixtures.ts';

/**
 * The contact form with JavaScript off (spec public §5, issue 44): a plain form posted to the
 * contact page. Each refusal answers the page with the error and the values kept; a message
 * taken answers the confirmation; the message is in the admin inbox and never in a URL.
 */
test('a message is refused for each rule with the values kept, then sent and found in the inbox', async ({
  page,
  request,
}) => {
  const urls = requestedUrls(page);
  const sent = uniqueMessage('No-JS');
  const markup = `${sent.message} <b>bold</b> & "quoted"`;
  await page.goto('/contact');
  const form = contactForm(page);

  // A blank field (spaces only).
  await form.fill({ ...sent, last_name: '   ', message: markup });
  let answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.send.click();
  expect((await answer).status()).toBe(422);
  await expect(form.alert).toHaveText('All fields are required');
  await expect(form.lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(form.lastName).toBeFocused();
  await expect(form.firstName).toHaveValue(sent.first_name);
  await expect(form.email).toHaveValue(sent.email);
  await expect(form.message).toHaveValue(markup);
  await expect(page.locator('main b', { hasText: 'bold' })).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');

  // A malformed email.
  await form.lastName.fill(sent.last_name);
  await form.email.fill('journey@example');
  answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.send.click();
  expect((await answer).status()).toBe(422);
  await expect(form.alert).toHaveText('Please enter a valid email address');
  await expect(form.email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.email).toBeFocused();
  await expect(form.email).toHaveValue('journey@example');
  await expect(form.lastName).toHaveValue(sent.last_name);

  // Sent.
  await form.email.fill(sent.email);
  await form.message.fill(sent.message);
  await form.send.click();
  await expect(form.sent).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/contact');
  expect(new URL(page.url()).search).toBe('?sent=1');
  await expect(form.alert).toHaveCount(0);
  await expect(form.message).toHaveValue('');

  const { stamp: _stamp, ...message } = sent;
  expect(await inboxMessages(request)).toContainEqual(expect.objectContaining(message));
  for (const url of urls) {
    expect(url).not.toContain(sent.stamp);
    expect(url).not.toContain(encodeURIComponent(sent.stamp));
    expect(url).not.toContain('walnut');
  }
});
