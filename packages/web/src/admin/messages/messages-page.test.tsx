import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

/** The messages screen: contact-form messages, searched, sorted and paged on the server. */

const message = (id: number, firstName: string, isRead: boolean) => ({
  id,
  first_name: firstName,
  last_name: 'Birch',
  email: `${firstName.toLowerCase()}@example.com`,
  message: `Hello from ${firstName}.`,
  is_read: isRead,
  created_at: `2026-11-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`,
  updated_at: `2026-11-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`,
});

const hazel = message(2, 'Hazel', false);
const rowan = message(1, 'Rowan', true);
const page = (items: unknown[], total = items.length, current = 1) =>
  ok({ data: items, current_page: current, last_page: Math.max(1, Math.ceil(total / 20)), per_page: 20, total });

function messagesApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/contact-messages': ({ url }) => {
      const params = new URL(url, 'http://test').searchParams;
      if (params.get('q')) return page([rowan]);
      if (params.get('unread') === '1') return page([hazel]);
      if (params.get('page') === '2') return page([message(3, 'Alder', true)], 21, 2);
      return page([hazel, rowan], 21);
    },
    ...extra,
  });
}

const list = () => screen.getByRole('list', { name: /^Contact messages/ });

describe('the messages screen', () => {
  withApiMocks();

  it('lists the messages newest first with the unread ones marked, twenty to a page', async () => {
    const api = messagesApi();
    renderScreen('/admin/messages');
    const item = await screen.findByRole('heading', { level: 2, name: /Hazel Birch/ });
    expect(screen.getByRole('list', { name: 'Contact messages, newest first' })).toBeInTheDocument();
    expect(item).toHaveTextContent('New');
    expect(within(list()).getAllByRole('listitem')[1]).not.toHaveTextContent('New');
    expect(screen.getByText('21 messages')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/contact-messages')).toEqual(['/api/contact-messages?page=1&per_page=20']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('searches, filters unread and sorts on the server, with the state in the address', async () => {
    const user = userEvent.setup();
    const api = messagesApi();
    const { router } = renderScreen('/admin/messages');
    await screen.findByRole('heading', { name: /Hazel Birch/ });

    await user.type(screen.getByLabelText('Search'), 'rowan');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Hazel Birch/ })).toBeNull());
    expect(router.state.location.search).toBe('?q=rowan');
    expect(callsTo(api, 'GET', '/contact-messages').at(-1)).toBe('/api/contact-messages?q=rowan&page=1&per_page=20');
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    await user.click(screen.getByRole('radio', { name: 'Unread only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?unread=1'));
    expect(await screen.findByText('1 unread message')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/contact-messages').at(-1)).toBe('/api/contact-messages?unread=1&page=1&per_page=20');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Oldest first');
    await waitFor(() => expect(router.state.location.search).toBe('?unread=1&sort=created_at&order=asc'));
    expect(screen.getByRole('list', { name: 'Contact messages, oldest first' })).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/contact-messages').at(-1)).toBe(
      '/api/contact-messages?unread=1&sort=created_at&order=asc&page=1&per_page=20',
    );
  });

  it('opens on the page of its address and pages on', async () => {
    const user = userEvent.setup();
    const api = messagesApi();
    const { router } = renderScreen('/admin/messages');
    await screen.findByRole('heading', { name: /Hazel Birch/ });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: /Alder Birch/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(callsTo(api, 'GET', '/contact-messages').at(-1)).toBe('/api/contact-messages?page=2&per_page=20');
  });

  it('marks a message read, and says so in an alert toast when that fails', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const api = messagesApi({
      'PATCH /api/contact-messages/2/read': () =>
        refuse ? fail(429, 'Too many requests.') : ok({ ...hazel, is_read: true }),
    });
    renderScreen('/admin/messages');
    await user.click(await screen.findByRole('button', { name: 'Mark as read: message from Hazel Birch' }));
    await waitFor(() => expect(callsTo(api, 'PATCH', '/contact-messages/2/read')).toHaveLength(1));
    expect(api.mock.calls.find(([, init]) => init?.method === 'PATCH')?.[1]?.body).toBe('{}');

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Mark as read: message from Hazel Birch' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update message');
    expect(alert).toHaveTextContent('Too many requests.');
  });

  it('deletes a message through the shared confirmation, with a toast', async () => {
    const user = userEvent.setup();
    const api = messagesApi({ 'DELETE /api/contact-messages/1': () => ok(null) });
    renderScreen('/admin/messages');
    await user.click(await screen.findByRole('button', { name: 'Delete message from Rowan Birch' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this message?');
    expect(confirm).toHaveTextContent('From Rowan Birch (rowan@example.com)');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted successfully.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Message deleted successfully.');
    expect(callsTo(api, 'DELETE', '/contact-messages/1')).toHaveLength(1);
  });
});
