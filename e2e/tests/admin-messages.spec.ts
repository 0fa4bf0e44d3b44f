import { expect, adminTest as test, unique } from '../support/admin.ts';

/** The messages screen: contact-form messages newest first, read state, the status filter and delete. */

// Both journeys send messages and read which is newest: one after the other.
test.describe.configure({ mode: 'serial' });

test('a message sent from the contact form is listed unread, marked read and deleted', async ({
  page,
  request,
  adminToken,
  expectCleanPage,
}) => {
  const lastName = unique('Birch');
  const sent = await request.post('/api/contact/send', {
    data: { first_name: 'Hazel', last_name: lastName, email: 'hazel@example.com', message: 'Can you build a bench?' },
  });
  expect(sent.status()).toBe(201);
  const { data: receipt } = (await sent.json()) as { data: { id: number } };

  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const unreadCount = async () => {
    const response = await request.get('/api/contact-messages/unread-count', {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    return ((await response.json()) as { data: { unread_count: number } }).data.unread_count;
  };
  const badge = page.getByRole('link', { name: /^Messages/ });
  await expect(badge).toContainText(/\d+/);

  const list = page.getByRole('list', { name: 'Contact messages, newest first' });
  const item = list.getByRole('listitem').filter({ hasText: lastName });
  await expect(item).toContainText('New');
  await expect(item).toContainText('Can you build a bench?');
  await expect(list.getByRole('listitem').first()).toContainText(lastName);

  await page.getByLabel('Status').selectOption({ label: 'New' });
  await expect(page).toHaveURL(/status=new/);
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(item).toHaveCount(0);
  await page.getByLabel('Status').selectOption({ label: 'All statuses' });
  await expect(item.getByRole('button', { name: /^Mark as unread/ })).toBeVisible();
  await expect(item).not.toContainText('New');
  await expect(item).toContainText('Read');
  expect(await unreadCount()).toBeGreaterThanOrEqual(0);

  await item.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(confirm).toContainText('Are you sure you want to delete this message?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);
  const gone = await request.get(`/api/contact-messages/${receipt.id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(gone.status()).toBe(404);
  expectCleanPage();
});

test('messages: search and paging run on the server', async ({ page, request }) => {
  const lastName = unique('Hawthorn');
  for (const firstName of ['Ada', 'Bea', 'Cy']) {
    const sent = await request.post('/api/contact/send', {
      data: { first_name: firstName, last_name: lastName, email: 'list@example.com', message: 'About paging.' },
    });
    expect(sent.status()).toBe(201);
  }
  await page.goto(`/admin/messages?q=${encodeURIComponent(lastName)}&per_page=2`);
  const list = page.getByRole('list', { name: 'Contact messages, newest first' });
  await expect(page.getByText('3 messages')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(`Cy ${lastName}`);
  await page.getByRole('navigation', { name: 'Message pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(`Ada ${lastName}`);

  await page.getByLabel('Sort by').selectOption({ label: 'Oldest first' });
  await expect(page).toHaveURL(/sort=created_at&order=asc/);
  await expect(
    page.getByRole('list', { name: 'Contact messages, oldest first' }).getByRole('listitem').first(),
  ).toContainText(`Ada ${lastName}`);
  await page.getByLabel('Search', { exact: true }).fill('Bea');
  await expect(page).toHaveURL(/q=Bea/);
  await expect(page.getByRole('listitem').filter({ hasText: `Bea ${lastName}` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Cy ${lastName}` })).toHaveCount(0);
});
