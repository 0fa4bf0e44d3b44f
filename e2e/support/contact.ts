import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from './constants.mjs';
import { expect } from './fixtures.ts';

/** The contact form's journeys (spec public §4, §5, §8): the form, a message, the admin inbox. */

export interface ContactMessage {
  first_name: string;
  last_name: string;
  email: string;
  message: string;
}

export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact form' });
  return {
    form,
    firstName: form.getByLabel('First Name'),
    lastName: form.getByLabel('Last Name'),
    email: form.getByLabel('Email'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
    alert: form.getByRole('alert'),
    sent: form.getByText('Thank you! Your message has been sent.'),
    async fill(values: ContactMessage) {
      await this.firstName.fill(values.first_name);
      await this.lastName.fill(values.last_name);
      await this.email.fill(values.email);
      await this.message.fill(values.message);
    },
  };
}

/** A message no other run sends, with a stamp to find it by. */
export function uniqueMessage(label: string): ContactMessage & { stamp: string } {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    stamp,
    first_name: 'Journey',
    last_name: `${label} ${stamp}`,
    email: `journey-${stamp}@example.com`,
    message: `I would like a walnut desk (${stamp}).`,
  };
}

export async function apiData<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The admin's inbox, read through the API with an admin's token (no browser, no app needed). */
export async function inboxMessages(request: APIRequestContext): Promise<ContactMessage[]> {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const inbox = await apiData<{ data: ContactMessage[] } | ContactMessage[]>(
    request,
    '/api/contact-messages?per_page=100',
    token,
  );
  return Array.isArray(inbox) ? inbox : inbox.data;
}

/** Every address the page requests (navigations, form posts, assets), to check what travels in URLs. */
export function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
