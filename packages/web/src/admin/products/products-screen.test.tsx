import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fail, mockApi, ok, renderScreen, withApiMocks } from '../../../test/admin.tsx';

/** Products Management (spec admin §2, §3, §5, §7, §8) as the registry's list with overrides. */

const category = { id: 3, name: 'Tables', slug: 'tables' };
const desk = {
  id: 5,
  name: 'Walnut Desk',
  sku: 'PROD-005',
  description: '<p>A desk.</p>',
  short_description: 'A compact desk.',
  price: 1250.5,
  sale_price: 999,
  stock_quantity: 3,
  in_stock: true,
  on_sale: true,
  is_featured: true,
  is_active: true,
  customized: false,
  category_id: 3,
  category: { id: 3, name: 'Tables' },
  sort_order: 1,
  image: 'product-images/desk.png',
  image_url: '/storage/product-images/desk.png',
  gallery: ['product-images/side.png'],
  gallery_urls: ['/storage/product-images/side.png'],
  specifications: [
    { key: 'Wood', value: 'Black walnut' },
    { key: 'Hand-made', value: '' },
  ],
  features: ['Dovetailed drawers'],
};
const stool = {
  ...desk,
  id: 6,
  name: 'Oak Stool',
  sku: 'PROD-006',
  sale_price: null,
  on_sale: false,
  stock_quantity: 0,
  in_stock: false,
  is_featured: false,
  is_active: false,
};

const page = (items: unknown[], total = items.length) =>
  ok({ data: items, current_page: 1, last_page: Math.max(1, Math.ceil(total / 10)), per_page: 10, total });

function productsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/products/allproducts': () => page([desk, stool], 36),
    'GET /api/products/admin/search/name': () => page([desk]),
    'GET /api/products/admin/search/advanced': () => page([]),
    'GET /api/categories': () => ok([category]),
    'GET /api/products/5': () => ok(desk),
    ...extra,
  });
}

const formOf = (api: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = api.mock.calls.find(([input, init]) => init?.method === method && String(input) === `/api${path}`);
  return call?.[1]?.body as FormData;
};

describe('the products screen', () => {
  withApiMocks();
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('lists products with price, sale, stock and status, ten to a page', async () => {
    const api = productsApi();
    renderScreen('/admin/products');
    const deskRow = await screen.findByRole('row', { name: /Walnut Desk/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Products Management' })).toBeInTheDocument();
    expect(screen.getByText('Total Products: 36')).toBeInTheDocument();
    expect(deskRow).toHaveTextContent('PROD-005');
    expect(deskRow).toHaveTextContent('Tables');
    expect(deskRow).toHaveTextContent('A compact desk.');
    expect(deskRow).toHaveTextContent('Was $1,250.50$999.00');
    expect(deskRow).toHaveTextContent('Featured');
    expect(within(deskRow).getByRole('img', { name: 'Image of Walnut Desk' })).toBeInTheDocument();
    const stoolRow = screen.getByRole('row', { name: /Oak Stool/ });
    expect(stoolRow).toHaveTextContent('Out of Stock');
    expect(stoolRow).toHaveTextContent('Inactive');
    expect(callsTo(api, 'GET', '/products/allproducts')).toEqual(['/api/products/allproducts?page=1&per_page=10']);
    expect(screen.getByRole('button', { name: 'Page 4' })).toBeInTheDocument();
    // The list comes by name; the server sorts products by name, price or date only.
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(screen.getByRole('columnheader', { name: 'SKU' })).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'Price' })).getByRole('button')).toBeInTheDocument();
  });

  it('searches by name alone, then by several criteria with the advanced search, and clears', async () => {
    const user = userEvent.setup();
    const api = productsApi();
    const { router } = renderScreen('/admin/products');
    await screen.findByRole('row', { name: /Oak Stool/ });
    await user.type(screen.getByLabelText('Search by name'), 'walnut');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Oak Stool/ })).toBeNull());
    expect(screen.getByText('Found 1')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/products/admin/search/name')).toEqual([
      '/api/products/admin/search/name?name=walnut&page=1&per_page=10',
    ]);

    await user.type(screen.getByLabelText('Search by SKU'), 'PROD-9');
    await user.selectOptions(screen.getByLabelText('Category', { selector: 'select' }), 'Tables');
    expect(await screen.findByText('No products match your search.')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/products/admin/search/advanced').at(-1)).toBe(
      '/api/products/admin/search/advanced?sku=PROD-9&name=walnut&category_id=3&page=1&per_page=10',
    );
    expect(router.state.location.search).toBe('?name=walnut&sku=PROD-9&category_id=3');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Total Products: 36')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('sorts by price on the server', async () => {
    const user = userEvent.setup();
    const api = productsApi();
    renderScreen('/admin/products');
    await screen.findByRole('row', { name: /Oak Stool/ });
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/products/allproducts').at(-1)).toBe(
        '/api/products/allproducts?page=1&per_page=10&sort=price&order=asc',
      ),
    );
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('creates a product with specification and feature lines, images and a toast', async () => {
    const user = userEvent.setup();
    const api = productsApi({
      'POST /api/products': () => ({
        status: 201,
        body: { success: true, data: { ...desk, id: 9, name: 'Cherry Bench' } },
      }),
    });
    renderScreen('/admin/products');
    await screen.findByRole('row', { name: /Oak Stool/ });
    await user.click(screen.getByRole('button', { name: 'Add New Product' }));
    const form = await screen.findByRole('dialog', { name: 'Add New Product' });
    expect(within(form).getByLabelText(/^SKU/)).toHaveAttribute('placeholder', 'PROD-001');
    expect(within(form).getByLabelText(/^Stock quantity/)).toHaveValue(0);
    expect(within(form).getByLabelText(/^Sort order/)).toHaveValue(1);
    await user.click(within(form).getByRole('button', { name: 'Create Product' }));
    expect(await within(form).findByText('The name field is required.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Name/), 'Cherry Bench');
    await user.type(within(form).getByLabelText(/^SKU/), 'PROD-009');
    await user.selectOptions(within(form).getByLabelText(/^Category/), 'Tables');
    await user.type(within(form).getByLabelText('Price'), '420');
    await user.click(within(form).getByRole('button', { name: 'Add specification' }));
    await user.type(within(form).getByLabelText('Specification 1'), 'Wood: Cherry');
    await user.click(within(form).getByRole('button', { name: 'Add specification' }));
    await user.click(within(form).getByRole('button', { name: 'Add feature' }));
    await user.type(within(form).getByLabelText('Feature 1'), 'Seats three');
    await user.upload(within(form).getByLabelText('Main image'), new File(['png'], 'bench.png', { type: 'image/png' }));
    await user.upload(
      within(form).getByLabelText('Add gallery images'),
      new File(['png'], 'side.png', { type: 'image/png' }),
    );
    expect(within(form).getByText('2 of 8 images (main image and gallery together).')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Product "Cherry Bench" created successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = formOf(api, 'POST', '/products');
    expect(sent.has('_method')).toBe(false);
    expect(sent.get('name')).toBe('Cherry Bench');
    expect(sent.get('category_id')).toBe('3');
    expect(sent.get('stock_quantity')).toBe('0');
    expect(sent.get('in_stock')).toBe('0');
    expect(sent.get('is_active')).toBe('1');
    expect(sent.getAll('specifications[]')).toEqual(['Wood: Cherry']);
    expect(sent.getAll('features[]')).toEqual(['Seats three']);
    expect((sent.get('image') as File).name).toBe('bench.png');
    expect((sent.getAll('gallery[]') as File[]).map((file) => file.name)).toEqual(['side.png']);
  });

  it('reads the product afresh to edit it, with its lines and gallery, and saves the changes', async () => {
    const user = userEvent.setup();
    const api = productsApi({ 'POST /api/products/5': () => ok({ ...desk, sale_price: null }) });
    renderScreen('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Walnut Desk' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(await within(form).findByLabelText('Specification 1')).toHaveValue('Wood: Black walnut');
    expect(within(form).getByLabelText('Specification 2')).toHaveValue('Hand-made');
    expect(within(form).getByLabelText('Feature 1')).toHaveValue('Dovetailed drawers');
    expect(callsTo(api, 'GET', '/products/5')).toHaveLength(1);

    await user.click(within(form).getByRole('button', { name: 'Remove specification 1' }));
    await user.clear(within(form).getByLabelText(/^Sale price/));
    // jsdom joins "Remove" and its visually hidden " gallery image 1" without the space.
    await user.click(within(form).getByRole('button', { name: /^Remove ?gallery image 1$/ }));
    expect(within(form).getByText('Will be removed')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText('Product "Walnut Desk" updated successfully.')).toBeInTheDocument();
    const sent = formOf(api, 'POST', '/products/5');
    expect(sent.get('_method')).toBe('PUT');
    expect(sent.get('sale_price')).toBe('');
    expect(sent.getAll('specifications[]')).toEqual(['Hand-made']);
    expect(sent.getAll('features[]')).toEqual(['Dovetailed drawers']);
    expect(sent.getAll('remove_gallery[]')).toEqual(['product-images/side.png']);
    expect(sent.has('image')).toBe(false);
  });

  it("edits price on request, the sale dates on the site's clock and made to order with its lead time", async () => {
    const user = userEvent.setup();
    const api = productsApi({
      'GET /api/editorial/settings': () =>
        ok({ time_zone: 'Europe/Paris', revision_days: 90, revision_keep: 50, trash_days: 30, preview_hours: 72 }),
      'GET /api/products/5': () =>
        ok({ ...desk, price_on_request: false, sale_starts_at: '2030-12-01T08:00:00.000Z', sale_ends_at: null }),
      'POST /api/products/5': () => ok(desk),
    });
    renderScreen('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Walnut Desk' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Product' });
    const starts = await within(form).findByLabelText('Sale starts');
    // 08:00 UTC is 09:00 in Paris in December.
    await waitFor(() => expect(starts).toHaveValue('2030-12-01T09:00'));
    expect(within(form).getAllByText('Site time (Europe/Paris)')).toHaveLength(2);
    expect(within(form).getByLabelText('Sale ends')).toHaveValue('');

    await user.click(within(form).getByLabelText('Price on request'));
    await user.type(within(form).getByLabelText('Sale ends'), '2030-12-24T18:30');
    await user.click(within(form).getByLabelText('Made to order'));
    await user.type(within(form).getByLabelText('Lead time (weeks)'), '6');
    await user.click(within(form).getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText('Product "Walnut Desk" updated successfully.')).toBeInTheDocument();
    const sent = formOf(api, 'POST', '/products/5');
    expect(sent.get('price_on_request')).toBe('1');
    expect(sent.get('sale_starts_at')).toBe('2030-12-01T08:00:00.000Z');
    expect(sent.get('sale_ends_at')).toBe('2030-12-24T17:30:00.000Z');
    expect(sent.get('made_to_order')).toBe('1');
    expect(sent.get('lead_time_weeks')).toBe('6');
  });

  it('lists a price on request and a product made to order as such', async () => {
    productsApi({
      'GET /api/products/allproducts': () =>
        page([
          { ...desk, price_on_request: true, on_sale: false },
          { ...stool, made_to_order: true, lead_time_weeks: 8 },
        ]),
    });
    renderScreen('/admin/products');
    const deskRow = await screen.findByRole('row', { name: /Walnut Desk/ });
    expect(deskRow).toHaveTextContent('On request');
    expect(deskRow).not.toHaveTextContent('$1,250.50');
    expect(screen.getByRole('row', { name: /Oak Stool/ })).toHaveTextContent('Made to order – ships in 8 weeks');
  });

  it('previews the main image and the gallery from their variants, with a note on those still being made', async () => {
    const variant = (width: number, extension: string) =>
      `/storage/variants/product-images/desk.png/w${width}.${extension}`;
    const srcset = (extension: string) => `${variant(320, extension)} 320w, ${variant(640, extension)} 640w`;
    const meta = {
      width: 800,
      height: 600,
      placeholder: '#705030',
      src: variant(640, 'jpg'),
      srcset: { avif: srcset('avif'), webp: srcset('webp'), jpeg: srcset('jpg') },
    };
    const user = userEvent.setup();
    productsApi({ 'GET /api/products/5': () => ok({ ...desk, image_meta: meta, gallery_meta: [null] }) });
    renderScreen('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Walnut Desk' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Product' });

    const main = await within(form).findByRole('img', { name: 'Current: Main image' });
    expect(main).toHaveAttribute('src', variant(640, 'jpg'));
    expect(main).toHaveAttribute('srcset', srcset('jpg'));
    expect(main.closest('figure')).toHaveTextContent(/^Current$/);
    const gallery = within(form).getByRole('img', { name: 'Gallery 1' });
    expect(gallery).toHaveAttribute('src', '/storage/product-images/side.png');
    expect(gallery.closest('li')).toHaveTextContent('CurrentProcessing: the optimised versions will appear shortly.');
  });

  it('says "Product not found" when the product is gone, and keeps a refused save open', async () => {
    const user = userEvent.setup();
    productsApi({
      'GET /api/products/5': () => fail(404, 'Product not found'),
      'POST /api/products': () =>
        fail(422, 'The given data was invalid.', { sku: ['The sku has already been taken.'] }),
    });
    renderScreen('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Walnut Desk' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Product not found');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Add New Product' }));
    const form = await screen.findByRole('dialog', { name: 'Add New Product' });
    await user.type(within(form).getByLabelText(/^Name/), 'Bench');
    await user.type(within(form).getByLabelText(/^SKU/), 'PROD-005');
    await user.selectOptions(within(form).getByLabelText(/^Category/), 'Tables');
    await user.type(within(form).getByLabelText('Price'), '10');
    await user.click(within(form).getByRole('button', { name: 'Create Product' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to create product');
    expect(within(form).getByText('The sku has already been taken.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^SKU/)).toHaveFocus();
  });

  it('deletes a product after the confirmation, with a toast', async () => {
    const user = userEvent.setup();
    const api = productsApi({ 'DELETE /api/products/6': () => ok(null) });
    renderScreen('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Delete Oak Stool' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this product?');
    expect(confirm).toHaveTextContent('NameOak Stool');
    expect(confirm).toHaveTextContent('SKUPROD-006');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product "Oak Stool" deleted successfully.')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', '/products/6')).toHaveLength(1);
  });

  it('reads a failed search with the spec texts', async () => {
    const user = userEvent.setup();
    productsApi({ 'GET /api/products/admin/search/name': () => fail(429, 'Too many requests.') });
    renderScreen('/admin/products');
    await screen.findByRole('row', { name: /Oak Stool/ });
    await user.type(screen.getByLabelText('Search by name'), 'oak');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search failed');
    expect(alert).toHaveTextContent('Search error: Too many requests.');
  });
});
