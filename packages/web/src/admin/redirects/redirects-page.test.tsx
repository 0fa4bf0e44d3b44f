import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, callsTo, fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

const page = (items: unknown[], total = items.length) =>
  ok({ data: items, current_page: 1, last_page: Math.max(1, Math.ceil(total / 25)), per_page: 25, total });

const redirect = {
  id: 4,
  from: '/old-workshop',
  to: '/about',
  status: 301,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

const missing = {
  id: 9,
  path: '/blog/oiling-oak',
  hits: 37,
  first_seen: '2026-10-02T08:00:00.000Z',
  last_seen: '2026-11-28T09:30:00.000Z',
  referrer: 'https://search.example/?q=oiling+oak',
};

const settings = () => ok({ trash_days: 30, revisions_kept: 50, time_zone: 'UTC' });

const posted = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input) === '/api/redirects')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('the redirects screen', () => {
  withApiMocks();

  it('creates a redirect, and shows the refusals under their fields', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = mockApi({
      'GET /api/redirects': () => page([redirect]),
      'GET /api/redirects/not-found': () => page([]),
      'GET /api/editorial/settings': settings,
      'POST /api/redirects': ({ body }) =>
        refuse
          ? fail(422, 'The target is redirected itself (/old-workshop → /about)', {
              to: [
                'The target is redirected itself (/old-workshop → /about): point this redirect at /about, so that visitors take one hop.',
              ],
              from: ['The from path must start with /, like /old-page.'],
            })
          : { status: 201, body: { success: true, data: { ...redirect, id: 5, ...(body as object) } } },
    });
    renderScreen('/admin/redirects', '/admin/redirects', adminUser);
    expect(await screen.findByRole('row', { name: /\/old-workshop/ })).toHaveTextContent('301 (for good)');
    expect(await screen.findByText('No page has answered 404 lately.')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a redirect' });
    await user.type(within(form).getByLabelText('From path'), 'summer');
    await user.type(within(form).getByLabelText('To'), '/old-workshop');
    await user.selectOptions(within(form).getByLabelText('Status'), '302');
    await user.click(within(form).getByRole('button', { name: 'Create redirect' }));

    const from = within(form).getByLabelText('From path');
    const to = within(form).getByLabelText('To');
    await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'));
    expect(from).toHaveAccessibleDescription(
      'A path of this site, like /old-page The from path must start with /, like /old-page.',
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(/point this redirect at \/about, so that visitors take one hop\.$/);
    expect(within(form).getByRole('alert')).toHaveTextContent('Failed to create the redirect.');
    expect(posted(api)).toEqual([{ from: 'summer', to: '/old-workshop', status: 302 }]);

    refuse = false;
    await user.clear(from);
    await user.type(from, '/summer');
    await user.clear(to);
    await user.type(to, '/products');
    await user.click(within(form).getByRole('button', { name: 'Create redirect' }));
    expect(await screen.findByText('/summer now redirects to /products.')).toBeInTheDocument();
    expect(posted(api).at(-1)).toEqual({ from: '/summer', to: '/products', status: 302 });
    // The form starts afresh, and the lists are read again.
    await waitFor(() => expect(screen.getByLabelText('From path')).toHaveValue(''));
    expect(screen.getByLabelText('From path')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(callsTo(api, 'GET', '/redirects').length).toBeGreaterThanOrEqual(2));
  });

  it('lists the 404 log by hits and turns a path into a redirect in one click', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/redirects': () => page([]),
      'GET /api/redirects/not-found': () => page([missing]),
      'GET /api/editorial/settings': settings,
      'POST /api/redirects': ({ body }) => ({
        status: 201,
        body: { success: true, data: { ...redirect, id: 6, ...(body as object) } },
      }),
    });
    renderScreen('/admin/redirects', '/admin/redirects', adminUser);
    const row = await screen.findByRole('row', { name: /\/blog\/oiling-oak/ });
    expect(row).toHaveTextContent('37');
    expect(row).toHaveTextContent('28 Nov 2026, 09:30');
    expect(row).toHaveTextContent('https://search.example/?q=oiling+oak');
    expect(callsTo(api, 'GET', '/redirects/not-found')).toEqual(['/api/redirects/not-found?page=1&per_page=25']);

    await user.click(within(row).getByRole('button', { name: 'Redirect /blog/oiling-oak' }));
    const form = screen.getByRole('form', { name: 'Add a redirect' });
    expect(within(form).getByLabelText('From path')).toHaveValue('/blog/oiling-oak');
    // The focus waits in the target, the one thing left to say.
    expect(within(form).getByLabelText('To')).toHaveFocus();
    await user.keyboard('/blog{Enter}');
    expect(await screen.findByText('/blog/oiling-oak now redirects to /blog.')).toBeInTheDocument();
    expect(posted(api)).toEqual([{ from: '/blog/oiling-oak', to: '/blog', status: 301 }]);
    await waitFor(() => expect(callsTo(api, 'GET', '/redirects/not-found').length).toBeGreaterThanOrEqual(2));
  });

  it('edits and deletes a redirect', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/redirects': () => page([redirect]),
      'GET /api/redirects/not-found': () => page([]),
      'GET /api/editorial/settings': settings,
      'PUT /api/redirects/4': ({ body }) => ok({ ...redirect, ...(body as object) }),
      'DELETE /api/redirects/4': () => ok(null),
    });
    renderScreen('/admin/redirects', '/admin/redirects', adminUser);
    await user.click(await screen.findByRole('button', { name: 'Edit the redirect from /old-workshop' }));
    const form = screen.getByRole('form', { name: 'Edit redirect' });
    expect(screen.getByRole('heading', { name: 'Edit the redirect from /old-workshop' })).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '/team');
    await user.click(within(form).getByRole('button', { name: 'Save redirect' }));
    expect(await screen.findByText('The redirect was saved.')).toBeInTheDocument();
    expect(JSON.parse(String(api.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body))).toEqual({
      from: '/old-workshop',
      to: '/team',
      status: 301,
    });

    await user.click(screen.getByRole('button', { name: 'Delete the redirect from /old-workshop' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete redirect' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The redirect from /old-workshop was deleted.')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/redirects/4')).toHaveLength(1);
  });
});
