import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

/** After a delete, a record with a page of its own offers to redirect its address. */

const service = (id: number) => ({
  id,
  title: `Service ${id}`,
  description: `What service ${id} is.`,
  image: null,
  image_url: null,
  image_meta: null,
  order: id,
  is_active: true,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

const faq = { id: 3, question: 'Question 3?', answer: 'Answer 3.', order: 3, is_active: true };

const list = (items: unknown[]) =>
  ok({ data: items, current_page: 1, last_page: 1, per_page: 20, total: items.length });

const editor = { id: 2, fname: 'Eddie', lname: 'Editor', email: 'eddie@example.com', role: { name: 'editor' } };

describe('the offer to redirect a deleted record’s address', () => {
  withApiMocks();

  it('offers "Redirect /services/12 to…" with the list page, and creates the redirect', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = mockApi({
      'GET /api/services': () => list([service(12), service(13)]),
      'DELETE /api/services/12': () => ok(null),
      'POST /api/redirects': ({ body }) =>
        refuse
          ? fail(422, 'The target must be a path of this site', {
              to: ['The target must be a path of this site (starting with /) or a full http:// or https:// address.'],
            })
          : { status: 201, body: { success: true, data: { id: 1, status: 301, ...(body as object) } } },
    });
    renderScreen('/admin/services', '/admin/services', editor);
    await user.click(await screen.findByRole('button', { name: 'Delete Service 12' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );

    const offer = await screen.findByRole('region', { name: 'Redirect /services/12 to…' });
    const target = within(offer).getByLabelText('New address for /services/12');
    expect(target).toHaveValue('/services');
    await waitFor(() => expect(target).toHaveFocus());

    await user.clear(target);
    await user.type(target, 'services');
    await user.click(within(offer).getByRole('button', { name: 'Create redirect' }));
    await waitFor(() =>
      expect(target).toHaveAccessibleDescription(
        'The target must be a path of this site (starting with /) or a full http:// or https:// address.',
      ),
    );

    refuse = false;
    await user.clear(target);
    await user.type(target, '/services');
    await user.click(within(offer).getByRole('button', { name: 'Create redirect' }));
    expect(await screen.findByText('/services/12 now redirects to /services.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Redirect \/services\/12/ })).toBeNull();
    const bodies = api.mock.calls
      .filter(([input, init]) => init?.method === 'POST' && String(input) === '/api/redirects')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies.at(-1)).toEqual({ from: '/services/12', to: '/services', status: 301 });
  });

  it('can be declined, and is not made for records without a page', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/services': () => list([service(12)]),
      'DELETE /api/services/12': () => ok(null),
      'GET /api/faqs': () => list([faq]),
      'DELETE /api/faqs/3': () => ok(null),
    });
    const first = renderScreen('/admin/services', '/admin/services', editor);
    await user.click(await screen.findByRole('button', { name: 'Delete Service 12' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );
    const offer = await screen.findByRole('region', { name: 'Redirect /services/12 to…' });
    await user.click(within(offer).getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('region', { name: /Redirect \/services/ })).toBeNull();
    first.unmount();

    renderScreen('/admin/faqs', '/admin/faqs', editor);
    await user.click(await screen.findByRole('button', { name: 'Delete Question 3?' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('FAQ deleted successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Redirect / })).toBeNull();
    expect(callsTo(api, 'POST', '/redirects')).toEqual([]);
  });
});
