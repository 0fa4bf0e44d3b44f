import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

/** A single-record screen (the counter section) in draft mode: its badge and its editor. */

const section = {
  id: 1,
  subtitle: 'Our numbers',
  title: 'Made by hand',
  description: 'Since 1982.',
  materials_available: 40,
  complete_projects: 900,
  total_manpower: 12,
  years_experience: 44,
  is_active: true,
};

describe('a single-record screen', () => {
  withApiMocks();

  it('shows the record state and publishes the draft it edits', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = mockApi({
      'GET /api/counter-sections': () => ok([section]),
      'GET /api/editorial/counter-sections/states': () =>
        ok({
          records: [{ record_id: 1, state: 'changed', draft_id: 8, draft_updated_at: null, schedules: [] }],
          new_drafts: [],
        }),
      'GET /api/editorial/counter-sections/records/1/draft': () =>
        ok({
          id: 8,
          collection: 'counter-sections',
          record_id: 1,
          version: 4,
          data: { ...section, id: undefined, title: 'Made by hand, still' },
          files: {},
        }),
      'POST /api/editorial/drafts/8/publish': () => ok({ record_id: 1, record: section }),
    });
    localStorage.clear();
    renderScreen('/admin/counter');
    expect(await screen.findByText('Changed since publish')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Counter Section' }));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Made by hand, still');
    // Without a stored token nothing is sent (spec admin §5).
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication token not found. Please login again.');
    expect(callsTo(api, 'POST', '/editorial/drafts/8/publish')).toHaveLength(0);

    localStorage.setItem('admin_token', 'token');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(callsTo(api, 'POST', '/editorial/drafts/8/publish')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Edit Counter Section' })).toBeInTheDocument();
    localStorage.clear();
  });
});
