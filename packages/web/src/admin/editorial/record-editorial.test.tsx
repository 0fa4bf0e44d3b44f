import { faqs, services } from '@grain/contract/content-types';
import { REMOVE_FILE } from '@grain/contract/fields';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/admin.tsx';
import { contentEditorial } from '../../api/admin/content.ts';
import { adminScreens } from '../admin-screens.ts';
import { RecordForm } from '../resources/record-form.tsx';
import type { ListScreen } from '../screen-types.ts';
import { ToastProvider } from '../ui/toasts.tsx';
import { conflictRows } from './conflict-panel.tsx';
import { currentValues, recordWithDraft, withoutFiles } from './record-editorial.ts';
import { AUTOSAVE_DELAY_MS } from './use-draft-editor.ts';

const faqForm = (adminScreens.find((screen) => screen.path === '/admin/faqs') as ListScreen).resource.form;
const live = {
  id: 7,
  question: 'Do you deliver?',
  answer: 'Yes.',
  order: 1,
  is_active: true,
  updated_at: '2026-11-28T10:00:00.000Z',
};
const draftOf = (data: Record<string, unknown>, version = 1) => ({
  id: 3,
  collection: 'faqs',
  record_id: 7,
  version,
  data: { ...live, ...data },
  files: {},
  base_updated_at: live.updated_at,
  live_updated_at: live.updated_at,
  updated_at: '2026-11-28T11:00:00.000Z',
  updated_by_name: 'Ada Oak',
});
const ok = (data: unknown) => ({ status: 200, body: { success: true, data, message: 'OK' } });

/** What the editor reads besides the draft: the list's states and the site's time zone. */
const editorialReads = {
  'GET /api/editorial/faqs/states': () => ok({ records: [], new_drafts: [] }),
  'GET /api/editorial/settings': () =>
    ok({ time_zone: 'UTC', revision_days: 30, revision_keep: 50, trash_days: 30, preview_hours: 24 }),
};

/** Fake timers the typing advances, for the autosave's wait. */
function withFakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

type Submit = (values: unknown, upload: unknown, publish?: () => Promise<unknown>) => Promise<void>;

function renderEditor(onSubmit = vi.fn<Submit>(async () => {})) {
  renderWithProviders(
    <ToastProvider>
      <RecordForm
        def={faqs}
        config={faqForm}
        record={live}
        count={1}
        submitLabel="Update"
        busyLabel="Saving..."
        errorMessage="Failed to update FAQ"
        onSubmit={onSubmit}
        onCancel={() => {}}
        editorial={contentEditorial(faqs)}
      />
    </ToastProvider>,
  );
  return onSubmit;
}

describe('record drafts in the editor', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the draft over the live record, and autosaves a pause after typing', async () => {
    const saves: unknown[] = [];
    mockApi({
      'GET /api/editorial/faqs/records/7/draft': () => ok(draftOf({ answer: 'Yes, within 50 miles.' })),
      'PUT /api/editorial/faqs/records/7/draft': ({ body }) => {
        saves.push(body);
        return ok({ ...draftOf(body as Record<string, unknown>, 2), updated_at: '2026-11-28T11:05:00.000Z' });
      },
      ...editorialReads,
    });
    const user = withFakeTimers();
    renderEditor();
    const answer = await screen.findByLabelText(/^Answer/);
    expect(answer).toHaveValue('Yes, within 50 miles.');
    const bar = screen.getByRole('region', { name: 'Draft' });
    expect(bar).toHaveTextContent('Saved as a draft · 28 Nov 2026, 11:00.');

    await user.type(answer, ' Free.');
    expect(bar).toHaveTextContent('Unsaved changes');
    expect(saves).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    });
    expect(saves).toEqual([expect.objectContaining({ answer: 'Yes, within 50 miles. Free.', _version: '1' })]);
    expect(within(bar).getByText(/Saved/)).toBeInTheDocument();
    expect(bar).toHaveTextContent('28 Nov 2026, 11:05');
    expect(within(bar).getByRole('button', { name: 'Discard draft' })).toBeEnabled();
  });

  it('holds back an autosave the server would refuse, and sends it once the input is valid', async () => {
    const saves: unknown[] = [];
    mockApi({
      'GET /api/editorial/faqs/records/7/draft': () => ok(null),
      'PUT /api/editorial/faqs/records/7/draft': ({ body }) => {
        saves.push(body);
        return ok(draftOf(body as Record<string, unknown>, 1));
      },
      ...editorialReads,
    });
    const user = withFakeTimers();
    renderEditor();
    const order = await screen.findByLabelText(/^Order/);
    const bar = screen.getByRole('region', { name: 'Draft' });

    await user.clear(order);
    await user.type(order, '0');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    });
    expect(saves).toHaveLength(0);
    expect(bar).toHaveTextContent('Draft not saved: The order field must be at least 1.');

    await user.clear(order);
    await user.type(order, '2');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    });
    expect(saves).toEqual([expect.objectContaining({ order: '2' })]);
    expect(within(bar).getByText(/Saved/)).toBeInTheDocument();
  });

  it('publishes the draft through the draft API when one exists, not the spec update', async () => {
    const calls: string[] = [];
    mockApi({
      'GET /api/editorial/faqs/records/7/draft': () => ok(draftOf({ answer: 'Drafted.' })),
      'PUT /api/editorial/faqs/records/7/draft': ({ body }) => {
        calls.push('save draft');
        return ok(draftOf(body as Record<string, unknown>, 2));
      },
      'POST /api/editorial/drafts/3/publish': () => {
        calls.push('publish');
        return ok({ record_id: 7, record: { ...live, answer: 'Drafted.' } });
      },
      'GET /api/editorial/faqs/states': () => ok({ records: [], new_drafts: [] }),
    });
    const onSubmit = vi.fn<Submit>(async (_values, _upload, publish) => {
      await publish?.();
    });
    const user = userEvent.setup();
    renderEditor(onSubmit);
    await screen.findByLabelText(/^Answer/);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(calls).toEqual(['save draft', 'publish']));
    expect(onSubmit.mock.calls[0][1]).toMatchObject({ ifMatch: `"${live.updated_at}"` });
  });

  it('sends an edit without a draft through the spec update, based on the version it opened', async () => {
    mockApi({
      'GET /api/editorial/faqs/records/7/draft': () => ok(null),
      'GET /api/editorial/faqs/states': () => ok({ records: [], new_drafts: [] }),
    });
    const user = userEvent.setup();
    const onSubmit = renderEditor();
    await user.type(await screen.findByLabelText(/^Answer/), ' Always.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toHaveLength(2);
    expect(onSubmit.mock.calls[0][1]).toMatchObject({ ifMatch: '"2026-11-28T10:00:00.000Z"' });
  });
});

describe('draft values', () => {
  it('read stored files of a draft as the form reads a record', () => {
    const record = { id: 1, image: 'a.jpg', image_url: '/storage/a.jpg', gallery: [], gallery_urls: [] };
    const merged = recordWithDraft(record, {
      data: { image: 'b.jpg', gallery: ['c.jpg'] },
      files: { 'b.jpg': '/storage/b.jpg', 'c.jpg': '/storage/c.jpg' },
    });
    expect(merged).toMatchObject({
      id: 1,
      image: 'b.jpg',
      image_url: '/storage/b.jpg',
      gallery_urls: ['/storage/c.jpg'],
    });
    expect(recordWithDraft(record, { data: { image: null }, files: {} })).toMatchObject({ image_url: null });
  });

  it('leave chosen files out of an autosave', () => {
    const file = new File(['x'], 'x.png', { type: 'image/png' });
    expect(withoutFiles({ title: 'T', image: file, gallery: [file], tags: ['a'] })).toEqual({
      title: 'T',
      image: null,
      gallery: [],
      tags: ['a'],
    });
  });

  it('compare only the fields that differ', () => {
    const rows = conflictRows(faqs.fields, { ...live, answer: 'Theirs.' }, { ...live, answer: 'Mine.', order: 1 });
    expect(rows).toEqual([{ name: 'answer', label: 'Answer', theirs: 'Theirs.', mine: 'Mine.' }]);
  });

  it('take a removed picture as none, and one left alone as the stored one', () => {
    const record = { id: 3, title: 'Joinery', image: 'services/a.jpg', share_image: 'sharing/b.jpg' };
    const mine = { title: 'Joinery', image: null, share_image: REMOVE_FILE };
    expect(currentValues(services.fields, record, mine)).toMatchObject({
      image: 'services/a.jpg',
      share_image: null,
    });
    expect(conflictRows(services.fields, record, mine)).toEqual([
      { name: 'share_image', label: 'Sharing picture', theirs: 'b.jpg', mine: '—' },
    ]);
  });
});
