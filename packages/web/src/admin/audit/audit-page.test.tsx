import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, callsTo, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

const entry = {
  id: 3,
  created_at: '2026-11-28T09:30:00.000Z',
  user_id: 1,
  actor: 'Ada Wood <ada@example.com>',
  ip_address: '203.0.113.9',
  action: 'update',
  entity: 'faqs',
  entity_id: 7,
  entity_label: 'Do you deliver?',
  fields: ['answer', 'order'],
  detail: null,
};

describe('the audit log screen', () => {
  withApiMocks();

  it('shows who did what to which record and fields, and filters through the address', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/audit': () => ok({ data: [entry], current_page: 1, last_page: 1, per_page: 50, total: 1 }),
      'GET /api/users': () => ok([]),
      'GET /api/editorial/settings': () => ok({ trash_days: 30, revisions_kept: 50, time_zone: 'UTC' }),
    });
    const { router } = renderScreen('/admin/audit', '/admin/audit', adminUser);
    const row = await screen.findByRole('row', { name: /Ada Wood/ });
    expect(row).toHaveTextContent('update');
    expect(row).toHaveTextContent('faqs #7 Do you deliver?');
    expect(row).toHaveTextContent('answer, order');
    expect(row).toHaveTextContent('203.0.113.9');
    expect(screen.getByText(/1 entries match/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'sign-in failed');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=sign-in+failed&from=2026-11-01'));
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/audit').at(-1)).toBe(
        '/api/audit?action=sign-in+failed&from=2026-11-01&page=1&per_page=50',
      ),
    );
  });
});
