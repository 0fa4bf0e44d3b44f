import { mediaTexts } from '@grain/contract/media';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, callsTo, fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';
import { mediaDetail, mediaItem, mediaVariant } from '../../../test/media.ts';
import type { MediaUse } from '../../api/admin/media.ts';

const uses: MediaUse[] = [
  { entity: 'blogs', entity_label: 'Blogs', record_id: 12, record_label: 'Oiling an oak table', state: 'live' },
  { entity: 'products', entity_label: 'Products', record_id: 3, record_label: 'Oak bench', state: 'draft' },
  { entity: 'site_settings', entity_label: 'Site settings', record_id: null, record_label: null, state: 'settings' },
  { entity: 'faqs', entity_label: 'FAQs', record_id: 4, record_label: 'Do you deliver?', state: 'trash' },
];
const oak = mediaItem({
  id: 5,
  name: 'oak-table.jpg',
  path: 'media/oak.jpg',
  alt: null,
  tags: ['tables'],
  use_count: uses.length,
});

function itemApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/media/5': () => ok(mediaDetail(oak, uses)),
    'GET /api/media/tags': () => ok(['tables', 'oak']),
    'GET /api/editorial/settings': () => ok({ trash_days: 30, revisions_kept: 50, time_zone: 'UTC' }),
    ...extra,
  });
}

/** The picture measures 400 × 200 px on the page, at its top left corner. */
function measure(image: HTMLElement) {
  vi.spyOn(image, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 400,
    height: 200,
    right: 400,
    bottom: 200,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
}

describe("a library item's page", () => {
  withApiMocks();

  it('previews the picture from its variants and says where it is used, each place linked to its form', async () => {
    itemApi();
    renderScreen('/admin/media', '/admin/media/5', adminUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'oak-table.jpg' })).toBeInTheDocument();
    const preview = screen.getByRole('img', { name: 'Preview of oak-table.jpg' });
    expect(preview).toHaveAttribute('src', mediaVariant('media/oak.jpg', 960, 'jpg'));
    expect(screen.getByText('No alt text')).toBeInTheDocument();
    expect(screen.getByLabelText('Alt text')).toHaveAccessibleDescription(
      'Describe what the picture shows for people who cannot see it.',
    );

    const where = screen.getByRole('region', { name: 'Where used' });
    expect(within(where).getByRole('link', { name: 'Blogs: Oiling an oak table' })).toHaveAttribute(
      'href',
      '/admin/blogs?edit=12',
    );
    expect(within(where).getByRole('link', { name: 'Products: Oak bench' })).toHaveAttribute(
      'href',
      '/admin/products?edit=3',
    );
    expect(within(where).getByRole('link', { name: 'Site settings' })).toHaveAttribute('href', '/admin/site-settings');
    expect(within(where).getByRole('link', { name: 'FAQs: Do you deliver?' })).toHaveAttribute('href', '/admin/trash');
    expect(where).toHaveTextContent('Published');
    expect(where).toHaveTextContent('In the trash');
  });

  it('sets the focal point where the picture is clicked, by the arrow keys too, and saves the description', async () => {
    const user = userEvent.setup();
    let stored = mediaDetail(oak, uses);
    const api = itemApi({
      'GET /api/media/5': () => ok(stored),
      'PATCH /api/media/5': ({ body }) => {
        stored = { ...stored, ...(body as object) };
        return ok(stored, { message: 'The file was saved.' });
      },
    });
    renderScreen('/admin/media', '/admin/media/5', adminUser);
    const preview = await screen.findByRole('img', { name: 'Preview of oak-table.jpg' });
    measure(preview);

    fireEvent.click(preview, { clientX: 101, clientY: 149 });
    expect(screen.getByLabelText('X %')).toHaveValue(25);
    expect(screen.getByLabelText('Y %')).toHaveValue(75);
    const marker = screen.getByRole('button', { name: 'Focal point, 25% across, 75% down' });
    expect(marker).toHaveStyle({ left: '25%', top: '75%' });
    marker.focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
    expect(screen.getByLabelText('X %')).toHaveValue(26);
    expect(screen.getByLabelText('Y %')).toHaveValue(65);

    await user.type(screen.getByLabelText('Alt text'), 'An oak table by a window');
    await user.type(screen.getByLabelText('Credit'), 'Photo: Ada Wood');
    await user.type(screen.getByLabelText('Tags'), ', Dining ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('"oak-table.jpg" saved.')).toBeInTheDocument();
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/media/5');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      alt: 'An oak table by a window',
      decorative: false,
      caption: '',
      credit: 'Photo: Ada Wood',
      focal_x: 26,
      focal_y: 65,
      tags: ['tables', 'Dining'],
    });
    // Saved: the form holds what the server stored, and leaving asks nothing.
    await waitFor(() => expect(screen.getByLabelText('Tags')).toHaveValue('tables, Dining'));
    await user.click(screen.getByRole('link', { name: 'Back to the library' }));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });

  it('takes the focal point from the number fields, and checks the description as the server does', async () => {
    const user = userEvent.setup();
    const api = itemApi();
    renderScreen('/admin/media', '/admin/media/5', adminUser);
    const x = await screen.findByLabelText('X %');
    await user.clear(x);
    await user.type(x, '140');
    expect(x).toHaveValue(100);
    await user.type(screen.getByLabelText('Tags'), `, ${'t'.repeat(41)}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A tag may be at most 40 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tags')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api, 'PATCH', '/media/5')).toEqual([]);
  });

  it('asks before leaving with changes not saved', async () => {
    const user = userEvent.setup();
    itemApi({ 'GET /api/media': () => ok({ data: [], current_page: 1, last_page: 1, per_page: 24, total: 0 }) });
    const { router } = renderScreen('/admin/media', '/admin/media/5', adminUser);
    await user.type(await screen.findByLabelText('Caption'), 'By the window');
    await user.click(screen.getByRole('link', { name: 'Back to the library' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/admin/media/5');
    expect(screen.getByLabelText('Caption')).toHaveValue('By the window');

    await user.click(screen.getByRole('link', { name: 'Back to the library' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/media'));
  });

  it('shows the refusal of a delete while the file is in use, and where it is used', async () => {
    const user = userEvent.setup();
    const lines = ['Blogs: Oiling an oak table (published)', 'Products: Oak bench (draft)'];
    const api = itemApi({
      'DELETE /api/media/5': () => fail(409, mediaTexts.inUse(2), { uses: lines }),
    });
    renderScreen('/admin/media', '/admin/media/5', adminUser);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(confirm).toHaveTextContent('Delete oak-table.jpg for good?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    const alert = await within(confirm).findByRole('alert');
    expect(alert).toHaveTextContent(mediaTexts.inUse(2));
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(lines);
    expect(screen.getByRole('dialog', { name: 'Confirm Delete' })).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/media/5')).toHaveLength(1);
  });

  it('deletes an unused file and goes back to the library', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/media/5': () => ok(mediaDetail({ ...oak, use_count: 0 }, [])),
      'DELETE /api/media/5': () => ok(null),
      'GET /api/media': () => ok({ data: [], current_page: 1, last_page: 1, per_page: 24, total: 0 }),
    });
    const { router } = renderScreen('/admin/media', '/admin/media/5', adminUser);
    expect(await screen.findByText('Not used anywhere: it can be deleted.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"oak-table.jpg" deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/media'));
  });

  it('shows an author the description without Save or Delete', async () => {
    itemApi();
    renderScreen('/admin/media', '/admin/media/5', { ...adminUser, role: { name: 'author' } });
    const alt = await screen.findByLabelText('Alt text');
    expect(alt).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Focal point/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download original' })).toBeInTheDocument();
    expect(screen.getByText('An editor or administrator changes how a file is described.')).toBeInTheDocument();
    // An author may not open the trash or the site settings: those places are named, not linked.
    const where = screen.getByRole('region', { name: 'Where used' });
    expect(within(where).queryByRole('link', { name: 'Site settings' })).toBeNull();
    expect(within(where).getByRole('link', { name: 'Blogs: Oiling an oak table' })).toBeInTheDocument();
  });

  it('downloads the original with the admin token', async () => {
    const user = userEvent.setup();
    localStorage.setItem('admin_token', 'token-of-ada');
    URL.createObjectURL = vi.fn(() => 'blob:original');
    URL.revokeObjectURL = vi.fn();
    const api = itemApi();
    const original = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('bytes', {
          status: 200,
          headers: { 'Content-Disposition': `attachment; filename="oak-table.jpg"; filename*=UTF-8''oak-table.jpg` },
        }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input) === '/api/media/5/original' ? original(input, init) : api(input, init),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen('/admin/media', '/admin/media/5', adminUser);
    await user.click(await screen.findByRole('button', { name: 'Download original' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(original).toHaveBeenCalledWith(
      '/api/media/5/original',
      expect.objectContaining({ headers: { Authorization: 'Bearer token-of-ada' } }),
    );
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('oak-table.jpg');
    localStorage.removeItem('admin_token');
  });
});
