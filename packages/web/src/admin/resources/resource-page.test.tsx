import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

/** The generic list screen, through the FAQ screen of the registry (a type without files). */

const faq = (id: number, question = `Question ${id}?`) => ({
  id,
  question,
  answer: `Answer ${id}.`,
  order: id,
  is_active: id % 2 === 1,
});

const page = (items: unknown[], current = 1, total = items.length, perPage = 20) =>
  ok({
    data: items,
    current_page: current,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  });

/** The list calls, without the count (`per_page=1`) a search asks for besides. */
const listCalls = (api: ReturnType<typeof mockApi>) =>
  callsTo(api, 'GET', '/faqs').filter((url) => !url.endsWith('per_page=1'));

/** The FAQ list answers page 1 or 2 of 25, or one match for a search. */
function faqApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/faqs': ({ url }) => {
      const params = new URL(url, 'http://test').searchParams;
      if (params.get('q')) return page([faq(7, 'Do you deliver?')], 1, 1);
      if (params.get('page') === '2') return page([faq(21), faq(22)], 2, 22);
      return page(
        Array.from({ length: 20 }, (_, index) => faq(index + 1)),
        1,
        22,
      );
    },
    ...extra,
  });
}

describe('a list screen', () => {
  withApiMocks();

  it('shows the list state of its address and asks the server for exactly that', async () => {
    const api = faqApi();
    renderScreen('/admin/faqs', '/admin/faqs?q=deliver&active=1&sort=question&order=desc&page=2');
    expect(await screen.findByRole('row', { name: /Do you deliver\?/ })).toBeInTheDocument();
    expect(listCalls(api)).toEqual(['/api/faqs?q=deliver&active=1&sort=question&order=desc&page=2&per_page=20']);
    expect(screen.getByLabelText('Search')).toHaveValue('deliver');
    expect(screen.getByLabelText('Status')).toHaveValue('1');
    expect(screen.getByRole('columnheader', { name: 'Question' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Found 1')).toBeInTheDocument();
  });

  it('searches on the server after a pause in typing, from page 1, and Back restores the list', async () => {
    const user = userEvent.setup();
    const api = faqApi();
    const { router } = renderScreen('/admin/faqs', '/admin/faqs?page=2');
    expect(await screen.findByRole('row', { name: /Question 21\?/ })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'deliver');
    expect(await screen.findByRole('row', { name: /Do you deliver\?/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=deliver');
    expect(listCalls(api).at(-1)).toBe('/api/faqs?q=deliver&page=1&per_page=20');
    expect(screen.getByText('Found 1')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('row', { name: /Question 21\?/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('sorts by a column header on the server: ascending, then descending', async () => {
    const user = userEvent.setup();
    const api = faqApi();
    const { router } = renderScreen('/admin/faqs');
    await screen.findByRole('row', { name: /Question 1\?/ });
    // FAQs come in their order (spec admin §2): that header says so until another is chosen.
    expect(screen.getByRole('columnheader', { name: 'Order' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Question' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Question' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=question&order=asc'));
    expect(screen.getByRole('columnheader', { name: 'Question' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Order' })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Question' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=question&order=desc'));
    expect(listCalls(api).at(-1)).toBe('/api/faqs?sort=question&order=desc&page=1&per_page=20');
    expect(screen.getByRole('columnheader', { name: 'Question' })).toHaveAttribute('aria-sort', 'descending');
    // Image and list columns have no sort; neither has a screen without one.
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
  });

  it('pages on the server and filters by status from page 1', async () => {
    const user = userEvent.setup();
    const api = faqApi();
    const { router } = renderScreen('/admin/faqs');
    await screen.findByRole('row', { name: /Question 1\?/ });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('row', { name: /Question 22\?/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() => expect(router.state.location.search).toBe('?active=0'));
    expect(listCalls(api).at(-1)).toBe('/api/faqs?active=0&page=1&per_page=20');
  });

  it('opens the add form with n and focuses the search with /, but not while typing or in a dialog', async () => {
    const user = userEvent.setup();
    faqApi();
    renderScreen('/admin/faqs');
    await screen.findByRole('row', { name: /Question 1\?/ });
    const add = screen.getByRole('button', { name: 'Add New FAQ' });
    expect(add).toHaveAttribute('aria-keyshortcuts', 'n');
    const search = screen.getByLabelText('Search');
    expect(search).toHaveAttribute('aria-keyshortcuts', '/');

    await user.keyboard('/');
    expect(search).toHaveFocus();
    await user.keyboard('n');
    expect(search).toHaveValue('n');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(search);
    search.blur();
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog', { name: 'Add New FAQ' });
    expect(within(dialog).getByLabelText(/^Order/)).toHaveValue(23);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(add);
    await screen.findByRole('dialog', { name: 'Add New FAQ' });
    await user.click(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Add New FAQ' }));
    await user.keyboard('/');
    expect(search).not.toHaveFocus();
  });

  it('creates and edits through the modal with success toasts, and reloads the list', async () => {
    const user = userEvent.setup();
    const api = faqApi({
      'POST /api/faqs': ({ body }) => ({ status: 201, body: { success: true, data: { id: 30, ...(body as object) } } }),
      'PUT /api/faqs/3': ({ body }) => ok({ ...faq(3), ...(body as object) }),
    });
    renderScreen('/admin/faqs');
    await screen.findByRole('row', { name: /Question 1\?/ });
    await user.click(screen.getByRole('button', { name: 'Add New FAQ' }));
    const create = await screen.findByRole('dialog', { name: 'Add New FAQ' });
    await user.type(within(create).getByLabelText(/^Question/), 'Do you ship abroad?');
    await user.type(within(create).getByLabelText(/^Answer/), 'Within Europe.');
    await user.click(within(create).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('FAQ created successfully.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('FAQ created successfully.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body).toBe(
      JSON.stringify({ question: 'Do you ship abroad?', answer: 'Within Europe.', order: 23, is_active: true }),
    );
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThanOrEqual(2));

    await user.click(screen.getByRole('button', { name: 'Edit Question 3?' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit FAQ' });
    await user.clear(within(edit).getByLabelText(/^Answer/));
    await user.type(within(edit).getByLabelText(/^Answer/), 'Yes.');
    await user.click(within(edit).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('FAQ updated successfully.')).toBeInTheDocument();
  });

  it('deletes after the confirmation with a toast; a refused delete stays in the dialog', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = faqApi({
      'DELETE /api/faqs/2': () => (refuse ? fail(409, 'That FAQ is in use.') : ok(null)),
    });
    renderScreen('/admin/faqs');
    await screen.findByRole('row', { name: /Question 2\?/ });
    await user.click(screen.getByRole('button', { name: 'Delete Question 2?' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this FAQ?');
    expect(confirm).toHaveTextContent('Question 2?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete FAQ');
    expect(alert).toHaveTextContent('That FAQ is in use.');

    refuse = false;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('FAQ deleted successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(api, 'DELETE', '/faqs/2')).toHaveLength(2);
  });

  it("shows the screen's own texts when the list fails or has nothing", async () => {
    mockApi({ 'GET /api/faqs': () => fail(500, 'boom') });
    renderScreen('/admin/faqs');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load FAQs');
    expect(screen.getByRole('alert')).not.toHaveTextContent('boom');
  });
});

describe('a list screen for an author', () => {
  withApiMocks();
  const author = { id: 5, fname: 'Ann', lname: 'Author', email: 'ann@example.com', role: { name: 'author' } };

  it('offers drafts only: no Delete, no selection, no publishing button', async () => {
    const user = userEvent.setup();
    faqApi();
    renderScreen('/admin/faqs', '/admin/faqs', author);
    await screen.findByRole('row', { name: /Question 2\?/ });
    expect(screen.queryByRole('button', { name: 'Delete Question 2?' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add New FAQ' }));
    const create = await screen.findByRole('dialog', { name: 'Add New FAQ' });
    expect(within(create).getByRole('button', { name: 'Save as draft' })).toBeInTheDocument();
    expect(within(create).queryByRole('button', { name: 'Create' })).toBeNull();
    expect(create).toHaveTextContent('Authors save drafts; an editor or administrator publishes them.');
  });

  it('shows an editor Delete, the selection and Create', async () => {
    const user = userEvent.setup();
    faqApi();
    renderScreen('/admin/faqs', '/admin/faqs', { ...author, role: { name: 'editor' } });
    await screen.findByRole('row', { name: /Question 2\?/ });
    expect(screen.getByRole('button', { name: 'Delete Question 2?' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Add New FAQ' }));
    const create = await screen.findByRole('dialog', { name: 'Add New FAQ' });
    expect(within(create).getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });
});
