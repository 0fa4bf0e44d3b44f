import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { productListQuery, sortedBy } from './product-repository.ts';

describe('the indexed product search', () => {
  let t: TestApp;
  let categoryId: number;

  /** Names of the matches, sorted here: the collation of accented names differs between the databases. */
  const namesFor = async (q: string): Promise<string[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products/search?q=${encodeURIComponent(q)}&per_page=100`,
    });
    expect(response.statusCode).toBe(200);
    return response
      .json()
      .data.data.map((product: { name: string }) => product.name)
      .sort();
  };

  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await createCategory(t, 'Furniture');
    const products = [
      { name: 'Chêne Table', sku: 'TBL-001', description: '<p>Solid <em>Crème</em> finish</p>' },
      { name: 'Élan Chair', sku: 'CHR_01', short_description: 'Seat for 100% comfort' },
      { name: 'Oak Shelf 12" wide', sku: 'SHF-xy9' },
      { name: 'Walnut Desk', sku: 'DSK-100', description: '<p>Drawers of <b>oak</b></p>' },
      { name: 'Zinc Stool', sku: 'STL-7', is_active: false },
    ];
    for (const product of products) await createProduct(t, productBody(categoryId, product));
  });
  afterAll(() => t.close());

  it('ignores case and accents in the query and in the text, across words and fields', async () => {
    expect(await namesFor('chene')).toEqual(['Chêne Table']);
    expect(await namesFor('CHÊNE T')).toEqual(['Chêne Table']);
    expect(await namesFor('creme fin')).toEqual(['Chêne Table']);
    expect(await namesFor('elan')).toEqual(['Élan Chair']);
    expect(await namesFor('oak')).toEqual(['Oak Shelf 12" wide', 'Walnut Desk']);
    expect(await namesFor('dsk-1')).toEqual(['Walnut Desk']);
    expect(await namesFor('zinc')).toEqual([]);
  });

  it('takes %, _ and quotes as themselves', async () => {
    expect(await namesFor('100%')).toEqual(['Élan Chair']);
    expect(await namesFor('chr_0')).toEqual(['Élan Chair']);
    expect(await namesFor('12" w')).toEqual(['Oak Shelf 12" wide']);
    expect(await namesFor('"')).toEqual(['Oak Shelf 12" wide']);
    expect(await namesFor('1_0')).toEqual([]);
  });

  it('answers queries of one and two characters by scanning, with the same meaning', async () => {
    expect(await namesFor('é')).toEqual(['Chêne Table', 'Oak Shelf 12" wide', 'Walnut Desk', 'Élan Chair']);
    expect(await namesFor('xy')).toEqual(['Oak Shelf 12" wide']);
    expect(await namesFor('%')).toEqual(['Élan Chair']);
    expect(await namesFor('_')).toEqual(['Élan Chair']);
    expect(await namesFor('Ch')).toEqual(['Chêne Table', 'Élan Chair']);
  });

  it('sees a write at once: a new product, a renamed one and a deleted one', async () => {
    const added = await createProduct(t, productBody(categoryId, { name: 'Zebrawood Bench', sku: 'BNC-900' }));
    expect(await namesFor('zebrawood')).toEqual(['Zebrawood Bench']);

    const renamed = await t.asAdmin({
      method: 'PUT',
      url: `/api/products/${added.id}`,
      payload: { name: 'Padauk Bench' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await namesFor('zebrawood')).toEqual([]);
    expect(await namesFor('padauk')).toEqual(['Padauk Bench']);

    expect((await t.asAdmin({ method: 'DELETE', url: `/api/products/${added.id}` })).statusCode).toBe(200);
    expect(await namesFor('padauk')).toEqual([]);
  });

  it('has its index, and the search query uses it', async () => {
    const { db } = t.app.grain;
    const query = productListQuery(db, { activeOnly: true, q: 'walnut' }, sortedBy('name', 'asc'), {
      limit: 12,
      offset: 0,
    }).compile();
    if (testDialect === 'sqlite') {
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
      const indexed = await sql<{ rowid: number }>`
        select rowid from products_search where products_search match '"walnut"'`.execute(db);
      expect(indexed.rows).toHaveLength(1);
    } else {
      const { rows } = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes where tablename = 'products' and schemaname = current_schema()
        and indexname = 'products_search_text_trgm'`.execute(db);
      expect(rows[0].indexdef).toContain('USING gin (search_text public.gin_trgm_ops)');
    }
  });
});
