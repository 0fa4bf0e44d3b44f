import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';
import { mediaItem, mediaVariant } from '../../../test/media.ts';

describe('the accessibility screen', () => {
  withApiMocks();

  it('lists each picture shown without alt text, where it shows, and a way to fix it', async () => {
    const bench = mediaItem({ id: 7, name: 'bench.jpg', path: 'media/bench.jpg', alt: null });
    mockApi({
      'GET /api/media/accessibility': () =>
        ok([
          {
            item: bench,
            uses: [
              {
                entity: 'blogs',
                entity_label: 'Blogs',
                record_id: 12,
                record_label: 'Oiling an oak table',
                state: 'live',
              },
              { entity: 'banners', entity_label: 'Banners', record_id: 2, record_label: null, state: 'live' },
            ],
          },
        ]),
    });
    renderScreen('/admin/accessibility');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility' })).toBeInTheDocument();
    const entry = (await screen.findByRole('heading', { level: 2, name: 'bench.jpg' })).closest('li') as HTMLElement;
    expect(entry.querySelector('img')).toHaveAttribute('src', mediaVariant('media/bench.jpg', 960, 'jpg'));
    expect(within(entry).getByRole('link', { name: 'Blogs: Oiling an oak table' })).toHaveAttribute(
      'href',
      '/admin/blogs?edit=12',
    );
    expect(within(entry).getByRole('link', { name: 'Banners #2' })).toHaveAttribute('href', '/admin/banners?edit=2');
    expect(within(entry).getByRole('link', { name: 'Fix bench.jpg' })).toHaveAttribute('href', '/admin/media/7');
    expect(
      screen.getByText(/1 picture is shown on the site with neither alt text nor marked decorative/),
    ).toBeInTheDocument();
  });

  it('says so when every picture is described', async () => {
    mockApi({ 'GET /api/media/accessibility': () => ok([]) });
    renderScreen('/admin/accessibility');
    expect(
      await screen.findByText('Every picture shown on the site has alt text or is marked decorative.'),
    ).toBeInTheDocument();
  });
});
