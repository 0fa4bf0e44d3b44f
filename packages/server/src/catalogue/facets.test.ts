import { type ProductSummary, plainProductTerms } from '@grain/contract/catalogue';
import type { Page } from '@grain/contract/envelope';
import { type FacetFilters, facetSlug, MIN_FACET_PRODUCTS } from '@grain/contract/product-facets';
import type { Facet, FacetKeyMapping } from '@grain/contract/product-facets-schema';
import { DEFAULT_PRODUCT_SEARCH, productSearchParams } from '@grain/contract/product-search';
import type { ProductSearch } from '@grain/contract/product-search-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fromBoolean } from '../db/values.ts';
import { insertProduct } from './product-repository.ts';

/** A deterministic pseudo-random sequence: every run checks the same catalogue. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Generated {
  name: string;
  category: number;
  price: number;
  customized: boolean;
  active: boolean;
  specifications: Array<{ key: string; value: string }>;
}

const MATERIALS = ['Oak', 'oak', 'Walnut', 'Ash', 'Chêne', 'Solid oak', 'Teak'];
const FINISHES = ['Natural oil', 'Lacquer', 'Wax', 'Natural  Oil'];
const COLOURS = ['Light', 'Dark', 'Honey', 'Black'];

function generate(count: number, categories: number[]): Generated[] {
  const random = sequence(7);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, n) => {
    const specifications: Generated['specifications'] = [];
    if (random() < 0.85)
      specifications.push({ key: pick(['Material', 'material', 'MATERIAL ']), value: pick(MATERIALS) });
    if (random() < 0.15) specifications.push({ key: 'Material', value: pick(MATERIALS) });
    if (random() < 0.6) specifications.push({ key: 'Finish', value: pick(FINISHES) });
    if (random() < 0.5) specifications.push({ key: 'Colour', value: pick(COLOURS) });
    if (random() < 0.3) specifications.push({ key: 'Seats', value: String(1 + Math.floor(random() * 6)) });
    if (random() < 0.3) specifications.push({ key: 'Handmade', value: '' });
    if (n % 160 === 3) specifications.push({ key: 'Rare key', value: 'Only here' });
    return {
      name: `${random() < 0.2 ? 'Heirloom ' : ''}${pick(['Table', 'Chair', 'Desk', 'Bench'])} ${n}`,
      category: pick(categories),
      price: 50 + Math.floor(random() * 950),
      customized: random() < 0.3,
      active: random() < 0.9,
      specifications,
    };
  });
}

/** Whether a generated product is one the search finds, its facet filters aside. */
const matchesSearch = (product: Generated, search: ProductSearch) =>
  product.active &&
  (search.category_id === null || product.category === search.category_id) &&
  (search.q === null || product.name.toLowerCase().includes(search.q.toLowerCase())) &&
  (search.price_min === null || product.price >= search.price_min) &&
  (search.price_max === null || product.price <= search.price_max) &&
  (search.customized === null || product.customized === search.customized);

/** The facets a search should show, counted product by product. */
function bruteForce(products: Generated[], search: ProductSearch, labels: Map<string, string>): Facet[] {
  const base = products.filter((product) => matchesSearch(product, search));
  const valuesOf = (product: Generated, key: string) =>
    new Set(
      product.specifications
        .filter((line) => facetSlug(line.key) === key && facetSlug(line.value) !== '')
        .map((line) => facetSlug(line.value)),
    );
  const passes = (product: Generated, except: string | null) =>
    Object.entries(search.facets).every(
      ([key, chosen]) => key === except || chosen.some((value) => valuesOf(product, key).has(value)),
    );
  const keys = new Set(products.flatMap((product) => product.specifications.map((line) => facetSlug(line.key))));
  const facets: Facet[] = [];
  for (const key of [...keys].filter((slug) => slug !== '')) {
    const counts = new Map<string, number>();
    for (const product of base.filter((candidate) => passes(candidate, key))) {
      for (const value of valuesOf(product, key)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const chosen = search.facets[key] ?? [];
    for (const value of chosen) if (!counts.has(value) && labels.has(`${key} ${value}`)) counts.set(value, 0);
    // Whether a key is a filter depends on the active products that have it, not on the search.
    const usage = products.filter((product) => product.active && valuesOf(product, key).size > 0).length;
    if (counts.size === 0 || (usage < MIN_FACET_PRODUCTS && chosen.length === 0)) continue;
    facets.push({
      key,
      label: labels.get(key) as string,
      values: [...counts].map(([value, count]) => ({
        value,
        label: labels.get(`${key} ${value}`) as string,
        count,
        selected: chosen.includes(value),
      })),
    });
  }
  return facets;
}

const sorted = (facets: Facet[]) =>
  facets
    .map((facet) => ({ ...facet, values: [...facet.values].sort((a, b) => a.value.localeCompare(b.value)) }))
    .sort((a, b) => a.key.localeCompare(b.key));

describe('product facets', () => {
  let t: TestApp;
  let products: Generated[];
  const categories: number[] = [];
  /** The spelling first seen of each key and value, as the mapping names them. */
  const labels = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['Chairs', 'Tables', 'Desks']) categories.push(await createCategory(t, name));
    products = generate(320, categories);
    for (const [n, product] of products.entries()) {
      for (const line of product.specifications) {
        const key = facetSlug(line.key);
        if (!labels.has(key)) labels.set(key, line.key.trim());
        const value = `${key} ${facetSlug(line.value)}`;
        if (line.value && !labels.has(value)) labels.set(value, line.value.trim());
      }
      await insertProduct(
        t.app.grain.db,
        {
          name: product.name,
          sku: `GEN-${n}`,
          description: null,
          short_description: null,
          price: product.price,
          sale_price: null,
          stock_quantity: 3,
          ...plainProductTerms,
          is_featured: false,
          is_active: product.active,
          customized: product.customized,
          category_id: product.category,
          sort_order: 1,
          image: null,
        },
        { gallery: [], specifications: product.specifications, features: [] },
      );
    }
  });
  afterAll(() => t.close());

  const facetsOf = async (search: Partial<ProductSearch>) => {
    const query = productSearchParams({ ...DEFAULT_PRODUCT_SEARCH, ...search }).toString();
    const response = await t.app.inject({ method: 'GET', url: `/api/products/facets?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Facet[];
  };
  const totalOf = async (search: Partial<ProductSearch>) => {
    const query = productSearchParams({ ...DEFAULT_PRODUCT_SEARCH, ...search }).toString();
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Page<ProductSummary>).total;
  };

  const searches: Array<[string, Partial<ProductSearch>]> = [
    ['no criteria', {}],
    ['a category', { category_id: 0 }],
    ['a category and one value', { category_id: 0, facets: { material: ['oak'] } }],
    ['two values of one key', { facets: { material: ['oak', 'walnut'] } }],
    ['values of two keys', { facets: { material: ['oak', 'ash'], finish: ['natural-oil'] } }],
    ['a search with a filter', { q: 'heirloom', facets: { colour: ['dark', 'honey'] } }],
    ['a search in a category with prices', { q: 'heirloom', category_id: 1, price_min: 200, price_max: 800 }],
    ['customized with three keys', { customized: true, facets: { material: ['teak'], finish: ['wax'], seats: ['2'] } }],
    ['a value no product of the search has', { category_id: 2, facets: { material: ['chene'], colour: ['black'] } }],
  ];

  it.each(searches)('counts like a product-by-product count: %s', async (_, given) => {
    const search = {
      ...DEFAULT_PRODUCT_SEARCH,
      ...given,
      category_id: given.category_id == null ? null : categories[given.category_id],
    };
    const expected = bruteForce(products, search, labels);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await facetsOf(search))).toEqual(sorted(expected));
  });

  it.each(searches)('lists the products the filters leave: %s', async (_, given) => {
    const search = {
      ...DEFAULT_PRODUCT_SEARCH,
      ...given,
      category_id: given.category_id == null ? null : categories[given.category_id],
    };
    const facets = bruteForce(products, { ...search, facets: {} }, labels);
    const passes = (product: Generated) =>
      Object.entries(search.facets as FacetFilters).every(([key, chosen]) =>
        product.specifications.some((line) => facetSlug(line.key) === key && chosen.includes(facetSlug(line.value))),
      );
    const expected = products.filter((product) => matchesSearch(product, search) && passes(product)).length;
    expect(facets).toBeDefined();
    expect(await totalOf(search)).toBe(expected);
  });

  it('merges spellings of a key or value into one slug, and keeps the spelling first seen', async () => {
    const facets = await facetsOf({});
    const material = facets.find((facet) => facet.key === 'material');
    expect(material?.label).toBe(labels.get('material'));
    expect(material?.values.map((value) => value.value)).toContain('oak');
    expect(material?.values.filter((value) => value.value === 'oak')).toHaveLength(1);
    expect(facets.find((facet) => facet.key === 'finish')?.values.map((value) => value.value)).toEqual([
      'lacquer',
      'natural-oil',
      'wax',
    ]);
  });

  it('leaves out keys fewer than MIN_FACET_PRODUCTS products have, and lines without a value', async () => {
    const keys = (await facetsOf({})).map((facet) => facet.key);
    expect(keys).not.toContain('rare-key');
    expect(keys).not.toContain('handmade');
    const chosen = await facetsOf({ facets: { 'rare-key': ['only-here'] } });
    expect(chosen.find((facet) => facet.key === 'rare-key')?.values).toEqual([
      { value: 'only-here', label: 'Only here', count: expect.any(Number), selected: true },
    ]);
  });

  it('counts inactive products for an administrator only', async () => {
    const inactive = products.filter(
      (product) => !product.active && product.specifications.some((line) => facetSlug(line.key) === 'material'),
    ).length;
    expect(inactive).toBeGreaterThan(0);
    const total = (facets: Facet[]) =>
      facets.find((facet) => facet.key === 'material')?.values.reduce((sum, value) => sum + value.count, 0) ?? 0;
    const response = await t.asAdmin({ method: 'GET', url: '/api/products/facets' });
    expect(total(response.json().data)).toBeGreaterThan(total(await facetsOf({})));
  });

  it('follows a product write: new lines count, removed ones no longer', async () => {
    const before = await facetsOf({ category_id: categories[0] });
    const count = (facets: Facet[], key: string, value: string) =>
      facets.find((facet) => facet.key === key)?.values.find((entry) => entry.value === value)?.count ?? 0;
    const created = await createProduct(
      t,
      productBody(categories[0], { sku: 'NEW-1', specifications: ['Material: Walnut', 'Colour: Honey'] }),
    );
    const after = await facetsOf({ category_id: categories[0] });
    expect(count(after, 'material', 'walnut')).toBe(count(before, 'material', 'walnut') + 1);
    await t.asAdmin({
      method: 'PUT',
      url: `/api/products/${created.id}`,
      payload: { specifications: ['Material: Ash'] },
    });
    const edited = await facetsOf({ category_id: categories[0] });
    expect(count(edited, 'material', 'walnut')).toBe(count(before, 'material', 'walnut'));
    expect(count(edited, 'material', 'ash')).toBe(count(before, 'material', 'ash') + 1);
    await t.asAdmin({ method: 'DELETE', url: `/api/products/${created.id}` });
    expect(sorted(await facetsOf({ category_id: categories[0] }))).toEqual(sorted(before));
  });

  describe('validation', () => {
    it.each([
      ['f.Material=oak', 'The filter f.Material names no filter'],
      ['f.material=Solid%20Oak', 'The filter f.material=Solid Oak names no value'],
      [Array.from({ length: 11 }, (_, n) => `f.k${n}=v`).join('&'), 'At most 10 filters'],
      [
        Array.from({ length: 31 }, (_, n) => `f.material=v${n}`).join('&'),
        'The filter f.material takes at most 30 values',
      ],
    ])('refuses %s with 422', async (query, message) => {
      for (const path of ['/api/products/facets', '/api/products', `/api/products/category/${categories[0]}`]) {
        const response = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toContain(message);
        expect(response.json().errors.facets[0]).toContain(message);
      }
    });

    it('finds no product for a value that names nothing', async () => {
      expect(await totalOf({ facets: { material: ['plywood'] } })).toBe(0);
      expect(await totalOf({ facets: { nothing: ['at-all'] } })).toBe(0);
      expect(await facetsOf({ facets: { nothing: ['at-all'] } })).toEqual([]);
    });
  });

  describe('the mapping', () => {
    const mapping = async () => {
      const response = await t.asAdmin({ method: 'GET', url: '/api/facets' });
      expect(response.statusCode).toBe(200);
      return response.json().data as FacetKeyMapping[];
    };
    const keyId = async (slug: string) => (await mapping()).find((key) => key.slug === slug)?.id as number;
    const valueId = async (key: string, slug: string) =>
      (await mapping()).find((entry) => entry.slug === key)?.values.find((value) => value.slug === slug)?.id as number;
    const put = (path: string, payload: object) => t.asAdmin({ method: 'PUT', url: `/api/facets/${path}`, payload });

    it('lists every key and value found, with their products', async () => {
      const keys = await mapping();
      expect(keys.map((key) => key.slug)).toEqual(expect.arrayContaining(['material', 'finish', 'rare-key', 'seats']));
      const oak = keys.find((key) => key.slug === 'material')?.values.find((value) => value.slug === 'oak');
      const expected = products.filter((product) =>
        product.specifications.some((line) => facetSlug(line.key) === 'material' && facetSlug(line.value) === 'oak'),
      ).length;
      expect(oak?.products).toBe(expected);
    });

    it('renames, orders and hides keys and values', async () => {
      expect((await put(`keys/${await keyId('finish')}`, { label: 'Surface', position: -1 })).statusCode).toBe(200);
      expect(
        (await put(`values/${await valueId('finish', 'wax')}`, { label: 'Beeswax', position: -5 })).statusCode,
      ).toBe(200);
      expect((await put(`keys/${await keyId('colour')}`, { hidden: true })).statusCode).toBe(200);
      expect((await put(`values/${await valueId('material', 'teak')}`, { hidden: true })).statusCode).toBe(200);
      const facets = await facetsOf({});
      expect(facets[0].key).toBe('finish');
      expect(facets[0].label).toBe('Surface');
      expect(facets[0].values[0]).toMatchObject({ value: 'wax', label: 'Beeswax' });
      expect(facets.map((facet) => facet.key)).not.toContain('colour');
      expect(facets.find((facet) => facet.key === 'material')?.values.map((value) => value.value)).not.toContain(
        'teak',
      );
      // A blank label goes back to the spelling found.
      await put(`keys/${await keyId('finish')}`, { label: '  ' });
      expect((await facetsOf({}))[0].label).toBe('Finish');
    });

    it('merges a value into another: counted once per product, and its old filter still works', async () => {
      const oakOrSolid = products.filter(
        (product) =>
          product.active &&
          product.specifications.some(
            (line) => facetSlug(line.key) === 'material' && ['oak', 'solid-oak'].includes(facetSlug(line.value)),
          ),
      ).length;
      const response = await put(`values/${await valueId('material', 'solid-oak')}`, {
        merge_into_id: await valueId('material', 'oak'),
      });
      expect(response.statusCode, response.body).toBe(200);
      const material = (await facetsOf({})).find((facet) => facet.key === 'material');
      expect(material?.values.map((value) => value.value)).not.toContain('solid-oak');
      expect(material?.values.find((value) => value.value === 'oak')?.count).toBe(oakOrSolid);
      expect(await totalOf({ facets: { material: ['solid-oak'] } })).toBe(oakOrSolid);
      expect(await totalOf({ facets: { material: ['oak'] } })).toBe(oakOrSolid);
    });

    it('merges a key into another', async () => {
      await createProduct(t, productBody(categories[0], { sku: 'WOOD-1', specifications: ['Wood: Ash'] }));
      const ashBefore = (await facetsOf({}))
        .find((facet) => facet.key === 'material')
        ?.values.find((value) => value.value === 'ash')?.count as number;
      const response = await put(`keys/${await keyId('wood')}`, { merge_into_id: await keyId('material') });
      expect(response.statusCode, response.body).toBe(200);
      const facets = await facetsOf({});
      expect(facets.map((facet) => facet.key)).not.toContain('wood');
      expect(
        facets.find((facet) => facet.key === 'material')?.values.find((value) => value.value === 'ash')?.count,
      ).toBe(ashBefore + 1);
      expect(await totalOf({ facets: { wood: ['ash'] } })).toBe(ashBefore + 1);
    });

    it('refuses merges into itself, another key, nothing, or a loop', async () => {
      const oak = await valueId('material', 'oak');
      const solid = await valueId('material', 'solid-oak');
      const wax = await valueId('finish', 'wax');
      const cases: Array<[string, object, string]> = [
        [`values/${oak}`, { merge_into_id: oak }, 'cannot be merged into itself'],
        [`values/${oak}`, { merge_into_id: wax }, 'same key'],
        [`values/${oak}`, { merge_into_id: 999_999 }, 'does not exist'],
        [`values/${oak}`, { merge_into_id: solid }, 'loop'],
        [`keys/${await keyId('material')}`, { merge_into_id: await keyId('wood') }, 'loop'],
        [`values/${oak}`, { position: 1.5 }, 'whole number'],
        [`values/${oak}`, { label: 'x'.repeat(121) }, 'at most 120'],
        [`values/${oak}`, { colour: 'red' }, 'Unrecognized'],
      ];
      for (const [path, payload, message] of cases) {
        const response = await put(path, payload);
        expect(response.statusCode, path).toBe(422);
        expect(response.json().message).toContain(message);
      }
      expect((await put('values/999999', { hidden: true })).statusCode).toBe(404);
    });

    it('takes writes from administrators only, and audits them', async () => {
      const id = await keyId('seats');
      const anonymous = await t.app.inject({ method: 'PUT', url: `/api/facets/keys/${id}`, payload: { hidden: true } });
      expect(anonymous.statusCode).toBe(401);
      const staff = await t.app.inject({
        method: 'PUT',
        url: `/api/facets/keys/${id}`,
        payload: { hidden: true },
        headers: { authorization: `Bearer ${t.staffToken}` },
      });
      expect(staff.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/facets' })).statusCode).toBe(401);
      expect((await put(`keys/${id}`, { label: 'Places' })).statusCode).toBe(200);
      const entry = await t.app.grain.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'facet_keys')
        .where('entity_id', '=', id)
        .executeTakeFirst();
      expect(entry).toMatchObject({ action: 'update', fields: JSON.stringify(['label']) });
    });

    it('undoes a merge: the value counts on its own again', async () => {
      const solidOnly = products.filter(
        (product) =>
          product.active &&
          product.specifications.some(
            (line) => facetSlug(line.key) === 'material' && facetSlug(line.value) === 'solid-oak',
          ),
      ).length;
      expect((await put(`values/${await valueId('material', 'solid-oak')}`, { merge_into_id: null })).statusCode).toBe(
        200,
      );
      const material = (await facetsOf({})).find((facet) => facet.key === 'material');
      expect(material?.values.find((value) => value.value === 'solid-oak')?.count).toBe(solidOnly);
      expect(await totalOf({ facets: { material: ['solid-oak'] } })).toBe(solidOnly);
    });
  });
  it('keeps the counts table equal to a count of the rows, through moves, deactivations and deletes', async () => {
    const created = await createProduct(
      t,
      productBody(categories[0], { sku: 'MOVE-1', specifications: ['Material: Oak', 'Finish: Wax'] }),
    );
    const put = (payload: Record<string, unknown>) =>
      t.asAdmin({ method: 'PUT', url: `/api/products/${created.id}`, payload });
    expect((await put({ category_id: categories[1] })).statusCode).toBe(200);
    expect((await put({ is_active: false })).statusCode).toBe(200);
    expect((await put({ is_active: true, specifications: ['Material: Walnut'] })).statusCode).toBe(200);
    expect((await t.asAdmin({ method: 'DELETE', url: `/api/products/${created.id}` })).statusCode).toBeLessThan(300);
    const db = t.app.grain.db;
    const kept = await db
      .selectFrom('facet_counts')
      .select(['category_id', 'value_id', 'products'])
      .where('products', '>', 0)
      .execute();
    const counted = await db
      .selectFrom('product_facets')
      .select(['category_id', 'value_id', (eb) => eb.fn.countAll<number | string>().as('products')])
      .where('is_active', '=', fromBoolean(true))
      .groupBy(['category_id', 'value_id'])
      .execute();
    const byKey = (rows: Array<{ category_id: number; value_id: number; products: number | string }>) =>
      rows.map((row) => `${row.category_id} ${row.value_id} ${Number(row.products)}`).sort();
    expect(byKey(kept)).toEqual(byKey(counted));
    expect(kept.length).toBeGreaterThan(0);
  });
});
