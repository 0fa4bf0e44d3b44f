import { plainProductTerms } from '@grain/contract/catalogue';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { insertProduct, listProducts, productListQuery, sortedBy } from './product-repository.ts';

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

describe('the plans of a search with many matches', () => {
  let t: TestApp;
  const expected: Array<{ id: number; name: string; price: number; matches: boolean; active: boolean }> = [];

  beforeAll(async () => {
    t = await createTestApp();
    const category = await createCategory(t, 'Tables');
    const { db } = t.app.grain;
    for (let n = 1; n <= 150; n++) {
      const matches = n % 5 !== 0;
      const active = n % 13 !== 0;
      const name = `Table ${String((n * 37) % 151).padStart(3, '0')}`;
      const price = 100 + ((n * 53) % 97);
      const id = await insertProduct(
        db,
        {
          name,
          sku: `TBL-${n}`,
          description: matches ? '<p>An <em>Héirloom</em> piece</p>' : '<p>Everyday piece</p>',
          short_description: null,
          price,
          sale_price: null,
          stock_quantity: 1,
          is_featured: false,
          is_active: active,
          customized: false,
          category_id: category,
          sort_order: 0,
          image: null,
          ...plainProductTerms,
        },
        { gallery: [], specifications: [], features: [] },
      );
      expected.push({ id, name, price, matches, active });
    }
  });
  afterAll(() => t.close());

  it('every plan gives the same pages, in every order', async () => {
    const { db } = t.app.grain;
    const matching = expected.filter((product) => product.matches && product.active);
    const orders: Array<[ReturnType<typeof sortedBy>, (a: (typeof expected)[0], b: (typeof expected)[0]) => number]> = [
      [sortedBy('name', 'asc'), (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)],
      [sortedBy('price', 'desc'), (a, b) => b.price - a.price || b.id - a.id],
    ];
    for (const [ordering, compare] of orders) {
      const sorted = [...matching].sort(compare).map((product) => product.id);
      for (const window of [
        { limit: 12, offset: 0 },
        { limit: 12, offset: 36 },
        { limit: 50, offset: 50 },
      ]) {
        const page = sorted.slice(window.offset, window.offset + window.limit);
        for (const plan of ['index', 'index-walk', 'walk'] as const) {
          const rows = await listProducts(db, { activeOnly: true, q: 'heirloom' }, ordering, window, { plan });
          expect(
            rows.map((row) => row.id),
            `${plan} ${ordering[0].join(' ')} ${window.offset}`,
          ).toEqual(page);
        }
      }
    }
  });
});
