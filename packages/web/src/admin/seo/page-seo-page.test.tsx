import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

const blank = (page_key: string) => ({
  page_key,
  meta_title: null,
  meta_description: null,
  share_image: null,
  share_image_url: null,
  share_image_meta: null,
  noindex: false,
  updated_at: null,
});

describe('the Search & sharing screen', () => {
  withApiMocks();

  it('edits a fixed page’s values with counts and previews, and saves them', async () => {
    const user = userEvent.setup();
    const saves: unknown[] = [];
    mockApi({
      'GET /api/page-seo': () => ok([blank('home'), { ...blank('about'), meta_title: 'About the workshop' }]),
      'GET /api/site-settings': () => ok({ site_name: 'Grain' }),
      'PUT /api/page-seo/contact': ({ body }) => {
        saves.push(body);
        return ok({ ...blank('contact'), ...(body as object), updated_at: '2026-11-29T10:00:00.000Z' });
      },
    });
    renderScreen('/admin/search-sharing', '/admin/search-sharing?page=contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search & sharing' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Search & sharing of Contact Us' });
    const about = screen.getByText(
      (_, element) => element?.tagName === 'SUMMARY' && /^About Us/.test(element.textContent ?? ''),
    );
    expect(about).toHaveTextContent('About Us /aboutOwn values set');
    expect(about.closest('details')).not.toHaveAttribute('open');
    expect(form.closest('details')).toHaveAttribute('open');
    const title = within(form).getByLabelText('Meta title');
    expect(title).toHaveAttribute('placeholder', 'Contact Us | Grain');
    const description = within(form).getByLabelText('Meta description');
    expect(description).toHaveAccessibleDescription('0 / 160');
    await user.type(description, 'Visit the workshop in Asheville, or write to us.');
    expect(description).toHaveAccessibleDescription('48 / 160');

    const result = within(form).getByRole('figure', { name: 'Search result preview' });
    expect(within(result).getByText('Contact Us | Grain')).toBeInTheDocument();
    expect(within(result).getByText('Visit the workshop in Asheville, or write to us.')).toBeInTheDocument();
    expect(within(result).getByText(`${window.location.host} › contact`)).toBeInTheDocument();

    await user.click(within(form).getByLabelText('Hide from search engines (noindex)'));
    await user.click(within(form).getByRole('button', { name: 'Save Contact Us' }));
    expect(await screen.findByText('The search and sharing values of Contact Us were saved.')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        meta_title: '',
        meta_description: 'Visit the workshop in Asheville, or write to us.',
        share_image: null,
        noindex: true,
      },
    ]);
  });

  it('shows the server’s message beside a refused field', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/page-seo': () => ok([]),
      'PUT /api/page-seo/home': () => ({
        status: 422,
        body: {
          success: false,
          message: 'The given data was invalid.',
          errors: { meta_title: ['The meta title field must not be greater than 70 characters.'] },
        },
      }),
    });
    renderScreen('/admin/search-sharing', '/admin/search-sharing?page=home');
    const form = await screen.findByRole('form', { name: 'Search & sharing of Home' });
    await user.type(within(form).getByLabelText('Meta title'), 'Home');
    await user.click(within(form).getByRole('button', { name: 'Save Home' }));
    const title = within(form).getByLabelText('Meta title');
    expect(
      await within(form).findByText('The meta title field must not be greater than 70 characters.'),
    ).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });
});
