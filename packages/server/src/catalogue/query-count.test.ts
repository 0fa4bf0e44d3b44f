import { plainProductTerms } from '@grain/contract/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { QueryCounter } from '../../test/query-counter.ts';
import { buildApp } from '../app.ts';
import { insertProduct, type ProductValues } from './product-repository.ts';

const values = (categoryId: number, n: number): ProductValues => ({
  name: `Walnut Chair ${String(n).padStart(2, '0')}`,
  sku: `CHR-${n}`,
  description: '<p>Steam-bent walnut.</p>',
  short_description: 'A chair',
  price: 300 + n,
  sale_price: n % 2 ? 250 : null,
  stock_quantity: n,
  is_featured: n % 3 === 0,
  is_active: true,
  customized: false,
  category_id: categoryId,
  sort_order: n,
  image: `product-images/chair-${n}.jpg`,
  ...plainProductTerms,
});

const children = (galleryImages: number) => ({
  gallery: Array.from({ length: galleryImages }, (_, i) => `product-images/chair-view-${i}.jpg`),
  specifications: [
    { key: 'Wood', value: 'Walnut' },
    { key: 'Finish', value: 'Oil' },
  ],
  features: ['Steam-bent', 'Hand-finished'],
});

/**
 * A product page, a list page and a category page cost the same few queries whatever their
 * size: the products with their children and categories in one query, their images' variants
 * in one (with the cache off, so every request reaches the database).
 */
describe('queries per catalogue read', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const counter = new QueryCounter();
  const ids = { small: 0, large: 0, category: 0 };

  beforeAll(async () => {
    // The content version is read at most once a minute here: what is counted is the read's own queries.
    t = await createTestApp({ responseCacheBytes: 0, contentVersionStaleMs: 60_000 });
    ids.category = await createCategory(t, 'Chairs');
    const { db } = t.app.grain;
    ids.small = await insertProduct(db, values(ids.category, 1), children(1));
    ids.large = await insertProduct(db, values(ids.category, 2), children(8));
    for (let n = 3; n <= 50; n++) await insertProduct(db, values(ids.category, n), children(n % 4));
    app = await buildApp(t.config, { ...t.database, db: t.database.db.withPlugin(counter) });
    await app.grain.contentVersion.current();
  });
  afterAll(async () => {
    await app?.close();
    await t.close();
  });

  /** The queries one anonymous read costs, after checking its answer. */
  async function queriesOf(url: string, expectData: (data: unknown) => void): Promise<number> {
    counter.count = 0;
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expectData(response.json().data);
    return counter.count;
  }

  const withGallery = (size: number) => (data: unknown) =>
    expect((data as { gallery: string[] }).gallery).toHaveLength(size);
  const pageOf = (size: number) => (data: unknown) => expect((data as { data: unknown[] }).data).toHaveLength(size);

  it('reads a product with 1 or 8 gallery images in 2 queries', async () => {
    const one = await queriesOf(`/api/products/${ids.small}`, withGallery(1));
    const eight = await queriesOf(`/api/products/${ids.large}`, withGallery(8));
    // The product with its children (gallery, specifications, features) and its category's name;
    // its images' variants.
    expect([one, eight]).toEqual([2, 2]);
  });

  it('reads a page of 12 or 50 products in 2 queries, the total counted once per filter and content version', async () => {
    // The first read of a filter: the page (its products as summaries, with their categories);
    // its total; their images' variants.
    const first = await queriesOf('/api/products?per_page=12', pageOf(12));
    // Another page size, another sort: the total is known.
    const twelve = await queriesOf('/api/products?per_page=12&sort=price', pageOf(12));
    const fifty = await queriesOf('/api/products?per_page=50', pageOf(50));
    expect([first, twelve, fifty]).toEqual([3, 2, 2]);
    // Another filter is counted once.
    const category = `/api/products?per_page=12&category_id=${ids.category}`;
    expect([await queriesOf(category, pageOf(12)), await queriesOf(category, pageOf(12))]).toEqual([3, 2]);
  });

  it("reads a category's page of 12 or 50 products in 2 queries once its total is known", async () => {
    await queriesOf(`/api/products/category/${ids.category}?per_page=12`, pageOf(12));
    const twelve = await queriesOf(`/api/products/category/${ids.category}?per_page=12`, pageOf(12));
    const fifty = await queriesOf(`/api/products/category/${ids.category}?per_page=50`, pageOf(50));
    // As a list page: products found are the category's, so it exists.
    expect([twelve, fifty]).toEqual([2, 2]);
    // A page with none found asks whether the category exists (404 otherwise): a count, the
    // page, and the category.
    const empty = await queriesOf(`/api/products/category/${ids.category}?per_page=12&q=nothing-matches`, pageOf(0));
    expect(empty).toBe(3);
  });
});
