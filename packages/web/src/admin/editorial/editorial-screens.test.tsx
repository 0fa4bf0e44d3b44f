import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';
import { daysLeft } from './trash-page.tsx';

/** The Trash and Scheduled screens of the admin menu. */

const settings = () =>
  ok({ time_zone: 'Europe/Oslo', revision_days: 30, revision_keep: 50, trash_days: 30, preview_hours: 24 });

const entry = (id: number, label: string, collection = 'faqs', collectionLabel = 'FAQs') => ({
  id,
  collection,
  collection_label: collectionLabel,
  record_id: id + 100,
  label,
  deleted_by_name: 'Ada Wood',
  deleted_at: '2026-11-27T10:00:00.000Z',
  purge_after: new Date(Date.now() + 12.5 * 24 * 60 * 60 * 1000).toISOString(),
});

const page = (items: unknown[], lastPage = 1) =>
  ok({ data: items, current_page: 1, last_page: lastPage, per_page: 20, total: items.length });

describe('the trash screen', () => {
  withApiMocks();

  it('counts the days left before the purge', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(daysLeft('2026-12-01T12:00:00Z', now)).toBe('3 days left');
    expect(daysLeft('2026-11-29T06:00:00Z', now)).toBe('1 day left');
    expect(daysLeft('2026-11-28T06:00:00Z', now)).toBe('Goes today');
  });

  it('lists deleted records, filters by type, restores and deletes permanently after asking', async () => {
    const user = userEvent.setup();
    let entries = [entry(1, 'Do you deliver?'), entry(2, 'Walnut Desk', 'products', 'Products')];
    const api = mockApi({
      'GET /api/editorial/settings': settings,
      'GET /api/editorial/trash': ({ url }) => {
        const type = new URL(url, 'http://test').searchParams.get('collection');
        return page(entries.filter((item) => !type || item.collection === type));
      },
      'POST /api/editorial/trash/1/restore': () => {
        entries = entries.filter((item) => item.id !== 1);
        return ok(null);
      },
      'DELETE /api/editorial/trash/2': () => {
        entries = [];
        return ok(null);
      },
    });
    renderScreen('/admin/trash');
    const row = await screen.findByRole('row', { name: /Do you deliver\?/ });
    expect(row).toHaveTextContent('FAQs');
    expect(row).toHaveTextContent('27 Nov 2026, 11:00 by Ada Wood');
    expect(row).toHaveTextContent('13 days left');
    expect(screen.getByText('Deleted records are kept for 30 days.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'Products');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Do you deliver\?/ })).toBeNull());
    expect(callsTo(api, 'GET', '/editorial/trash')).toContain('/api/editorial/trash?page=1&collection=products');
    await user.selectOptions(screen.getByLabelText('Type'), 'All types');

    await user.click(await screen.findByRole('button', { name: 'Restore Do you deliver?' }));
    expect(await screen.findByText('Do you deliver? is restored.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Do you deliver\?/ })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Walnut Desk permanently' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete permanently?' });
    expect(confirm).toHaveTextContent('Walnut Desk and its files are deleted for good. This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByText('Walnut Desk was deleted permanently.')).toBeInTheDocument();
    expect(
      await screen.findByText('The trash is empty. Deleted records stay here for 30 days before they go for good.'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/editorial/trash/2')).toHaveLength(1);
  });

  it("shows a refused restore's reason", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/editorial/settings': settings,
      'GET /api/editorial/trash': () => page([entry(2, 'Walnut Desk', 'products', 'Products')]),
      'POST /api/editorial/trash/2/restore': () =>
        fail(409, "This product's category no longer exists. Restore the category first."),
    });
    renderScreen('/admin/trash');
    await user.click(await screen.findByRole('button', { name: 'Restore Walnut Desk' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Walnut Desk could not be restored.');
    expect(alert).toHaveTextContent("This product's category no longer exists. Restore the category first.");
  });
});

describe('the scheduled screen', () => {
  withApiMocks();

  it('lists pending schedules with links and Cancel, and failed ones with their error', async () => {
    const user = userEvent.setup();
    const schedule = (id: number, status: string, error: string | null = null) => ({
      id,
      collection: 'faqs',
      collection_label: 'FAQs',
      record_id: 3,
      draft_id: 41,
      label: 'Do you deliver?',
      action: id === 1 ? 'publish' : 'unpublish',
      run_at: '2026-12-01T08:30:00.000Z',
      status,
      error,
    });
    let pending = [schedule(1, 'pending')];
    const api = mockApi({
      'GET /api/editorial/settings': settings,
      'GET /api/editorial/schedules': ({ url }) =>
        url.includes('status=failed') ? ok([schedule(2, 'failed', 'There is no draft to publish.')]) : ok(pending),
      'DELETE /api/editorial/schedules/1': () => {
        pending = [];
        return ok(null);
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen('/admin/scheduled');
    const row = await screen.findByRole('row', { name: /Publish/ });
    expect(row).toHaveTextContent('1 Dec 2026, 09:30');
    expect(within(row).getByRole('link', { name: 'Do you deliver?' })).toHaveAttribute('href', '/admin/faqs');
    const failed = within(await screen.findByRole('region', { name: 'Failed table' })).getByRole('row', {
      name: /Unpublish/,
    });
    expect(failed).toHaveTextContent('There is no draft to publish.');

    await user.click(within(row).getByRole('button', { name: 'Cancel publish of Do you deliver?' }));
    expect(await screen.findByText('The publish of Do you deliver? is cancelled.')).toBeInTheDocument();
    expect(
      await screen.findByText("Nothing is scheduled. Schedule a publish from a record's editor."),
    ).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/editorial/schedules/1')).toHaveLength(1);
  });
});
