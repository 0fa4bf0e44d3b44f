import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

describe('the SEO health screen', () => {
  withApiMocks();

  it('lists each problem with what is wrong and a link to where it is fixed', async () => {
    mockApi({
      'GET /api/seo/health': () =>
        ok({
          issues: [
            {
              collection: 'pages',
              id: 'faq',
              label: 'FAQ',
              path: '/faq',
              kind: 'noindex_in_menu',
              detail: 'Hidden from search engines (noindex) but linked from the main menu.',
            },
            {
              collection: 'products',
              id: 12,
              label: 'Oak Chair',
              path: '/products/12',
              kind: 'duplicate_title',
              detail: 'Same title as “Oak Chair”: “Oak Chair | Grain”.',
            },
            {
              collection: 'blogs',
              id: 4,
              label: 'Oiling oak',
              path: '/blog/4',
              kind: 'long_description',
              detail: 'Meta description of 170 characters: search results cut it after about 160.',
            },
          ],
          truncated: false,
          checked: 40,
          pictures_without_alt: 2,
        }),
    });
    renderScreen('/admin/seo-health');
    expect(await screen.findByRole('heading', { level: 1, name: 'SEO health' })).toBeInTheDocument();
    const problems = await screen.findByRole('list', { name: 'Problems' });
    const rows = within(problems).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Hidden, but in the menuFAQ /faqHidden from search engines (noindex) but linked from the main menu. Fix hidden, but in the menu of FAQ',
      'Duplicate titleOak Chair /products/12Same title as “Oak Chair”: “Oak Chair | Grain”. Fix duplicate title of Oak Chair',
      'Description too longOiling oak /blog/4Meta description of 170 characters: search results cut it after about 160. Fix description too long of Oiling oak',
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Fix hidden, but in the menu of FAQ' })).toHaveAttribute(
      'href',
      '/admin/search-sharing?page=faq',
    );
    expect(within(rows[1]).getByRole('link', { name: /^Fix/ })).toHaveAttribute('href', '/admin/products?edit=12');
    expect(within(rows[2]).getByRole('link', { name: /^Fix/ })).toHaveAttribute('href', '/admin/blogs?edit=4');

    const summary = screen.getByRole('list', { name: 'Summary' });
    expect(summary).toHaveTextContent('40 pages checked');
    expect(summary).toHaveTextContent('3 problems');
    expect(summary).toHaveTextContent('2 pictures without alt text');
    expect(within(summary).getByRole('link', { name: 'Describe them' })).toHaveAttribute(
      'href',
      '/admin/accessibility',
    );
  });

  it('says so when nothing is wrong', async () => {
    mockApi({
      'GET /api/seo/health': () => ok({ issues: [], truncated: false, checked: 12, pictures_without_alt: 0 }),
    });
    renderScreen('/admin/seo-health');
    expect(
      await screen.findByText('No problems found: every page has its own title and description where it needs them.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Summary' })).toHaveTextContent('0 pictures without alt text');
  });
});
