import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fail, mockApi, ok, renderScreen, renderWithProviders, withApiMocks } from '../../../test/admin.tsx';
import { HistoryDialog } from './history-dialog.tsx';
import { instantOf, zonedInputs } from './time-zone.ts';

/** Draft mode through the FAQ screen of the registry (a type without files, with an active flag). */

const faq = (id: number) => ({ id, question: `Question ${id}?`, answer: `Answer ${id}.`, order: id, is_active: true });

const list = ok({ data: [1, 2, 3].map(faq), current_page: 1, last_page: 1, per_page: 20, total: 3 });

const draft = (version: number, data: Record<string, unknown> = {}) => ({
  id: 41,
  collection: 'faqs',
  record_id: 3,
  version,
  data: { question: 'Question 3?', answer: 'Answer 3.', order: 3, is_active: true, ...data },
  files: {},
  base_updated_at: '2026-11-01T10:00:00.000Z',
  live_updated_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
  updated_by_name: 'Ada Wood',
});

const noStates = () => ok({ records: [], new_drafts: [] });
const settings = (timeZone = 'Europe/Oslo') =>
  ok({ time_zone: timeZone, revision_days: 30, revision_keep: 50, trash_days: 30, preview_hours: 24 });

function faqApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/faqs': () => list,
    'GET /api/editorial/faqs/states': noStates,
    'GET /api/editorial/settings': () => settings(),
    'GET /api/editorial/faqs/records/3/draft': () => ok(null),
    ...extra,
  });
}

const bodiesOf = (api: ReturnType<typeof mockApi>, method: string, path: string) =>
  api.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === `/api${path}`)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body));

async function openFaq3(user: ReturnType<typeof userEvent.setup>) {
  renderScreen('/admin/faqs');
  await screen.findByRole('row', { name: /Question 3\?/ });
  await user.click(screen.getByRole('button', { name: 'Edit Question 3?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit FAQ' });
  await within(dialog).findByRole('button', { name: 'Update' });
  return dialog;
}

describe('the editor in draft mode', () => {
  withApiMocks();
  afterEach(() => vi.useRealTimers());

  it('autosaves 3 s after the last change, says Saving… then Saved, and sends the version after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let version = 0;
    const api = faqApi({
      'PUT /api/editorial/faqs/records/3/draft': () => ok(draft(++version, { answer: 'Yes.' })),
      'PUT /api/editorial/drafts/41': ({ body }) => ok(draft(++version, body as Record<string, unknown>)),
    });
    const dialog = await openFaq3(user);
    const answer = within(dialog).getByLabelText(/^Answer/);
    await user.clear(answer);
    await user.type(answer, 'Yes.');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(callsTo(api, 'PUT', '/editorial/faqs/records/3/draft')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(within(dialog).getByText('Saved')).toBeInTheDocument());
    expect(within(dialog).getByText('Saved')).toHaveAttribute('aria-live', 'polite');
    expect(bodiesOf(api, 'PUT', '/editorial/faqs/records/3/draft')).toEqual([
      { question: 'Question 3?', answer: 'Yes.', order: 3, is_active: true },
    ]);

    await user.type(answer, ' Always.');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(bodiesOf(api, 'PUT', '/editorial/drafts/41')).toHaveLength(1));
    expect(bodiesOf(api, 'PUT', '/editorial/drafts/41')[0]).toMatchObject({ answer: 'Yes. Always.', _version: 1 });
  });

  it('shows Saving… while the save is on its way and "Not saved — reason" when it fails', async () => {
    const user = userEvent.setup();
    let release: (reply: ReturnType<typeof fail>) => void = () => {};
    let answer: () => ReturnType<typeof ok> | Promise<ReturnType<typeof fail>> = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    const api = faqApi({ 'PUT /api/editorial/faqs/records/3/draft': () => answer() as ReturnType<typeof ok> });
    const dialog = await openFaq3(user);
    await user.type(within(dialog).getByLabelText(/^Answer/), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Saving…')).toBeInTheDocument();
    release(fail(500, 'boom'));
    expect(await within(dialog).findByText('Not saved — boom')).toBeInTheDocument();
    answer = () => ok(draft(1));
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    expect(bodiesOf(api, 'PUT', '/editorial/faqs/records/3/draft')[1]).toMatchObject({
      answer: 'Answer 3.!',
      _manual: 1,
    });
  });

  it('opens on the draft, publishes it, and shows 422 errors on the fields', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = faqApi({
      'GET /api/editorial/faqs/records/3/draft': () => ok(draft(2, { answer: 'Drafted answer.' })),
      'POST /api/editorial/drafts/41/publish': () =>
        refuse
          ? fail(422, 'The given data was invalid.', { question: ['The question has already been taken.'] })
          : ok({ record_id: 3, record: { ...faq(3), answer: 'Drafted answer.' } }),
    });
    const dialog = await openFaq3(user);
    expect(within(dialog).getByLabelText(/^Answer/)).toHaveValue('Drafted answer.');
    expect(within(dialog).getByText('Saved')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('The question has already been taken.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Question/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    // Nothing changed since the draft was opened: no save before the publish.
    expect(callsTo(api, 'PUT', '/editorial/drafts/41')).toHaveLength(0);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('FAQ updated successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodiesOf(api, 'POST', '/editorial/drafts/41/publish')).toEqual([{}, {}]);
  });

  it('discards the draft after asking, and shows the published values again', async () => {
    const user = userEvent.setup();
    const api = faqApi({
      'GET /api/editorial/faqs/records/3/draft': () => ok(draft(2, { answer: 'Drafted answer.' })),
      'DELETE /api/editorial/drafts/41': () => ok(null),
    });
    const dialog = await openFaq3(user);
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    const question = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    expect(question).toHaveTextContent("The draft's changes are deleted. The published FAQ stays as it is.");
    await user.click(within(question).getByRole('button', { name: 'Discard draft' }));
    expect(
      await screen.findByText('The draft was discarded. The form shows the published values.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Answer/)).toHaveValue('Answer 3.');
    expect(callsTo(api, 'DELETE', '/editorial/drafts/41')).toHaveLength(1);
  });

  it('on a 409 shows their value beside mine per field, and saves again with the chosen ones', async () => {
    const user = userEvent.setup();
    let saves = 0;
    const api = faqApi({
      'GET /api/editorial/faqs/records/3/draft': () => ok(draft(2)),
      'GET /api/editorial/drafts/41': () => ok(draft(3, { question: 'Their question?', answer: 'Their answer.' })),
      'PUT /api/editorial/drafts/41': ({ body }) =>
        ++saves === 1
          ? fail(409, 'Someone else saved this draft after you opened it. Nothing was saved.')
          : ok(draft(4, body as Record<string, unknown>)),
    });
    const dialog = await openFaq3(user);
    await user.clear(within(dialog).getByLabelText(/^Question/));
    await user.type(within(dialog).getByLabelText(/^Question/), 'My question?');
    await user.clear(within(dialog).getByLabelText(/^Answer/));
    await user.type(within(dialog).getByLabelText(/^Answer/), 'My answer.');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this meanwhile' });
    expect(conflict).toHaveTextContent('Someone else saved this draft after you opened it. Nothing was saved.');
    const question = within(conflict).getByRole('group', { name: 'Question' });
    expect(question).toHaveTextContent('Their draftTheir question?');
    expect(question).toHaveTextContent('YoursMy question?');
    const answer = within(conflict).getByRole('group', { name: 'Answer' });
    await user.click(within(answer).getByRole('radio', { name: /Their draft/ }));
    await user.click(within(conflict).getByRole('button', { name: 'Save with these choices' }));

    await waitFor(() => expect(saves).toBe(2));
    const resent = bodiesOf(api, 'PUT', '/editorial/drafts/41')[1];
    expect(resent).toMatchObject({ question: 'My question?', _version: 3 });
    expect(resent).not.toHaveProperty('answer');
    expect(screen.getByLabelText(/^Answer/)).toHaveValue('Their answer.');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('on a publish 409 compares with the live record and publishes over it with force after "Keep mine"', async () => {
    const user = userEvent.setup();
    let published = 0;
    const api = faqApi({
      'GET /api/editorial/faqs/records/3/draft': () => ok(draft(2, { answer: 'Drafted answer.' })),
      'GET /api/faqs/3': () => ok({ ...faq(3), answer: 'Live answer.', updated_at: '2026-11-28T09:00:00.000Z' }),
      'POST /api/editorial/drafts/41/publish': () =>
        ++published === 1
          ? fail(409, 'This faq was published by someone else after your draft began. Nothing was published.')
          : ok({ record_id: 3, record: faq(3) }),
    });
    const dialog = await openFaq3(user);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this meanwhile' });
    const answer = within(conflict).getByRole('group', { name: 'Answer' });
    expect(answer).toHaveTextContent('Published nowLive answer.');
    expect(answer).toHaveTextContent('YoursDrafted answer.');
    await user.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('FAQ updated successfully.')).toBeInTheDocument();
    expect(bodiesOf(api, 'POST', '/editorial/drafts/41/publish')).toEqual([{}, { force: true }]);
  });

  it('asks before closing with changes not saved yet, and closes at once once they are saved', async () => {
    const user = userEvent.setup();
    faqApi({ 'PUT /api/editorial/faqs/records/3/draft': () => ok(draft(1, { answer: 'Answer 3.!' })) });
    const dialog = await openFaq3(user);
    await user.type(within(dialog).getByLabelText(/^Answer/), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a preview of the saved draft in a new tab', async () => {
    const user = userEvent.setup();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = faqApi({
      'GET /api/editorial/faqs/records/3/draft': () => ok(draft(2)),
      'POST /api/editorial/previews': () => ok({ id: 5, url: '/preview/tok/faq', expires_at: '2026-11-29T10:00:00Z' }),
    });
    const dialog = await openFaq3(user);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(tab.location.href).toBe('/preview/tok/faq'));
    expect(tab.opener).toBeNull();
    expect(bodiesOf(api, 'POST', '/editorial/previews')).toEqual([{ draft_id: 41 }]);
  });
});

describe('the lists', () => {
  withApiMocks();

  it('show a state badge per record and the drafts of new records on top, opening in the editor', async () => {
    const user = userEvent.setup();
    const schedules = [{ id: 1, action: 'publish', run_at: '2026-12-01T08:00:00Z' }];
    const api = faqApi({
      'GET /api/editorial/faqs/states': () =>
        ok({
          records: [
            { record_id: 1, state: 'published', draft_id: null, draft_updated_at: null, schedules: [] },
            { record_id: 2, state: 'changed', draft_id: 40, draft_updated_at: '2026-11-28T10:00:00Z', schedules: [] },
            { record_id: 3, state: 'scheduled', draft_id: 41, draft_updated_at: '2026-11-28T10:00:00Z', schedules },
          ],
          new_drafts: [{ draft_id: 9, label: 'Do you restore chairs?', state: 'draft', updated_at: '', schedules: [] }],
        }),
      'GET /api/editorial/drafts/9': () =>
        ok({ ...draft(1, { question: 'Do you restore chairs?', answer: null }), id: 9, record_id: null }),
    });
    renderScreen('/admin/faqs');
    expect(await screen.findByRole('row', { name: /Question 1\?.*Published/ })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Question 2\?.*Changed since publish/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Question 3\?.*Scheduled/ })).toBeInTheDocument();
    const drafts = screen.getByRole('region', { name: 'Not published yet' });
    expect(drafts).toHaveTextContent('DraftDo you restore chairs?');
    await user.click(within(drafts).getByRole('button', { name: 'Edit draft Do you restore chairs?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New FAQ' });
    expect(await within(dialog).findByLabelText(/^Question/)).toHaveValue('Do you restore chairs?');
    expect(callsTo(api, 'GET', '/editorial/drafts/9')).toHaveLength(1);
  });

  it('say where a deleted record went and restore it with Undo', async () => {
    const user = userEvent.setup();
    const api = faqApi({
      'DELETE /api/faqs/2': () => ok(null),
      'GET /api/editorial/trash': () =>
        ok({
          data: [{ id: 12, collection: 'faqs', collection_label: 'FAQs', record_id: 2, label: 'Question 2?' }],
          current_page: 1,
          last_page: 1,
          per_page: 20,
          total: 1,
        }),
      'POST /api/editorial/trash/12/restore': () => ok(faq(2)),
    });
    renderScreen('/admin/faqs');
    await screen.findByRole('row', { name: /Question 2\?/ });
    await user.click(screen.getByRole('button', { name: 'Delete Question 2?' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Question 2? moved to the trash. You can restore it for 30 days.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Question 2? is back.')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/editorial/trash')).toEqual(['/api/editorial/trash?collection=faqs&page=1']);
    expect(callsTo(api, 'POST', '/editorial/trash/12/restore')).toHaveLength(1);
  });
});

describe('the history', () => {
  withApiMocks();

  const revision = {
    id: 7,
    collection: 'banners',
    record_id: 4,
    reason: 'publish',
    user_name: 'Ada Wood',
    created_at: '2026-11-20T09:15:00.000Z',
    data: {
      title: 'Oak',
      description: 'Solid oak tables made by hand in our workshop since 1982.',
      image: 'banners/old.jpg',
      features: ['Oiled', 'Waxed'],
    },
    files: { 'banners/old.jpg': '/storage/banners/old.jpg' },
  };

  it('lists versions, shows changed fields with word marks, thumbnails and list items, and restores', async () => {
    const user = userEvent.setup();
    const onRestored = vi.fn();
    const api = mockApi({
      'GET /api/editorial/banners/records/4/revisions': () =>
        ok({
          data: [{ id: 7, reason: 'publish', user_name: 'Ada Wood', created_at: revision.created_at }],
          current_page: 1,
          last_page: 1,
          per_page: 20,
          total: 1,
        }),
      'GET /api/editorial/revisions/7': () => ok(revision),
      'POST /api/editorial/revisions/7/restore': () => ok({ ...draft(5), collection: 'banners', record_id: 4 }),
    });
    renderWithProviders(
      <HistoryDialog
        path="banners"
        recordId={4}
        current={{
          data: {
            title: 'Oak',
            description: 'Solid walnut tables made by hand in our workshop since 1982.',
            image: 'banners/new.jpg',
            features: ['Oiled', 'Brushed'],
          },
          files: { 'banners/new.jpg': '/storage/banners/new.jpg' },
          isDraft: true,
        }}
        labelOf={(name) => name.charAt(0).toUpperCase() + name.slice(1)}
        timeZone="Europe/Oslo"
        onRestored={onRestored}
        onClose={() => {}}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Published 20 Nov 2026, 10:15 by Ada Wood' }));
    await screen.findByRole('button', { name: 'Restore this version' });
    // Changed fields only: the title is the same.
    expect(screen.queryByRole('heading', { name: 'Title' })).toBeNull();
    expect(document.querySelector('del')).toHaveTextContent('oak');
    expect(document.querySelector('ins')).toHaveTextContent('walnut');
    expect(screen.getByRole('img', { name: 'Image, this version' })).toHaveAttribute('src', '/storage/banners/old.jpg');
    expect(screen.getByRole('img', { name: 'Image, now' })).toHaveAttribute('src', '/storage/banners/new.jpg');
    const features = screen.getByRole('heading', { name: 'Features' }).parentElement as HTMLElement;
    expect(features).toHaveTextContent('Removed: Waxed');
    expect(features).toHaveTextContent('Added: Brushed');
    expect(
      screen.getByText('Restoring makes this version the draft. It is not live until you publish it.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ id: 41, version: 5 })));
    expect(callsTo(api, 'POST', '/editorial/revisions/7/restore')).toHaveLength(1);
  });
});

describe('schedules', () => {
  withApiMocks();

  it('reads date and time in the site time zone, summer and winter', () => {
    expect(instantOf('2026-12-01', '09:30', 'Europe/Oslo')).toBe('2026-12-01T08:30:00.000Z');
    expect(instantOf('2026-07-01', '09:30', 'Europe/Oslo')).toBe('2026-07-01T07:30:00.000Z');
    expect(zonedInputs('2026-07-01T07:30:00.000Z', 'Europe/Oslo')).toEqual({ date: '2026-07-01', time: '09:30' });
    expect(instantOf('2026-07-01', '', 'Europe/Oslo')).toBeNull();
  });

  it('schedules a publish at the Oslo time, shows 422 texts, lists pending ones and cancels', async () => {
    const user = userEvent.setup();
    let pending: unknown[] = [];
    let refuse = true;
    const api = faqApi({
      'GET /api/editorial/faqs/records/3/draft': () => ok(draft(2)),
      'GET /api/editorial/schedules': () => ok(pending),
      'POST /api/editorial/faqs/records/3/schedules': ({ body }) => {
        if (refuse) return fail(422, 'The given data was invalid.', { run_at: ['Choose a time in the future.'] });
        pending = [
          {
            id: 5,
            collection: 'faqs',
            collection_label: 'FAQs',
            record_id: 3,
            draft_id: 41,
            label: 'Question 3?',
            status: 'pending',
            error: null,
            ...(body as object),
          },
        ];
        return { status: 201, body: { success: true, data: pending[0] } };
      },
      'DELETE /api/editorial/schedules/5': () => {
        pending = [];
        return ok(null);
      },
    });
    const dialog = await openFaq3(user);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const schedule = await screen.findByRole('dialog', { name: 'Schedule' });
    expect(await within(schedule).findByText("Times are in the site's time zone: Europe/Oslo.")).toBeInTheDocument();
    expect(within(schedule).getByRole('option', { name: 'Unpublish' })).toBeInTheDocument();
    expect(within(schedule).getByText('Nothing is scheduled for this record.')).toBeInTheDocument();
    await user.type(within(schedule).getByLabelText('Date'), '2026-12-01');
    await user.type(within(schedule).getByLabelText('Time'), '09:30');
    await user.click(within(schedule).getByRole('button', { name: 'Schedule' }));
    expect(await within(schedule).findByText('Choose a time in the future.')).toBeInTheDocument();

    refuse = false;
    await user.click(within(schedule).getByRole('button', { name: 'Schedule' }));
    expect(await within(schedule).findByText('Publish on 1 Dec 2026, 09:30')).toBeInTheDocument();
    expect(bodiesOf(api, 'POST', '/editorial/faqs/records/3/schedules')[1]).toEqual({
      action: 'publish',
      run_at: '2026-12-01T08:30:00.000Z',
    });
    await user.click(within(schedule).getByRole('button', { name: 'Cancel publish on 1 Dec 2026, 09:30' }));
    expect(await within(schedule).findByText('Nothing is scheduled for this record.')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/editorial/schedules/5')).toHaveLength(1);
  });
});
