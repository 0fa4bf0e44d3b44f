import { mediaTexts } from '@grain/contract/media';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminUser, callsTo, FakeXhr, fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';
import { mediaItem, mediaPageOf, mediaVariant } from '../../../test/media.ts';

const oak = mediaItem({ id: 1, name: 'oak-table.jpg', path: 'media/oak.jpg', use_count: 0, alt: null });
const walnut = mediaItem({ id: 2, name: 'walnut-chair.jpg', path: 'media/walnut.jpg', decorative: true, alt: '' });
const clip = mediaItem({ id: 3, kind: 'video', name: 'workshop.mp4', path: 'videos/workshop.mp4', use_count: 2 });

/** The library's answers: the page of items, its tags, and whatever a test adds. */
function libraryApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/media': () => ok(mediaPageOf([oak, walnut, clip], 1, 30)),
    'GET /api/media/tags': () => ok(['chairs', 'tables']),
    ...extra,
  });
}

const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('the media library', () => {
  withApiMocks();

  it('shows the items as a grid from their variants, with their sizes and badges', async () => {
    libraryApi();
    renderScreen('/admin/media');
    expect(await screen.findByRole('heading', { level: 1, name: 'Media library' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'oak-table.jpg' });
    expect(screen.getByText('30 files in the library.')).toBeInTheDocument();

    const first = card('oak-table.jpg');
    expect(first).toHaveTextContent('1200 × 800 px · 240 KB');
    expect(within(first).getByText('Unused')).toBeInTheDocument();
    expect(within(first).getByText('No alt text')).toBeInTheDocument();
    const image = first.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', mediaVariant('media/oak.jpg', 960, 'jpg'));
    expect(image).toHaveAttribute('srcset', oak.meta?.srcset.jpeg);
    expect(screen.getByRole('link', { name: 'oak-table.jpg' })).toHaveAttribute('href', '/admin/media/1');

    // Decorative: no alt text needed; used somewhere: not unused.
    const second = card('walnut-chair.jpg');
    expect(within(second).queryByText('No alt text')).toBeNull();
    expect(within(second).queryByText('Unused')).toBeNull();
    const video = card('workshop.mp4');
    expect(video).toHaveTextContent('Video · 240 KB');
    expect(video.querySelector('img')).toBeNull();
  });

  it('keeps the search and filters in the address and asks the server for exactly them, with paging', async () => {
    const user = userEvent.setup();
    const api = libraryApi();
    const { router } = renderScreen('/admin/media', '/admin/media?kind=image&unused=1');
    await screen.findByRole('link', { name: 'oak-table.jpg' });
    expect(callsTo(api, 'GET', '/media')).toEqual(['/api/media?kind=image&unused=1&page=1&per_page=24']);
    expect(screen.getByLabelText('Type')).toHaveValue('image');
    expect(screen.getByLabelText('Unused only')).toBeChecked();
    expect(screen.getByText('30 files match.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'oak');
    await user.selectOptions(screen.getByLabelText('Tag'), 'tables');
    await user.type(screen.getByLabelText('Uploaded from'), '2026-11-01');
    await user.type(screen.getByLabelText('Uploaded to'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=oak&kind=image&tag=tables&from=2026-11-01&to=2026-11-30&unused=1'),
    );
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/media').at(-1)).toBe(
        '/api/media?q=oak&kind=image&tag=tables&from=2026-11-01&to=2026-11-30&unused=1&page=1&per_page=24',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toContain('&unused=1&page=2'));
    await waitFor(() => expect(callsTo(api, 'GET', '/media').at(-1)).toContain('&page=2&per_page=24'));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('deletes the chosen files after a confirmation, and names those kept because they are in use', async () => {
    const user = userEvent.setup();
    const api = libraryApi({
      'POST /api/media/delete': () => ok({ deleted: [1], kept: [3] }, { message: mediaTexts.someInUse }),
    });
    renderScreen('/admin/media', '/admin/media', adminUser);
    await screen.findByRole('link', { name: 'oak-table.jpg' });
    await user.click(screen.getByRole('checkbox', { name: 'Select oak-table.jpg' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select workshop.mp4' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete selected' });
    expect(confirm).toHaveTextContent('Delete 2 files for good?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('1 file deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const post = api.mock.calls.find(([url]) => String(url) === '/api/media/delete');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ ids: [1, 3] });
    const report = screen.getByRole('alert');
    expect(report).toHaveTextContent(mediaTexts.someInUse);
    expect(within(report).getByRole('link', { name: 'workshop.mp4' })).toHaveAttribute('href', '/admin/media/3');
    expect(within(report).queryByText('oak-table.jpg')).toBeNull();
    await waitFor(() => expect(callsTo(api, 'GET', '/media').length).toBeGreaterThanOrEqual(2));
  });

  it('lets an author upload and look, but not choose or delete', async () => {
    libraryApi();
    renderScreen('/admin/media', '/admin/media', { ...adminUser, role: { name: 'author' } });
    await screen.findByRole('link', { name: 'oak-table.jpg' });
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    expect(screen.getByLabelText('Choose files')).toBeInTheDocument();
  });
});

describe('uploads into the library', () => {
  withApiMocks();
  beforeEach(() => localStorage.setItem('admin_token', 'token-of-ada'));
  afterEach(() => localStorage.removeItem('admin_token'));

  const png = (name: string) => new File(['x'.repeat(400)], name, { type: 'image/png' });
  const REFUSAL = 'The file is not a picture or video we can read.';

  it('sends several files at once, each in its own request with its progress, and says why one was refused', async () => {
    const user = userEvent.setup();
    const answers = new Map<string, (reply: ReturnType<typeof ok> | ReturnType<typeof fail>) => void>();
    const api = libraryApi({
      'POST /api/media': ({ body }) => {
        const file = (body as FormData).get('file') as File;
        return new Promise((resolve) => answers.set(file.name, resolve)) as never;
      },
    });
    renderScreen('/admin/media');
    await screen.findByRole('link', { name: 'oak-table.jpg' });

    await user.upload(screen.getByLabelText('Choose files'), [png('bench.png'), png('notes.jpg'), png('stool.png')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    for (const request of FakeXhr.sent) {
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/api/media');
      expect(request.headers.authorization).toBe('Bearer token-of-ada');
    }
    expect(screen.getByText('Uploading 3 files.')).toHaveAttribute('role', 'status');
    const bench = screen.getByRole('progressbar', { name: 'bench.png' });
    expect(screen.getByRole('progressbar', { name: 'notes.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'stool.png' })).toBeInTheDocument();
    // The requests go in the order the files were chosen.
    FakeXhr.sent[0].progress(100, 400);
    await waitFor(() => expect(bench).toHaveAttribute('value', '25'));
    expect(bench.closest('li')).toHaveTextContent('25%');

    await waitFor(() => expect(answers.size).toBe(3));
    answers.get('bench.png')?.(ok(mediaItem({ id: 10, name: 'bench.png', use_count: 0, alt: null })));
    answers.get('notes.jpg')?.(fail(422, 'The given data was invalid.', { file: [REFUSAL] }));
    answers.get('stool.png')?.(ok(mediaItem({ id: 11, name: 'stool.png', use_count: 0, alt: null })));

    const uploads = screen.getByRole('list', { name: 'Uploads' });
    const refused = await within(uploads).findByText(`Not added: ${REFUSAL}`);
    expect(refused.closest('li')).toHaveTextContent('notes.jpg');
    await waitFor(() => expect(within(uploads).getAllByText(/^Uploaded\./)).toHaveLength(2));
    expect(within(uploads).getByRole('link', { name: 'Add alt text to bench.png' })).toHaveAttribute(
      'href',
      '/admin/media/10',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('2 uploaded. Not added: notes.jpg.')).toHaveAttribute('role', 'status');
    // The grid reloads with what was added.
    await waitFor(() => expect(callsTo(api, 'GET', '/media').length).toBeGreaterThanOrEqual(2));
  });

  it('cancels one upload: its request is aborted and the others go on', async () => {
    const user = userEvent.setup();
    libraryApi({ 'POST /api/media': () => new Promise(() => {}) as never });
    renderScreen('/admin/media');
    await screen.findByRole('link', { name: 'oak-table.jpg' });
    await user.upload(screen.getByLabelText('Choose files'), [png('bench.png'), png('stool.png')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Cancel the upload of bench.png' }));
    expect(FakeXhr.sent.filter((request) => request.aborted)).toHaveLength(1);
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByText('Cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'stool.png' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'bench.png' })).toBeNull();
  });

  it('refuses a file that is neither a picture nor a video without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    libraryApi();
    renderScreen('/admin/media');
    await screen.findByRole('link', { name: 'oak-table.jpg' });
    await user.upload(
      screen.getByLabelText('Choose files'),
      new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText('Not added: Only pictures and videos can be added to the library.'),
    ).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
