import { faqs, services } from '@grain/contract/content-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/admin.tsx';
import { ToastProvider } from '../ui/toasts.tsx';
import { diffRows, showValue } from './field-diff.ts';
import { HistoryDialog } from './history-dialog.tsx';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data, message: 'OK' } });
const summary = (id: number, reason: string, created_at: string) => ({ id, reason, user_name: 'Ada Oak', created_at });

describe('HistoryDialog', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists versions, compares one with the editor word by word, and restores it as the draft', async () => {
    const restored = { id: 9, collection: 'faqs', record_id: 4, version: 3, data: {}, files: {} };
    const posted: string[] = [];
    mockApi({
      'GET /api/editorial/faqs/records/4/revisions': () =>
        ok({
          data: [summary(12, 'publish', '2026-11-28T10:00:00.000Z'), summary(11, 'save', '2026-11-27T09:30:00.000Z')],
          total: 2,
          current_page: 1,
          last_page: 1,
          per_page: 20,
        }),
      'GET /api/editorial/revisions/11': () =>
        ok({
          ...summary(11, 'save', '2026-11-27T09:30:00.000Z'),
          collection: 'faqs',
          record_id: 4,
          data: { question: 'Do you deliver?', answer: 'Yes, free within 50 miles.', order: 1, is_active: true },
          files: {},
        }),
      'POST /api/editorial/revisions/11/restore': () => {
        posted.push('restore');
        return ok({
          ...restored,
          base_updated_at: null,
          live_updated_at: null,
          updated_at: '2026-11-28T11:00:00.000Z',
          updated_by_name: null,
        });
      },
      'GET /api/editorial/settings': () =>
        ok({ time_zone: 'UTC', revision_days: 30, revision_keep: 50, trash_days: 30, preview_hours: 24 }),
    });
    const onRestored = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ToastProvider>
        <HistoryDialog
          path="faqs"
          recordId={4}
          fields={faqs.fields}
          current={{ question: 'Do you deliver?', answer: 'Yes, within 5 miles.', order: 1, is_active: true }}
          currentFiles={{}}
          onRestored={onRestored}
          onClose={() => {}}
        />
      </ToastProvider>,
    );
    const versions = await screen.findByRole('list', { name: 'Versions' });
    const buttons = within(versions).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '28 Nov 2026, 10:00Published by Ada Oak',
      '27 Nov 2026, 09:30Saved by Ada Oak',
    ]);
    await user.click(buttons[1]);
    const row = await screen.findByRole('row', { name: /Answer/ });
    expect(within(row).getByText('Yes, free within 50 miles.')).toBeInTheDocument();
    expect(row.querySelector('del')?.textContent).toContain('free');
    expect(row.querySelector('ins')?.textContent).toContain('5');
    expect(screen.queryByRole('row', { name: /Question/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show unchanged fields' }));
    expect(screen.getByRole('row', { name: /Question/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Restore as draft' }));
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(posted).toEqual(['restore']);
  });
});

describe('field differences', () => {
  it('show stored pictures as thumbnails and mark only what changed', () => {
    const rows = diffRows(
      services.fields,
      { title: 'Stairs', image: 'services/a.jpg' },
      { title: 'Stairs', image: 'services/b.jpg' },
      {
        before: { 'services/a.jpg': '/storage/services/a.jpg' },
        after: { 'services/b.jpg': '/storage/services/b.jpg' },
      },
    );
    expect(rows.find((row) => row.name === 'title')?.changed).toBe(false);
    expect(rows.find((row) => row.name === 'image')).toMatchObject({
      changed: true,
      before: { kind: 'pictures', urls: ['/storage/services/a.jpg'] },
      after: { kind: 'pictures', urls: ['/storage/services/b.jpg'] },
    });
  });

  it('show lists as lines, yes and no, and empty values', () => {
    expect(showValue(undefined, [{ key: 'Wood', value: 'Oak' }, 'Hand-oiled'], {})).toEqual({
      kind: 'text',
      text: 'Wood: Oak\nHand-oiled',
      long: true,
    });
    expect(showValue(faqs.fields.is_active, false, {})).toEqual({ kind: 'text', text: 'No', long: false });
    expect(showValue(faqs.fields.answer, '', {})).toEqual({ kind: 'empty' });
  });
});
