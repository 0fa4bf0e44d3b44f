import type { Product } from '@grain/contract/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createProduct,
  pngPart,
  productBody,
  rowCount,
  storedFileExists,
} from '../../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { deleteMediaItemAt, noTraces, storedTraces } from '../../../test/media.ts';
import { multipart } from '../../../test/multipart.ts';
import { purgeExpiredTrash } from './trash-store.ts';

const FOLDER = 'product-images';

describe('the trash', () => {
  let t: TestApp;
  let category: number;
  let sku = 0;

  beforeAll(async () => {
    t = await createTestApp();
    category = await createCategory(t, 'Tables');
  });
  afterAll(() => t.close());

  /** A product with a main image, two gallery images, specifications and features. */
  async function productWithFiles(name = 'Oak Table'): Promise<Product> {
    sku += 1;
    const form = multipart({
      name,
      sku: `TRASH-${sku}`,
      price: '100',
      stock_quantity: '2',
      category_id: String(category),
      'specifications[]': ['Material: Oak', 'Finish: Oil'],
      'features[]': ['Seats eight', 'Extendable'],
      image: await pngPart('main.png'),
      'gallery[]': [await pngPart('side.png'), await pngPart('top.png')],
    });
    const response = await t.asAdmin({ method: 'POST', url: '/api/products', ...form });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  }

  const trashList = async (collection?: string) => {
    const query = collection ? `?collection=${collection}` : '';
    const response = await t.asAdmin({ method: 'GET', url: `/api/editorial/trash${query}` });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const entryOf = async (collection: string, recordId: number) =>
    (await trashList(collection)).data.find((entry: { record_id: number }) => entry.record_id === recordId);
  const filesOf = (product: Product) => [product.image as string, ...product.gallery];
  const allExist = async (paths: string[]) => Promise.all(paths.map((path) => storedFileExists(t, path)));

  it('moves a deleted product with its child rows into the trash, keeping its files', async () => {
    const product = await productWithFiles('Trashed Table');
    const childRows = await rowCount(t, 'product_images');
    const response = await t.asAdmin({ method: 'DELETE', url: `/api/products/${product.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Product deleted successfully');

    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
    expect((await t.asAdmin({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
    expect(await rowCount(t, 'product_images')).toBe(childRows - 2);
    expect(await allExist(filesOf(product))).toEqual([true, true, true]);

    const entry = await entryOf('products', product.id);
    expect(entry).toEqual({
      id: expect.any(Number),
      collection: 'products',
      collection_label: 'Product',
      record_id: product.id,
      label: 'Trashed Table',
      deleted_by_name: 'Ada Admin',
      deleted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      purge_after: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const days = (Date.parse(entry.purge_after) - Date.parse(entry.deleted_at)) / (24 * 3600 * 1000);
    expect(Math.round(days)).toBe(30);
  });

  it('restores a product with its id, gallery, specifications and features, and moves the version on', async () => {
    const product = await productWithFiles('Restored Table');
    await t.asAdmin({ method: 'DELETE', url: `/api/products/${product.id}` });
    const entry = await entryOf('products', product.id);
    const before = await t.app.grain.contentVersion.current();

    const response = await t.asAdmin({ method: 'POST', url: `/api/editorial/trash/${entry.id}/restore` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ collection: 'products', record_id: product.id });
    expect(await t.app.grain.contentVersion.current()).toBeGreaterThan(before);

    const read = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      id: product.id,
      name: 'Restored Table',
      image: product.image,
      gallery: product.gallery,
      specifications: [
        { key: 'Material', value: 'Oak' },
        { key: 'Finish', value: 'Oil' },
      ],
      features: ['Seats eight', 'Extendable'],
    });
    expect(await entryOf('products', product.id)).toBeUndefined();
    // Deleted again, it is in the trash again.
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/products/${product.id}` })).statusCode).toBe(200);
    expect(await entryOf('products', product.id)).toBeDefined();
  });

  it('moves a content record deleted by POST _method=DELETE into the trash and restores it', async () => {
    const created = await t.asAdmin({ method: 'POST', url: '/api/banners', payload: { title: 'Spring sale' } });
    const id = created.json().data.id;
    const form = multipart({ _method: 'DELETE' });
    expect((await t.asAdmin({ method: 'POST', url: `/api/banners/${id}`, ...form })).statusCode).toBe(200);
    expect((await t.asAdmin({ method: 'GET', url: `/api/banners/${id}` })).statusCode).toBe(404);
    const entry = await entryOf('banners', id);
    expect(entry).toMatchObject({ collection: 'banners', collection_label: 'Banner', label: 'Spring sale' });
    expect((await trashList('products')).data.some((row: { id: number }) => row.id === entry.id)).toBe(false);

    expect((await t.asAdmin({ method: 'POST', url: `/api/editorial/trash/${entry.id}/restore` })).statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/banners/${id}` });
    expect(read.json().data).toMatchObject({ id, title: 'Spring sale' });
  });

  it('refuses a restore whose category is gone, or whose sku another product took', async () => {
    const otherCategory = await createCategory(t, 'Chairs');
    const chair = await createProduct(t, productBody(otherCategory, { sku: 'CHAIR-1', name: 'Chair' }));
    await t.asAdmin({ method: 'DELETE', url: `/api/products/${chair.id}` });
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/categories/${otherCategory}` })).statusCode).toBe(200);
    const chairEntry = await entryOf('products', chair.id);
    const gone = await t.asAdmin({ method: 'POST', url: `/api/editorial/trash/${chairEntry.id}/restore` });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe("This product's category no longer exists. Restore the category first.");

    const stool = await createProduct(t, productBody(category, { sku: 'STOOL-1', name: 'Stool' }));
    await t.asAdmin({ method: 'DELETE', url: `/api/products/${stool.id}` });
    await createProduct(t, productBody(category, { sku: 'STOOL-1', name: 'New stool' }));
    const stoolEntry = await entryOf('products', stool.id);
    const taken = await t.asAdmin({ method: 'POST', url: `/api/editorial/trash/${stoolEntry.id}/restore` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      "Another product now uses this product's SKU. Change that one first, then restore this product.",
    );
    expect(await entryOf('products', stool.id)).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${stool.id}` })).statusCode).toBe(404);
  });

  it('still refuses to delete a category with products, and trashes nothing then', async () => {
    const own = await createCategory(t, 'Desks');
    await createProduct(t, productBody(own, { sku: 'DESK-1', name: 'Desk' }));
    const response = await t.asAdmin({ method: 'DELETE', url: `/api/categories/${own}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This category still has 1 product. Move or delete it first.');
    expect(await entryOf('categories', own)).toBeUndefined();
  });

  it('purges now: the files stay as library items, deletable once nothing references them', async () => {
    const product = await productWithFiles('Purged Table');
    await t.asAdmin({ method: 'DELETE', url: `/api/products/${product.id}` });
    // A draft of another record still uses the main image.
    const at = new Date().toISOString();
    await t.app.grain.db
      .insertInto('record_drafts')
      .values({
        collection: 'products',
        record_id: null,
        data: JSON.stringify({ name: 'Copy', image: product.image }),
        base_updated_at: null,
        version: 1,
        created_by: null,
        updated_by: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const entry = await entryOf('products', product.id);
    const response = await t.asAdmin({ method: 'DELETE', url: `/api/editorial/trash/${entry.id}` });
    expect(response.statusCode).toBe(200);
    expect(await entryOf('products', product.id)).toBeUndefined();
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/editorial/trash/${entry.id}` })).statusCode).toBe(404);
    // A record that lets go of its files never deletes them: all three stay, as library items.
    expect(await allExist(filesOf(product))).toEqual([true, true, true]);
    const [main, ...gallery] = filesOf(product);
    // The draft still uses the main image: the library refuses to delete it.
    const refused = await deleteMediaItemAt(t, main!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.uses).toEqual(['Product “Copy” (draft)']);
    expect(await storedTraces(t, main!)).toMatchObject({ file: true, original: true, item: true });
    // Nothing uses the gallery images any more: deleting them removes their files.
    for (const path of gallery) {
      expect(await storedTraces(t, path)).toMatchObject({ file: true, original: true, item: true });
      expect((await deleteMediaItemAt(t, path)).statusCode).toBe(204);
      expect(await storedTraces(t, path)).toEqual(noTraces);
    }
  });

  it("purges expired entries only in the runner's housekeeping; their files stay as library items until deleted", async () => {
    const product = await productWithFiles('Expiring Table');
    await t.app.grain.images.drain();
    await t.asAdmin({ method: 'DELETE', url: `/api/products/${product.id}` });
    const entry = await entryOf('products', product.id);
    const count = async () => (await trashList()).total;
    const total = await count();

    expect(await purgeExpiredTrash(t.app.grain, t.app.grain.editorial.collections, new Date().toISOString())).toBe(0);
    expect(await count()).toBe(total);

    const later = new Date(Date.parse(entry.purge_after) + 1000).toISOString();
    // The runner's hourly housekeeping, with a fake "now".
    await t.app.grain.editorial.runner.housekeeping(later);
    expect(await entryOf('products', product.id)).toBeUndefined();
    expect(await allExist(filesOf(product))).toEqual([true, true, true]);
    for (const path of filesOf(product)) {
      expect(await storedTraces(t, path)).toEqual({
        file: true,
        original: true,
        variants: true,
        variantRow: true,
        item: true,
      });
      expect((await deleteMediaItemAt(t, path)).statusCode).toBe(204);
      expect(await storedTraces(t, path)).toEqual(noTraces);
    }
    expect(await t.app.grain.storage.exists(`${FOLDER}/none`)).toBe(false);
  });
});
