import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/constants.mjs';
import { expect, test } from '../support/fixtures.ts';

/** The contact page and the contact form (spec public §2 "Contact page", §4, §5, §8). */

interface ContactSection {
  phone: string;
  email: string;
  location: string;
  map_embed: string | null;
}
interface ContactMessage {
  first_name: string;
  last_name: string;
  email: string;
  message: string;
}

async function apiData<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  return {
    form,
    firstName: form.getByLabel('First Name'),
    lastName: form.getByLabel('Last Name'),
    email: form.getByLabel('Email'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  };
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
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const sent: ContactMessage = {
    first_name: 'Journey',
    last_name: `Tester ${stamp}`,
    email: `journey-${stamp}@example.com`,
    message: `I would like a walnut desk (${stamp}).`,
  };

  await page.goto('/contact');
  const form = contactForm(page);
  await form.firstName.fill(sent.first_name);
  await form.lastName.fill(sent.last_name);
  await form.email.fill(sent.email);
  await form.message.fill(sent.message);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact/send'));
  await form.send.click();
  expect((await answer).status()).toBe(201);
  await expect(form.form.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await expect(form.firstName).toHaveValue('');
  await expect(form.message).toHaveValue('');
  await expect(form.send).toHaveText(/Send Message/);
  await expect(form.send).toBeEnabled();

  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const inbox = await apiData<{ data: ContactMessage[] } | ContactMessage[]>(
    request,
    '/api/contact-messages?per_page=100',
    token,
  );
  const messages = Array.isArray(inbox) ? inbox : inbox.data;
  expect(messages).toContainEqual(expect.objectContaining({ ...sent }));
  expectCleanPage();
});
