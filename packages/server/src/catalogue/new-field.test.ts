import fs from 'node:fs/promises';
import path from 'node:path';
import { productFields } from '@grain/contract/catalogue';
import { field } from '@grain/contract/fields';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, productBody } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { tablePath } from '../backup/archive-format.ts';
import { exportBackup } from '../backup/export.ts';
import { productCollectionOf } from './products.ts';

/**
 * Issue 49's claim: a field added to the contract's `productFields` reaches the API and the
 * export with a migration alone, no other edit to product code. The test cannot edit the
 * contract, so it does what that edit would: it builds the product collection of the
 * contract's fields plus one (`productCollectionOf`, as catalogue/products.ts does for the
 * app), runs the migration that edit would come with, and serves it with the unchanged app.
 * The admin half is web/src/admin/products/new-field.test.tsx.
 */
const fields = { ...productFields, warranty_years: field.integer('Warranty years', { min: 0, max: 50 }) };

describe('a new product field', () => {
  let t: TestApp;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp({}, { products: productCollectionOf(fields) });
    // The migration: `npm run migrate` would run this as 00xx-product-warranty.ts.
    await t.app.grain.db.schema.alterTable('products').addColumn('warranty_years', 'integer').execute();
    categoryId = await createCategory(t, 'Tables');
  });
  afterAll(() => t.close());

  it('is validated, stored and answered by the create, the read, the lists and the update', async () => {
    const form = multipart(productBody(categoryId, { warranty_years: '5' }));
    const created = await t.asAdmin({ method: 'POST', url: '/api/products', ...form });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data.warranty_years).toBe(5);

    expect((await t.app.inject({ url: `/api/products/${id}` })).json().data.warranty_years).toBe(5);
    const list = await t.app.inject({ url: '/api/products' });
    expect(list.json().data.data.map((product: { warranty_years: unknown }) => product.warranty_years)).toEqual([5]);

    const refused = await t.asAdmin({ method: 'PUT', url: `/api/products/${id}`, payload: { warranty_years: 51 } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      warranty_years: ['The warranty years field must not be greater than 50.'],
    });

    const updated = await t.asAdmin({ method: 'PUT', url: `/api/products/${id}`, payload: { warranty_years: '' } });
    expect(updated.json().data.warranty_years).toBeNull();
    await t.asAdmin({ method: 'PUT', url: `/api/products/${id}`, payload: { warranty_years: 10 } });
  });

  it('is documented in the OpenAPI description of the product answers', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const text = JSON.stringify(document.paths['/api/products/{id}'].get.responses['200']);
    expect(text).toContain('"warranty_years"');
  });

  it('travels in the export, in the products table', async () => {
    const file = path.join(t.config.storageDir, '..', 'backup.tar.gz');
    await exportBackup({ database: t.database, storageDir: t.config.storageDir, file });
    const extracted = path.join(t.config.storageDir, '..', 'extracted');
    await fs.mkdir(extracted);
    await tar.x({ file, cwd: extracted });
    const rows = (await fs.readFile(path.join(extracted, tablePath('products')), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(rows.map((row) => row.warranty_years)).toEqual([10]);
  });
});
