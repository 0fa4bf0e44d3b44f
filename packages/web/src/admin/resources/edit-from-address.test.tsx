import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

/** `?edit={id}` opens a record's form (the media library links each use of a file so). */

const faq = (id: number, question = `Question ${id}?`) => ({
  id,
  question,
  answer: `Answer ${id}.`,
  order: id,
  is_active: true,
});
const faqPage = () => ok({ data: [faq(1), faq(2), faq(3)], current_page: 1, last_page: 2, per_page: 20, total: 23 });

describe('a list screen opened to edit a record', () => {
  withApiMocks();

  it('opens the form of a record on the page shown, and drops the parameter when it closes', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/faqs': faqPage });
    const { router } = renderScreen('/admin/faqs', '/admin/faqs?edit=2');
    const edit = await screen.findByRole('dialog', { name: 'Edit FAQ' });
    expect(await within(edit).findByLabelText(/^Question/)).toHaveValue('Question 2?');
    expect(callsTo(api, 'GET', '/faqs/2')).toEqual([]);

    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads a record that is not on the page by its id', async () => {
    mockApi({ 'GET /api/faqs': faqPage, 'GET /api/faqs/22': () => ok(faq(22, 'Do you deliver?')) });
    renderScreen('/admin/faqs', '/admin/faqs?edit=22');
    const edit = await screen.findByRole('dialog', { name: 'Edit FAQ' });
    expect(await within(edit).findByLabelText(/^Question/)).toHaveValue('Do you deliver?');
  });

  it('says so when the record cannot be read', async () => {
    mockApi({ 'GET /api/faqs': faqPage, 'GET /api/faqs/99': () => fail(404, 'FAQ not found') });
    renderScreen('/admin/faqs', '/admin/faqs?edit=99');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The FAQ to edit could not be loaded.');
    expect(alert).toHaveTextContent('FAQ not found');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
