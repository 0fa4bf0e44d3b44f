import { services } from '@grain/contract/content-types';
import { REMOVE_FILE } from '@grain/contract/fields';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/admin.tsx';
import { adminScreens } from '../admin-screens.ts';
import { RecordFormModal } from '../resources/record-form-modal.tsx';
import type { ListScreen } from '../screen-types.ts';

const config = (adminScreens.find((screen) => screen.path === '/admin/services') as ListScreen).resource.form;

const service = {
  id: 7,
  title: 'Custom kitchens',
  description: 'Kitchens designed and built to measure, in oak, ash and walnut.',
  image: null,
  image_url: null,
  order: 1,
  is_active: true,
  meta_title: null,
  meta_description: null,
  share_image: null,
  share_image_url: null,
  noindex: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderForm(record: Record<string, unknown> = service) {
  const onSubmit = vi.fn(async () => {});
  renderWithProviders(
    <RecordFormModal
      title="Edit Service"
      def={services}
      config={config}
      record={record as never}
      count={1}
      submitLabel="Update"
      busyLabel="Saving..."
      errorMessage="Failed to update service"
      onSubmit={onSubmit}
      onClose={vi.fn()}
    />,
  );
  return { onSubmit };
}

describe('the Search & sharing panel', () => {
  beforeEach(() => {
    mockApi({
      'GET /api/site-settings': () => ({ status: 200, body: { success: true, data: { site_name: 'Oak & Co' } } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is collapsed until opened, and shows the derived defaults as placeholders', async () => {
    const user = userEvent.setup();
    renderForm();
    const summary = screen.getByText('Search & sharing');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText('Using the page’s defaults')).toBeInTheDocument();
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(await screen.findByPlaceholderText('Custom kitchens | Oak & Co')).toBe(screen.getByLabelText('Meta title'));
    expect(screen.getByLabelText('Meta description')).toHaveAttribute(
      'placeholder',
      'Kitchens designed and built to measure, in oak, ash and walnut.',
    );
  });

  it('counts the characters against what search results show, and says when a text is longer', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByText('Search & sharing'));
    const title = screen.getByLabelText('Meta title');
    expect(title).toHaveAccessibleDescription('0 / 60');
    await user.click(title);
    await user.paste('Kitchens made to measure');
    expect(title).toHaveAccessibleDescription('24 / 60');
    await user.paste(' in Asheville, North Carolina, since 1989');
    expect(title).toHaveAccessibleDescription('65 / 60 — longer than search results show');
    const counter = document.getElementById(title.getAttribute('aria-describedby') ?? '');
    expect(counter).toHaveAttribute('aria-live', 'polite');

    const description = screen.getByLabelText('Meta description');
    await user.click(description);
    await user.paste('Handmade kitchens.');
    expect(description).toHaveAccessibleDescription('18 / 160');
  });

  it('previews the search result and the shared link with the own values, else the defaults', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByText('Search & sharing'));
    const result = screen.getByRole('figure', { name: 'Search result preview' });
    expect(within(result).getByText('Custom kitchens | Oak & Co')).toBeInTheDocument();
    expect(within(result).getByText(`${window.location.host} › services › 7`)).toBeInTheDocument();
    expect(
      within(result).getByText('Kitchens designed and built to measure, in oak, ash and walnut.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Meta title'), 'Kitchens by Oak & Co');
    await user.click(screen.getByLabelText('Meta description'));
    await user.paste('d '.repeat(100));
    expect(within(result).getByText('Kitchens by Oak & Co')).toBeInTheDocument();
    // Google cuts a description past about 160 characters, at a word.
    expect(within(result).getByText(`${'d '.repeat(79).trim()} …`)).toBeInTheDocument();

    const card = screen.getByRole('figure', { name: 'Shared link preview' });
    expect(within(card).getByText('Kitchens by Oak & Co')).toBeInTheDocument();
    expect(within(card).getByText('No sharing picture')).toBeInTheDocument();
    expect(within(card).getByText(window.location.host)).toBeInTheDocument();
  });

  it('removes the sharing picture: the preview falls back to the page’s own, and the save sends it empty', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({
      ...service,
      image: 'services/kitchen.jpg',
      image_url: '/storage/services/kitchen.jpg',
      share_image: 'sharing/kitchen-wide.jpg',
      share_image_url: '/storage/sharing/kitchen-wide.jpg',
    });
    const card = screen.getByRole('figure', { name: 'Shared link preview' });
    const shared = () => card.querySelector('img')?.getAttribute('src');
    expect(shared()).toBe('/storage/sharing/kitchen-wide.jpg');

    await user.click(screen.getByRole('button', { name: 'Remove picture for Sharing picture' }));
    expect(screen.getByText('Current (will be removed)')).toBeInTheDocument();
    expect(shared()).toBe('/storage/services/kitchen.jpg');
    await user.click(screen.getByRole('button', { name: 'Keep the current picture' }));
    expect(shared()).toBe('/storage/sharing/kitchen-wide.jpg');
    expect(screen.queryByText('Current (will be removed)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove picture for Sharing picture' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ share_image: REMOVE_FILE }), expect.anything());
  });

  it('opens at once on a record with values of its own, and sends them with the record', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ ...service, meta_title: 'Kitchens', noindex: true });
    const summary = screen.getByText('Search & sharing');
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByText('Own values set · hidden from search engines')).toBeInTheDocument();
    expect(screen.getByLabelText('Hide from search engines (noindex)')).toBeChecked();
    await user.click(screen.getByLabelText('Meta description'));
    await user.paste('Kitchens, made to measure.');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        meta_title: 'Kitchens',
        meta_description: 'Kitchens, made to measure.',
        noindex: true,
      }),
      expect.anything(),
    );
  });
});
