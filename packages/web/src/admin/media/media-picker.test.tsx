import { services } from '@grain/contract/content-types';
import { defaultPublicSiteSettings, defaultSiteSettings } from '@grain/contract/site-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  FakeXhr,
  mockApi,
  ok,
  renderScreen,
  renderWithProviders,
  withApiMocks,
} from '../../../test/admin.tsx';
import { mediaItem, mediaPageOf, mediaVariant } from '../../../test/media.ts';
import { saveContentRecord } from '../../api/admin/content.ts';
import { adminScreens } from '../admin-screens.ts';
import { RecordFormModal } from '../resources/record-form-modal.tsx';
import type { ListScreen } from '../screen-types.ts';

const oak = mediaItem({ id: 1, name: 'oak-table.jpg', path: 'media/oak.jpg' });
const walnut = mediaItem({ id: 2, name: 'walnut-chair.jpg', path: 'media/walnut.jpg' });

/** A service form whose save goes through the real API client. */
function renderServiceForm() {
  const config = (adminScreens.find((entry) => entry.path === '/admin/services') as ListScreen).resource.form;
  const saved = vi.fn();
  renderWithProviders(
    <RecordFormModal
      title="Add New Service"
      def={services}
      config={config}
      count={2}
      submitLabel="Create"
      busyLabel="Saving..."
      errorMessage="Failed to update or create service"
      onSubmit={async (values, upload) => saved(await saveContentRecord(services, values, undefined, upload))}
      onClose={() => {}}
    />,
  );
  return saved;
}

const sentBody = (api: ReturnType<typeof mockApi>, method: string, path: string) =>
  api.mock.calls.find(([input, init]) => init?.method === method && String(input) === `/api${path}`)?.[1]
    ?.body as FormData;

describe('choosing a file from the library in a record form', () => {
  withApiMocks();
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it("sets the field to the item's stored path, previews it from its variants and sends the path", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/media': ({ url }) =>
        ok(mediaPageOf(new URL(url, 'http://test').searchParams.get('q') ? [oak] : [oak, walnut])),
      'POST /api/services': () => ok({ id: 9, title: 'Stairs', image: 'media/oak.jpg' }),
    });
    const saved = renderServiceForm();
    await user.type(screen.getByLabelText(/^Title/), 'Stairs');
    await user.type(screen.getByLabelText(/^Description/), 'Oak stairs, made to measure.');

    await user.click(screen.getByRole('button', { name: 'Choose from library for Image' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a picture from the library' });
    expect(await within(picker).findByRole('button', { name: /^Choose walnut-chair\.jpg/ })).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/media')[0]).toBe('/api/media?kind=image&page=1&per_page=12');
    await user.type(within(picker).getByLabelText('Search the library'), 'oak');
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/media').at(-1)).toBe('/api/media?q=oak&kind=image&page=1&per_page=12'),
    );
    await waitFor(() => expect(within(picker).queryByRole('button', { name: /^Choose walnut-chair\.jpg/ })).toBeNull());
    await user.click(within(picker).getByRole('button', { name: /^Choose oak-table\.jpg/ }));

    expect(screen.queryByRole('dialog', { name: 'Choose a picture from the library' })).toBeNull();
    const preview = screen.getByRole('img', { name: 'From the library: oak-table.jpg: Image' });
    expect(preview).toHaveAttribute('src', mediaVariant('media/oak.jpg', 960, 'jpg'));
    expect(preview).toHaveAttribute('srcset', oak.meta?.srcset.jpeg);
    expect(screen.getByRole('button', { name: 'Remove the chosen file' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ id: 9, title: 'Stairs', image: 'media/oak.jpg' }));
    const body = sentBody(api, 'POST', '/services');
    expect(body.get('image')).toBe('media/oak.jpg');
    expect(body.get('title')).toBe('Stairs');
    // A path is text: nothing is uploaded, so the save goes without the upload's progress.
    expect(FakeXhr.sent).toEqual([]);
  });

  it('drops the picked file again with "Remove the chosen file"', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/media': () => ok(mediaPageOf([oak])),
      'POST /api/services': () => ok({ id: 9, title: 'Stairs', image: null }),
    });
    renderServiceForm();
    await user.type(screen.getByLabelText(/^Title/), 'Stairs');
    await user.type(screen.getByLabelText(/^Description/), 'Oak stairs.');
    await user.click(screen.getByRole('button', { name: 'Choose from library for Image' }));
    await user.click(await screen.findByRole('button', { name: /^Choose oak-table\.jpg/ }));
    await user.click(screen.getByRole('button', { name: 'Remove the chosen file' }));
    expect(screen.queryByRole('img', { name: /From the library/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sentBody(api, 'POST', '/services')).toBeDefined());
    expect(sentBody(api, 'POST', '/services').has('image')).toBe(false);
  });
});

describe("a product's gallery from the library", () => {
  withApiMocks();
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  const desk = {
    id: 5,
    name: 'Walnut Desk',
    sku: 'PROD-005',
    description: '<p>A desk.</p>',
    short_description: 'A compact desk.',
    price: 1250.5,
    sale_price: null,
    stock_quantity: 3,
    is_featured: false,
    is_active: true,
    customized: false,
    category_id: 3,
    sort_order: 1,
    image: 'product-images/desk.png',
    image_url: '/storage/product-images/desk.png',
    gallery: ['product-images/side.png'],
    gallery_urls: ['/storage/product-images/side.png'],
    specifications: [],
    features: [],
  };

  it('adds a library picture beside the gallery it has, opened from its address, and sends both', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/products/allproducts': () => ok({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 }),
      'GET /api/categories': () => ok([{ id: 3, name: 'Tables', slug: 'tables' }]),
      'GET /api/products/5': () => ok(desk),
      'GET /api/media': () => ok(mediaPageOf([oak, walnut])),
      'POST /api/products/5': () => ok(desk),
    });
    const { router } = renderScreen('/admin/products', '/admin/products?edit=5');
    const form = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(await within(form).findByText('2 of 8 images (main image and gallery together).')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Choose from library for the gallery' }));
    await user.click(await screen.findByRole('button', { name: /^Choose walnut-chair\.jpg/ }));
    expect(within(form).getByRole('img', { name: 'From the library: walnut-chair.jpg' })).toHaveAttribute(
      'src',
      mediaVariant('media/walnut.jpg', 960, 'jpg'),
    );
    expect(within(form).getByText('3 of 8 images (main image and gallery together).')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText('Product "Walnut Desk" updated successfully.')).toBeInTheDocument();
    const sent = sentBody(api, 'POST', '/products/5');
    expect(sent.getAll('gallery[]')).toEqual(['product-images/side.png', 'media/walnut.jpg']);
    expect(sent.has('remove_gallery[]')).toBe(false);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('a site picture from the library', () => {
  withApiMocks();

  it('sends the picked picture as {name}_path with the settings', async () => {
    const user = userEvent.setup();
    const stored = {
      ...defaultPublicSiteSettings,
      social_links_by_network: defaultSiteSettings.social_links,
      updated_at: null,
    };
    const api = mockApi({
      'GET /api/site-settings': () => ok(stored),
      'GET /api/media': () => ok(mediaPageOf([oak, walnut])),
      'PUT /api/site-settings': () => ok(stored),
    });
    renderScreen('/admin/site-settings');
    await user.click(await screen.findByRole('button', { name: 'Choose from library for the logo' }));
    await user.click(await screen.findByRole('button', { name: /^Choose oak-table\.jpg/ }));
    expect(screen.getByText('From the library: oak-table.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Site settings saved successfully.');
    const sent = sentBody(api, 'PUT', '/site-settings');
    expect(sent.get('logo_path')).toBe('media/oak.jpg');
    expect(sent.has('logo')).toBe(false);
  });
});
