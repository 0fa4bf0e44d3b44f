import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, rowCount } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

const ROWS = 10_000;

/** 10,000 generated rows over three categories, one in a hundred invalid (a negative stock). */
function generatedCsv(): string {
  const lines = ['sku,name,category,price,stock_quantity,is_active,specifications,features,gallery'];
  for (let index = 1; index <= ROWS; index++) {
    const stock = index % 100 === 0 ? -1 : index % 7;
    lines.push(
      [
        `GEN-${String(index).padStart(5, '0')}`,
        `"Generated piece ${index}, oak"`,
        ['Tables', 'Chairs', 'Floors'][index % 3],
        (index % 500) + 10.5,
        stock,
        index % 2,
        'Material: Oak|Finish: Oil',
        'Handmade|Guaranteed',
        `https://images.example.com/${index}.jpg`,
      ].join(','),
    );
  }
  return lines.join('\n');
}

describe('product CSV with 10,000 rows', () => {
  let t: TestApp;
  const csv = generatedCsv();
  const upload = (query: string) =>
    t.asAdmin({
      method: 'POST',
      url: `/api/products/import${query}`,
      ...multipart({ file: { filename: 'big.csv', contentType: 'text/csv', content: Buffer.from(csv) } }),
    });

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['Tables', 'Chairs', 'Floors']) await createCategory(t, name);
  });
  afterAll(() => t.close());

  it('dry-runs, refuses mode=all, imports the valid rows, and exports them all again', async () => {
    const timings: Record<string, number> = {};
    const timed = async <T>(name: string, run: () => Promise<T>) => {
      const start = performance.now();
      const result = await run();
      timings[name] = Math.round(performance.now() - start);
      return result;
    };

    const dry = (await timed('dry run', () => upload('?dry_run=1'))).json().data;
    expect(dry).toMatchObject({ rows: ROWS, valid_rows: 9_900, invalid_rows: 100, created: 0 });
    expect(dry.errors[0]).toMatchObject({ line: 101, sku: 'GEN-00100', field: 'stock_quantity' });
    expect(await rowCount(t, 'products')).toBe(0);

    const all = (await timed('mode=all', () => upload('?mode=all'))).json().data;
    expect(all).toMatchObject({ created: 0, invalid_rows: 100 });
    expect(await rowCount(t, 'products')).toBe(0);

    const valid = (await timed('mode=valid', () => upload('?mode=valid'))).json().data;
    expect(valid).toMatchObject({ created: 9_900, updated: 0, invalid_rows: 100 });
    expect(await rowCount(t, 'products')).toBe(9_900);
    expect(await rowCount(t, 'product_specifications')).toBe(19_800);
    expect(await rowCount(t, 'product_images')).toBe(9_900);

    const exported = await timed('export', () => t.asAdmin({ method: 'GET', url: '/api/products/export.csv' }));
    const rows = parse(exported.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(9_900);
    expect(rows[0]).toMatchObject({ sku: 'GEN-00001', category: 'Chairs', features: 'Handmade|Guaranteed' });

    const again = (
      await timed('re-import (updates)', () =>
        t.asAdmin({
          method: 'POST',
          url: '/api/products/import?mode=all',
          ...multipart({
            file: { filename: 'again.csv', contentType: 'text/csv', content: Buffer.from(exported.body) },
          }),
        }),
      )
    ).json().data;
    expect(again).toMatchObject({ rows: 9_900, updated: 9_900, created: 0, errors: [] });
    console.log(`product CSV, 10,000 rows (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'}):`, timings);
  }, 600_000);
});
