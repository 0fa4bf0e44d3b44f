import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody, rowCount } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

const HEADER =
  'sku,name,category,price,sale_price,stock_quantity,is_active,is_featured,customized,sort_order,short_description,description,image,gallery,specifications,features';

const csvFile = (text: string) => ({ filename: 'products.csv', contentType: 'text/csv', content: Buffer.from(text) });

describe('product CSV', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const tables = await createCategory(t, 'Tables');
    await createCategory(t, 'Chairs');
    await createProduct(
      t,
      productBody(tables, {
        sku: 'TBL-001',
        description: '<p>Solid oak, "oiled", with a comma, and a\nline break.</p>',
        gallery: ['https://images.example.com/a.jpg', 'https://images.example.com/b.jpg'],
        specifications: ['Material: Oak', 'Finish: Oil'],
        features: ['Handmade', 'Ten-year guarantee'],
        sale_price: 999.5,
      }),
    );
  });
  afterAll(() => t.close());

  const importCsv = (text: string, query = '') =>
    t.asAdmin({ method: 'POST', url: `/api/products/import${query}`, ...multipart({ file: csvFile(text) }) });
  const exportCsv = () => t.asAdmin({ method: 'GET', url: '/api/products/export.csv' });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/products/export.csv' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      ...multipart({ file: csvFile(HEADER) }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('exports every product with its category by name and its lists |-separated', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      sku: 'TBL-001',
      category: 'Tables',
      price: '1250',
      sale_price: '999.5',
      is_active: '1',
      gallery: 'https://images.example.com/a.jpg|https://images.example.com/b.jpg',
      specifications: 'Material: Oak|Finish: Oil',
      features: 'Handmade|Ten-year guarantee',
    });
    expect(rows[0].description).toContain('"oiled", with a comma, and a\nline break.');
  });

  it('imports its own export again without a change', async () => {
    const exported = (await exportCsv()).body;
    const response = await importCsv(exported, '?mode=all');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ rows: 1, valid_rows: 1, created: 0, updated: 1, errors: [] });
    expect((await exportCsv()).body).toBe(exported);
  });

  it('reports every row error with its line and field on a dry run, and writes nothing', async () => {
    const before = await rowCount(t, 'products');
    const text = [
      HEADER,
      'NEW-1,Oak Stool,Chairs,120,,3,1,0,0,1,,,,,,',
      ',No SKU,Chairs,abc,,-1,1,0,0,1,,,,,,',
      'NEW-2,Pine Bench,Benches,80,,2,1,0,0,1,,,,,,',
      '"NEW-3","Multi\nline name",Chairs,90,,2,1,0,0,1,,,/storage/product-images/missing.jpg,,,',
      'NEW-1,Again,Chairs,120,,3,1,0,0,1,,,,,,',
    ].join('\n');
    const response = await importCsv(text, '?dry_run=1');
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ dry_run: true, rows: 5, valid_rows: 1, invalid_rows: 4, created: 0 });
    const where = report.errors.map((error: { line: number; field: string }) => `${error.line}:${error.field}`);
    expect(where).toEqual(
      expect.arrayContaining(['3:sku', '3:price', '3:stock_quantity', '4:category', '5:image', '7:sku']),
    );
    // The unknown category is said once, by its name.
    expect(report.errors.filter((error: { line: number }) => error.line === 4)).toEqual([
      { line: 4, sku: 'NEW-2', field: 'category', message: 'No category is named Benches.' },
    ]);
    expect(await rowCount(t, 'products')).toBe(before);
  });

  it('writes nothing with mode=all while a row fails, and the valid rows with mode=valid', async () => {
    const text = [HEADER, 'VAL-1,Ash Shelf,Tables,60,,5,1,0,0,1,,,,,,', 'VAL-2,,Tables,60,,5,1,0,0,1,,,,,,'].join('\n');
    const before = await rowCount(t, 'products');
    const all = (await importCsv(text, '?mode=all')).json();
    expect(all.data).toMatchObject({ created: 0, updated: 0, invalid_rows: 1 });
    expect(all.message).toBe('Nothing was imported: 1 rows have errors.');
    expect(await rowCount(t, 'products')).toBe(before);
    const valid = (await importCsv(text, '?mode=valid')).json().data;
    expect(valid).toMatchObject({ created: 1, invalid_rows: 1 });
    expect(valid.errors[0]).toMatchObject({ line: 3, field: 'name' });
    expect(await rowCount(t, 'products')).toBe(before + 1);
  });

  it('creates unknown categories when asked, and keeps columns the file leaves out', async () => {
    const created = await importCsv(
      ['sku,name,category,price,stock_quantity', 'CAT-1,Walnut Desk,Desks,700,1'].join('\n'),
      '?create_categories=1',
    );
    expect(created.json().data).toMatchObject({ created: 1, new_categories: ['Desks'] });
    const partial = await importCsv(['sku,price', 'CAT-1,750'].join('\n'));
    expect(partial.json().data).toMatchObject({ updated: 1, errors: [] });
    const rows = parse((await exportCsv()).body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.sku === 'CAT-1')).toMatchObject({
      name: 'Walnut Desk',
      price: '750',
      category: 'Desks',
    });
  });

  it('refuses a file with unknown columns or no sku column as a whole', async () => {
    const unknown = await importCsv('sku,colour\nA,red');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.file[0]).toBe('Unknown columns: colour.');
    expect((await importCsv('name\nA')).json().errors.file[0]).toBe('The file needs a sku column.');
  });
});
