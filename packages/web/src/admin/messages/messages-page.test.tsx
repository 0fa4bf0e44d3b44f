import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';
import { replyHref } from './message-parts.tsx';

/** The messages screen: contact-form messages, filtered, searched, sorted and paged on the server. */

const message = (
  id: number,
  firstName: string,
  status: string,
  product: { id: number; name: string } | null = null,
) => ({
  id,
  first_name: firstName,
  last_name: 'Birch',
  email: `${firstName.toLowerCase()}@example.com`,
  message: `Hello from ${firstName}.`,
  product_id: product?.id ?? null,
  product_name: product?.name ?? null,
  status,
  is_read: status !== 'new',
  subject: product ? `Enquiry about ${product.name}` : 'Your message',
  notified_at: null,
  notify_error: null,
  created_at: `2026-11-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`,
  updated_at: `2026-11-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`,
});

const oak = { id: 7, name: 'Oak & Ash Table' };
const hazel = message(2, 'Hazel', 'new', oak);
const rowan = message(1, 'Rowan', 'read');
const page = (items: unknown[], total = items.length, current = 1) =>
  ok({ data: items, current_page: current, last_page: Math.max(1, Math.ceil(total / 20)), per_page: 20, total });

function messagesApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/contact-messages': ({ url }) => {
      const params = new URL(url, 'http://test').searchParams;
      if (params.get('q')) return page([rowan]);
      if (params.get('status') === 'new' || params.get('unread') === '1') return page([hazel]);
      if (params.get('product_id')) return page([hazel]);
      if (params.get('page') === '2') return page([message(3, 'Alder', 'read')], 21, 2);
      return page([hazel, rowan], 21);
    },
    'GET /api/contact-messages/products': () =>
      ok([
        { product_id: 7, product_name: 'Oak & Ash Table', messages: 1 },
        { product_id: 9, product_name: 'Walnut Desk', messages: 3 },
      ]),
    ...extra,
  });
}

const list = () => screen.getByRole('list', { name: /^Contact messages/ });
const lastListCall = (api: ReturnType<typeof mockApi>) => callsTo(api, 'GET', '/contact-messages').at(-1);

describe('the messages screen', () => {
  withApiMocks();

  it('lists the messages newest first with the new ones marked, their status and product, twenty to a page', async () => {
    const api = messagesApi();
    renderScreen('/admin/messages');
    const item = await screen.findByRole('heading', { level: 2, name: /Hazel Birch/ });
    expect(screen.getByRole('list', { name: 'Contact messages, newest first' })).toBeInTheDocument();
    expect(item).toHaveTextContent('New');
    const [first, second] = within(list()).getAllByRole('listitem');
    expect(second).not.toHaveTextContent('New');
    expect(second).toHaveTextContent('Read');
    expect(within(first).getByRole('link', { name: 'Oak & Ash Table' })).toHaveAttribute(
      'href',
      '/admin/products?edit=7',
    );
    expect(first).toHaveTextContent('About: Oak & Ash Table');
    expect(within(first).getByRole('link', { name: 'Hazel Birch' })).toHaveAttribute('href', '/admin/messages/2');
    expect(screen.getByText('21 messages')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/contact-messages')).toEqual(['/api/contact-messages?page=1&per_page=20']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('keeps the search, the filters and the sort in the address and asks the server for them', async () => {
    const user = userEvent.setup();
    const api = messagesApi();
    const { router } = renderScreen('/admin/messages');
    await screen.findByRole('heading', { name: /Hazel Birch/ });

    await user.type(screen.getByLabelText('Search'), 'rowan');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Hazel Birch/ })).toBeNull());
    expect(router.state.location.search).toBe('?q=rowan');
    expect(lastListCall(api)).toBe('/api/contact-messages?q=rowan&page=1&per_page=20');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await user.selectOptions(screen.getByLabelText('Status'), 'New');
    await waitFor(() => expect(router.state.location.search).toBe('?status=new'));
    expect(await screen.findByText('1 message')).toBeInTheDocument();
    expect(lastListCall(api)).toBe('/api/contact-messages?status=new&page=1&per_page=20');

    const product = screen.getByLabelText('Product');
    await waitFor(() => expect(within(product).getByRole('option', { name: 'Walnut Desk (3)' })).toBeInTheDocument());
    await user.selectOptions(product, 'Walnut Desk (3)');
    await waitFor(() => expect(router.state.location.search).toBe('?status=new&product_id=9'));

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(router.state.location.search).toBe('?status=new&product_id=9&from=2026-11-01'));
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=new&product_id=9&from=2026-11-01&to=2026-11-30'),
    );
    expect(lastListCall(api)).toBe(
      '/api/contact-messages?status=new&product_id=9&from=2026-11-01&to=2026-11-30&page=1&per_page=20',
    );

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Oldest first');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=new&product_id=9&from=2026-11-01&to=2026-11-30&sort=created_at&order=asc',
      ),
    );
    expect(screen.getByRole('list', { name: 'Contact messages, oldest first' })).toBeInTheDocument();
  });

  it('opens with the filters of its address, the spec’s unread=1 as the new messages', async () => {
    const api = messagesApi();
    renderScreen('/admin/messages', '/admin/messages?unread=1');
    await screen.findByRole('heading', { name: /Hazel Birch/ });
    expect(screen.getByLabelText('Status')).toHaveValue('new');
    expect(lastListCall(api)).toBe('/api/contact-messages?unread=1&page=1&per_page=20');
  });

  it('opens on the page of its address and pages on', async () => {
    const user = userEvent.setup();
    const api = messagesApi();
    const { router } = renderScreen('/admin/messages');
    await screen.findByRole('heading', { name: /Hazel Birch/ });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: /Alder Birch/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(lastListCall(api)).toBe('/api/contact-messages?page=2&per_page=20');
  });

  it('exports the messages of the filters in force as CSV, with the token', async () => {
    const user = userEvent.setup();
    const api = messagesApi({
      'GET /api/contact-messages/export.csv': () => ({ status: 200, body: 'id,received\n' }),
    });
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} });
    renderScreen('/admin/messages', '/admin/messages?status=new&product_id=7&from=2026-11-01');
    await screen.findByRole('heading', { name: /Hazel Birch/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/contact-messages/export.csv')).toEqual([
        '/api/contact-messages/export.csv?status=new&product_id=7&from=2026-11-01',
      ]),
    );
  });

  it('marks a message read, and says so in an alert toast when that fails', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const api = messagesApi({
      'PATCH /api/contact-messages/2/read': () =>
        refuse ? fail(429, 'Too many requests.') : ok({ ...hazel, status: 'read', is_read: true }),
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

  it('sets the status of the messages chosen in one call', async () => {
    const user = userEvent.setup();
    const api = messagesApi({ 'POST /api/contact-messages/bulk-status': () => ok({ updated: 2 }) });
    renderScreen('/admin/messages');
    await screen.findByRole('heading', { name: /Hazel Birch/ });
    expect(screen.queryByRole('region', { name: 'Selected messages' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select the message from Hazel Birch' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the message from Rowan Birch' }));
    const bar = screen.getByRole('region', { name: 'Selected messages' });
    expect(bar).toHaveTextContent('2 selected');
    await user.selectOptions(within(bar).getByLabelText('Set status'), 'Archived');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 messages marked as archived.')).toBeInTheDocument();
    const bulk = api.mock.calls.find(([input]) => String(input) === '/api/contact-messages/bulk-status');
    expect(JSON.parse(String(bulk?.[1]?.body))).toEqual({ ids: [2, 1], status: 'archived' });
    expect(screen.queryByRole('region', { name: 'Selected messages' })).toBeNull();
  });

  it('replies by email with the subject filled in, then offers to mark the message replied', async () => {
    const user = userEvent.setup();
    const api = messagesApi({
      'PATCH /api/contact-messages/2/status': () => ok({ ...hazel, status: 'replied', is_read: true }),
    });
    renderScreen('/admin/messages');
    await screen.findByRole('heading', { name: /Hazel Birch/ });
    const reply = screen.getByRole('link', { name: 'Reply to Hazel Birch by email' });
    expect(reply).toHaveAttribute(
      'href',
      'mailto:hazel@example.com?subject=Re%3A%20Enquiry%20about%20Oak%20%26%20Ash%20Table',
    );
    expect(screen.queryByRole('button', { name: /as replied/ })).toBeNull();
    // The click only opens the mail program: nothing is marked until the offer is taken.
    reply.addEventListener('click', (event) => event.preventDefault());
    await user.click(reply);
    expect(callsTo(api, 'PATCH', '/contact-messages/2/status')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mark as replied: message from Hazel Birch' }));
    await waitFor(() => expect(callsTo(api, 'PATCH', '/contact-messages/2/status')).toHaveLength(1));
    const patch = api.mock.calls.find(([input]) => String(input) === '/api/contact-messages/2/status');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'replied' });
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

describe('replyHref', () => {
  it('encodes the subject, and what would end the address', () => {
    expect(replyHref({ email: 'ada@example.com', subject: 'Your message' })).toBe(
      'mailto:ada@example.com?subject=Re%3A%20Your%20message',
    );
    expect(replyHref({ email: 'a?b#c&d@example.com', subject: 'Enquiry about 50% off' })).toBe(
      'mailto:a%3Fb%23c%26d@example.com?subject=Re%3A%20Enquiry%20about%2050%25%20off',
    );
  });
});

describe('a message on its own page', () => {
  withApiMocks();

  const notes = [
    {
      id: 1,
      message_id: 2,
      author: 'Ada Wood <ada@example.com>',
      author_id: 1,
      text: 'Called her back.',
      created_at: '2026-11-13T10:00:00.000Z',
    },
  ];

  /** The server's side of the message: what it stores, it answers. */
  function viewApi(extra: Parameters<typeof mockApi>[0] = {}) {
    let stored = hazel;
    const store = (status: string) => {
      stored = { ...stored, status, is_read: status !== 'new' };
      return ok(stored);
    };
    return mockApi({
      'GET /api/contact-messages/2': () => ok(stored),
      'PATCH /api/contact-messages/2/read': () => store('read'),
      'PATCH /api/contact-messages/2/status': ({ body }) => store((body as { status: string }).status),
      'GET /api/contact-messages/2/notes': () => ok(notes),
      'GET /api/editorial/settings': () => ok({ time_zone: 'UTC' }),
      ...extra,
    });
  }

  it('shows the message with its subject, product, Reply and notes, and marks a new one read', async () => {
    const api = viewApi();
    renderScreen('/admin/messages', '/admin/messages/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Message from Hazel Birch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Enquiry about Oak & Ash Table' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oak & Ash Table' })).toHaveAttribute('href', '/admin/products?edit=7');
    expect(screen.getByRole('link', { name: 'Reply to Hazel Birch by email' })).toHaveAttribute(
      'href',
      replyHref(hazel),
    );
    const list = await screen.findByRole('list', { name: 'Notes' });
    expect(list).toHaveTextContent('Called her back.');
    expect(list).toHaveTextContent('Ada Wood <ada@example.com>');
    await waitFor(() => expect(callsTo(api, 'PATCH', '/contact-messages/2/read')).toHaveLength(1));
    expect(await screen.findByLabelText('Status')).toHaveValue('read');
  });

  it('sets the status chosen', async () => {
    const user = userEvent.setup();
    const api = viewApi();
    renderScreen('/admin/messages', '/admin/messages/2');
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('read'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Spam');
    expect(await screen.findByText('Message marked as spam.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('spam');
    const patch = api.mock.calls.find(([input]) => String(input) === '/api/contact-messages/2/status');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'spam' });
  });

  it('adds a note, and shows why when the server refuses it', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = viewApi({
      'POST /api/contact-messages/2/notes': ({ body }) =>
        refuse
          ? fail(422, 'The note field must not be greater than 2000 characters.', {
              text: ['The note field must not be greater than 2000 characters.'],
            })
          : ok({ ...notes[0], id: 2, text: (body as { text: string }).text }),
    });
    renderScreen('/admin/messages', '/admin/messages/2');
    const field = await screen.findByLabelText('Add a note');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/contact-messages/2/notes')).toEqual([]);

    await user.type(field, 'Quote sent.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('greater than 2000 characters');
    expect(field).toHaveValue('Quote sent.');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    const posts = api.mock.calls.filter(
      ([input, init]) => String(input) === '/api/contact-messages/2/notes' && init?.method === 'POST',
    );
    expect(JSON.parse(String(posts.at(-1)?.[1]?.body))).toEqual({ text: 'Quote sent.' });
    // The list is read again.
    await waitFor(() => expect(callsTo(api, 'GET', '/contact-messages/2/notes').length).toBeGreaterThan(1));
  });
});
