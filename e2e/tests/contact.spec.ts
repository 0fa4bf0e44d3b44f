import { apiData, contactForm, inboxMessages, uniqueMessage } from '../support/contact.ts';
import { expect, test } from '../support/fixtures.ts';

/** The contact page and the contact form (spec public §2 "Contact page", §4, §5, §8). */

interface ContactSection {
  phone: string;
  email: string;
  location: string;
  map_embed: string | null;
}

test('the contact page shows the contact details and the map from the stored embed', async ({
  page,
  request,
  expectCleanPage,
}) => {
  const contact = await apiData<ContactSection>(request, '/api/contact-sections/1');
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact Us | Grain');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: contact.phone })).toBeVisible();
  await expect(main.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
  await expect(main.getByText(contact.location, { exact: true }).first()).toBeVisible();

  const map = main.locator('iframe[title="Map showing our workshop location"]');
  if (contact.map_embed) {
    // The map service's page is added only as the visitor scrolls near it.
    await expect(map).toHaveCount(0);
    await main.getByRole('region', { name: 'Workshop location' }).scrollIntoViewIfNeeded();
    const src = contact.map_embed.match(/src="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&') ?? '';
    await expect(map).toHaveAttribute('src', new URL(src).toString());
    await expect(map).toHaveAttribute('loading', 'lazy');
  }
  for (const label of ['First Name', 'Last Name', 'Email', 'Message']) {
    await expect(contactForm(page).form.getByLabel(label)).toHaveAttribute('required', '');
  }
  expectCleanPage();
});

test('the form asks for every field, then for a valid email, and an edit clears the error', async ({
  page,
  expectCleanPage,
}) => {
  await page.goto('/contact');
  const form = contactForm(page);
  await form.firstName.fill('Ada');
  await form.lastName.fill('   ');
  await form.email.fill('ada@example.com');
  await form.message.fill('Hello');
  await form.send.click();
  await expect(form.form.getByRole('alert')).toHaveText('All fields are required');

  await form.lastName.fill('Oak');
  await expect(form.form.getByRole('alert')).toHaveCount(0);
  await form.email.fill('ada@example');
  await form.send.click();
  await expect(form.form.getByRole('alert')).toHaveText('Please enter a valid email address');
  await form.email.fill('ada@example.com');
  await expect(form.form.getByRole('alert')).toHaveCount(0);
  expectCleanPage();
});

test('a message sent with the form lands in the admin inbox', async ({ page, request, expectCleanPage }) => {
  const { stamp: _stamp, ...sent } = uniqueMessage('Tester');
  await page.goto('/contact');
  const form = contactForm(page);
  await form.fill(sent);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact/send'));
  await form.send.click();
  expect((await answer).status()).toBe(201);
  await expect(form.sent).toBeVisible();
  await expect(form.firstName).toHaveValue('');
  await expect(form.message).toHaveValue('');
  await expect(form.send).toHaveText(/Send Message/);
  await expect(form.send).toBeEnabled();

  expect(await inboxMessages(request)).toContainEqual(expect.objectContaining({ ...sent }));
  expectCleanPage();
});
