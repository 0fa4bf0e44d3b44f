import { productFields } from '@grain/contract/catalogue';
import { field } from '@grain/contract/fields';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderWithProviders, withApiMocks } from '../../../test/admin.tsx';
import { sampleProduct } from '../../../test/ui.tsx';
import { ScreenView } from '../admin-routes.tsx';
import { productsScreenOf } from '../screens/products.ts';
import { ToastProvider } from '../ui/toasts.tsx';

/**
 * Issue 49's claim, the admin's half (the API's and the export's are in the server's
 * catalogue/new-field.test.ts): a field added to the contract's `productFields` reaches the
 * product form and its save without another edit. The test cannot edit the contract, so it
 * builds Products Management of the contract's fields plus one, with `productsScreenOf`, the
 * function that builds the app's screen of `productFields`.
 */
const fields = { ...productFields, warranty_years: field.integer('Warranty years', { min: 0, max: 50 }) };

const bench = { ...sampleProduct({ id: 7, name: 'Cherry Bench', sku: 'PROD-007' }), warranty_years: 3 };

function renderProducts() {
  const api = mockApi({
    'GET /api/products/allproducts': () => ok({ data: [bench], current_page: 1, last_page: 1, per_page: 10, total: 1 }),
    'GET /api/categories': () => ok([{ id: 3, name: 'Tables', slug: 'tables' }]),
    'GET /api/products/7': () => ok(bench),
    'POST /api/products/7': () => ok({ ...bench, warranty_years: 10 }),
    'POST /api/products': () => ({ status: 201, body: { success: true, data: { ...bench, id: 8 } } }),
  });
  renderWithProviders(
    <ToastProvider>
      <ScreenView screen={productsScreenOf(fields)} />
    </ToastProvider>,
    { path: '/admin/products' },
  );
  return api;
}

const sentForm = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls.find(([input, init]) => init?.method === 'POST' && String(input) === `/api${path}`)?.[1]
    ?.body as FormData;

describe('a new product field in the admin', () => {
  withApiMocks();

  it('is in the product form, checked by its definition, and sent with the save', async () => {
    const user = userEvent.setup();
    const api = renderProducts();
    await user.click(await screen.findByRole('button', { name: 'Add New Product' }));
    const form = await screen.findByRole('dialog', { name: 'Add New Product' });
    const more = within(form).getByRole('group', { name: 'More' });
    const warranty = within(more).getByLabelText(/^Warranty years/);

    await user.type(within(form).getByLabelText(/^Name/), 'Oak Bench');
    await user.type(within(form).getByLabelText(/^SKU/), 'PROD-008');
    await user.selectOptions(within(form).getByLabelText(/^Category/), 'Tables');
    await user.type(within(form).getByLabelText('Price'), '300');
    await user.type(warranty, '60');
    await user.click(within(form).getByRole('button', { name: 'Create Product' }));
    expect(await within(form).findByText('The warranty years field must not be greater than 50.')).toBeInTheDocument();

    await user.clear(warranty);
    await user.type(warranty, '5');
    await user.click(within(form).getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product "Cherry Bench" created successfully.')).toBeInTheDocument();
    expect(sentForm(api, '/products').get('warranty_years')).toBe('5');
  });

  it("shows the product's stored value to edit, and sends the change", async () => {
    const user = userEvent.setup();
    const api = renderProducts();
    await user.click(await screen.findByRole('button', { name: 'Edit Cherry Bench' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Product' });
    const warranty = await within(form).findByLabelText(/^Warranty years/);
    expect(warranty).toHaveValue(3);
    await user.clear(warranty);
    await user.type(warranty, '10');
    await user.click(within(form).getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product "Cherry Bench" updated successfully.')).toBeInTheDocument();
    expect(sentForm(api, '/products/7').get('warranty_years')).toBe('10');
  });
});
