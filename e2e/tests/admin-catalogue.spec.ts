import {
  adminData,
  deleteRow,
  editRow,
  expect,
  expectServed,
  png,
  publicData,
  row,
  adminTest as test,
  unique,
} from '../support/admin.ts';

/** Product categories and products (spec admin §2 Categories, Products). */

type Item = Record<string, unknown> & { id: number };
interface Product extends Item {
  name: string;
  sku: string;
  gallery: string[];
  gallery_urls: string[];
  specifications: { key: string; value: string }[];
  features: string[];
}

test('categories: slug from the name, success banners, image, and a refused delete', async ({ page, request }) => {
  const name = unique('Garden Furniture');
  const slug = name.toLowerCase().replace(/ /g, '-');
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories Management' })).toBeVisible();
  await expect(page.getByText(/^Total Categories: \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Add New Category' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Category' });
  await create.getByLabel('Name').fill(name);
  await expect(create.getByLabel('Slug')).toHaveValue(slug);
  await create.getByLabel('Description').fill('Benches, tables and planters for outdoors.');
  await create.getByLabel('Image', { exact: true }).setInputFiles(png('garden.png'));
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Category "${name}" created successfully` })).toBeVisible();
  const created = (await publicData<Item[]>(request, '/categories')).find((item) => item.name === name);
  expect(created).toMatchObject({ slug });
  await expectServed(request, created?.image_url as string, /^image\/png/);

  const edit = await editRow(page, name, 'Edit Category');
  await edit.getByLabel('Slug').fill('garden-and-yard');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Category "${name}" updated successfully` })).toBeVisible();
  await expect(row(page, name)).toContainText('garden-and-yard');

  // A category that still has products cannot go (server 409): the message says why.
  const products = await publicData<{ data: Product[] }>(request, '/products?per_page=1');
  const busy = products.data[0].category as { id: number; name: string };
  await row(page, busy.name)
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  const refuse = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(refuse).toContainText('This action cannot be undone.');
  await refuse.getByRole('button', { name: 'Delete' }).click();
  await expect(refuse.getByRole('alert')).toContainText('Failed to delete category');
  await expect(refuse.getByRole('alert')).toContainText(/still has \d+ products?/);
  await refuse.getByRole('button', { name: 'Cancel' }).click();

  await deleteRow(page, name, 'Are you sure you want to delete this category?');
  await expect(page.getByRole('status').filter({ hasText: `Category "${name}" deleted successfully` })).toBeVisible();
  expect((await publicData<Item[]>(request, '/categories')).find((item) => item.name === name)).toBeUndefined();
});

test('products: add with images and lines, search, edit and delete', async ({
  page,
  request,
  adminToken,
  expectCleanPage,
}) => {
  const name = unique('Walnut Writing Desk');
  const sku = unique('E2E').replace(/ /g, '-').toUpperCase();
  const [category] = await publicData<Item[]>(request, '/categories');
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const create = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(create.getByLabel('SKU')).toHaveAttribute('placeholder', 'PROD-001');
  await create.getByRole('button', { name: 'Create Product' }).click();
  await expect(create.getByText('The name field is required.')).toBeVisible();

  await create.getByLabel('Name').fill(name);
  await create.getByLabel('SKU').fill(sku);
  await create.getByLabel('Category').selectOption({ label: String(category.name) });
  await create.getByLabel('Price', { exact: true }).fill('1250.5');
  await create.getByLabel('Sale price').fill('999');
  await create.getByLabel('Stock quantity').fill('3');
  await create.getByLabel('Short description').fill('A compact desk with two drawers.');
  await create.getByLabel('Featured').check();
  await create.getByRole('button', { name: 'Add specification' }).click();
  await create.getByLabel('Specification 1', { exact: true }).fill('Wood: Black walnut');
  await create.getByRole('button', { name: 'Add specification' }).click();
  await create.getByRole('button', { name: 'Add specification' }).click();
  await create.getByLabel('Specification 3', { exact: true }).fill('Width: 120 cm');
  await create.getByRole('button', { name: 'Add feature' }).click();
  await create.getByLabel('Feature 1', { exact: true }).fill('Dovetailed drawers');
  await create.getByLabel('Main image').setInputFiles(png('desk.png'));
  await create.getByLabel('Add gallery images').setInputFiles([png('side.png'), png('top.png')]);
  await expect(create.getByRole('img', { name: /New gallery upload 2/ })).toBeVisible();
  await create.getByRole('button', { name: 'Create Product' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Product "${name}" created successfully.` })).toBeVisible();

  const found = await adminData<{ data: Product[] }>(request, adminToken, `/products/admin/search/sku?sku=${sku}`);
  const product = found.data.find((item) => item.sku === sku) as Product;
  expect(product).toMatchObject({
    name,
    price: 1250.5,
    sale_price: 999,
    on_sale: true,
    stock_quantity: 3,
    in_stock: true,
    is_featured: true,
    is_active: true,
    category_id: category.id,
    specifications: [
      { key: 'Wood', value: 'Black walnut' },
      { key: 'Width', value: '120 cm' },
    ],
    features: ['Dovetailed drawers'],
  });
  expect(product.gallery).toHaveLength(2);
  await expectServed(request, product.image_url as string, /^image\/png/);
  await expectServed(request, product.gallery_urls[1], /^image\/png/);

  // Name search, SKU search, and both with the category (advanced search).
  await page.getByLabel('Search by name').fill(name);
  await expect(row(page, sku)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Search by name').fill('');
  await page.getByLabel('Search by SKU').fill(sku);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: String(category.name) });
  await expect(row(page, name)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Search by SKU').fill('NO-SUCH-SKU-XYZ');
  await expect(page.getByText('No products match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText(/^Total Products: \d+$/)).toBeVisible();

  await page.getByLabel('Search by SKU').fill(sku);
  const edit = await editRow(page, name, 'Edit Product');
  await expect(edit.getByLabel('Specification 2', { exact: true })).toHaveValue('Width: 120 cm');
  await edit.getByRole('button', { name: 'Remove specification 1' }).click();
  await edit.getByLabel('Sale price').fill('');
  await edit.getByLabel('Stock quantity').fill('0');
  await edit.getByRole('button', { name: 'Remove gallery image 1' }).click();
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, name)).toContainText('Out of Stock');

  const edited = await publicData<Product>(request, `/products/${product.id}`);
  expect(edited).toMatchObject({
    sale_price: null,
    on_sale: false,
    stock_quantity: 0,
    in_stock: false,
    specifications: [{ key: 'Width', value: '120 cm' }],
    gallery: [product.gallery[1]],
    image: product.image,
  });

  await deleteRow(page, name, 'Are you sure you want to delete this product?');
  expect((await request.get(`/api/products/${product.id}`)).status()).toBe(404);
  expectCleanPage();
});
