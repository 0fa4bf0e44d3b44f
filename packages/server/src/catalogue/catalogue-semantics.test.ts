import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import type { Database } from '../db/schema.ts';
import { productListQuery, searchOrdering } from './product-repository.ts';

/**
 * Issue 48, "Catalogue semantics": a price on request, a sale that starts and ends by the clock
 * (a fixed clock here) with the caches following and no write, and availability. The rendered
 * pages are the site's own render (`npm run build`); those tests are skipped without it.
 */
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
const built = fs.existsSync(path.join(webDist, 'server'));

const at = (iso: string) => vi.setSystemTime(new Date(iso));

/** Changes a product behind the API's back: no write path, so no new content version. */
async function renameInDatabase(t: TestApp, id: number, name: string): Promise<void> {
  await t.app.grain.db.updateTable('products').set({ name }).where('id', '=', id).execute();
}

/**
 * The plan of a query, as text. PostgreSQL is told to avoid scans and sorts where it can: with a
 * few rows it would rather sort them, but the question is whether an index can give the order.
 */
async function explained(db: Kysely<Database>, query: CompiledQuery): Promise<string> {
  if (testDialect === 'sqlite') {
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return plan.rows.map((row) => row.detail).join('\n');
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** The JSON-LD Product of a rendered page. */
function productJsonLd(html: string) {
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1]),
  );
  return blocks.flat().find((block) => block['@type'] === 'Product');
}

describe(`catalogue semantics (${testDialect})`, () => {
  let t: TestApp;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(built ? { webDistDir: webDist, publicUrl: 'https://grain.example.com' } : {});
    categoryId = await createCategory(t, 'Tables');
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('a sale with a start and an end', () => {
    it('starts and ends by the clock, in the cached list and the cached product, with no write', async () => {
      // Made with the real clock (the administrator's token would have expired on the fixed one).
      const product = await createProduct(
        t,
        productBody(categoryId, {
          name: 'Walnut Desk',
          sku: 'SALE-1',
          price: 1000,
          sale_price: 800,
          sale_starts_at: '2030-12-01T10:00:00+01:00',
          sale_ends_at: '2030-12-01T17:00:00Z',
        }),
      );
      expect(product.sale_starts_at).toBe('2030-12-01T09:00:00.000Z');
      expect(product.sale_ends_at).toBe('2030-12-01T17:00:00.000Z');
      expect(product.on_sale).toBe(false);
      const asStaff = await t.asAdmin({ method: 'GET', url: `/api/products/${product.id}` });
      expect(asStaff.json().data).toMatchObject({ on_sale: false, sale_price: 800 });
      vi.useFakeTimers({ toFake: ['Date'] });
      at('2030-12-01T08:00:00.000Z');
      const version = await t.app.grain.contentVersion.current();
      const list = `/api/products?sku=SALE-1&q=Walnut`;
      const read = async () => {
        const [one, many] = [await get(`/api/products/${product.id}`), await get(list)];
        const listed = many.json().data.data.find((each: { id: number }) => each.id === product.id);
        return { one: one.json().data, listed };
      };

      const before = await read();
      expect([before.one.on_sale, before.listed.on_sale]).toEqual([false, false]);
      // Visitors are not told a sale price before the sale starts (staff are, above).
      expect([before.one.sale_price, before.listed.sale_price]).toEqual([null, null]);
      // Both answers are cached now: a change behind the API's back does not show…
      await renameInDatabase(t, product.id, 'Walnut Desk (renamed)');
      at('2030-12-01T08:59:59.999Z');
      const stillBefore = await read();
      expect([stillBefore.one.name, stillBefore.listed.name]).toEqual(['Walnut Desk', 'Walnut Desk']);
      expect([stillBefore.one.on_sale, stillBefore.listed.on_sale]).toEqual([false, false]);

      // …until the sale starts: the cached answers expire then, and the sale shows.
      at('2030-12-01T09:00:00.000Z');
      const during = await read();
      expect([during.one.name, during.listed.name]).toEqual(['Walnut Desk (renamed)', 'Walnut Desk (renamed)']);
      expect([during.one.on_sale, during.listed.on_sale]).toEqual([true, true]);
      expect([during.one.sale_price, during.listed.sale_price]).toEqual([800, 800]);

      await renameInDatabase(t, product.id, 'Walnut Desk');
      at('2030-12-01T16:59:59.999Z');
      expect((await read()).one).toMatchObject({ name: 'Walnut Desk (renamed)', on_sale: true });

      at('2030-12-01T17:00:00.000Z');
      const after = await read();
      expect([after.one.on_sale, after.listed.on_sale]).toEqual([false, false]);
      expect(after.one.name).toBe('Walnut Desk');
      expect([after.one.sale_price, after.listed.sale_price]).toEqual([null, null]);
      expect(await t.app.grain.contentVersion.current()).toBe(version);
    });

    it('without dates applies whenever the sale price is lower, as before', async () => {
      const product = await createProduct(t, productBody(categoryId, { sku: 'SALE-2', price: 500, sale_price: 450 }));
      expect(product).toMatchObject({ on_sale: true, sale_starts_at: null, sale_ends_at: null });
    });

    it.skipIf(!built)('shows on the rendered page and in its JSON-LD only while it runs', async () => {
      const product = await createProduct(
        t,
        productBody(categoryId, {
          name: 'Cherry Sideboard',
          sku: 'SALE-3',
          price: 2400,
          sale_price: 1990,
          sale_starts_at: '2030-12-02T09:00:00Z',
          sale_ends_at: '2030-12-09T09:00:00Z',
        }),
      );
      const page = async () => (await get(`/products/${product.id}`)).body;
      vi.useFakeTimers({ toFake: ['Date'] });
      at('2030-12-02T08:00:00.000Z');

      const before = await page();
      expect(before).not.toContain('$1,990.00');
      expect(productJsonLd(before).offers).toMatchObject({ price: '2400.00' });
      expect(productJsonLd(before).offers.priceValidUntil).toBeUndefined();

      at('2030-12-02T09:00:00.000Z');
      const during = await page();
      expect(during).toContain('$1,990.00');
      expect(during).toContain('<del');
      expect(productJsonLd(during).offers).toMatchObject({ price: '1990.00', priceValidUntil: '2030-12-09' });

      at('2030-12-09T09:00:00.000Z');
      const after = await page();
      expect(after).not.toContain('$1,990.00');
      expect(productJsonLd(after).offers).toMatchObject({ price: '2400.00' });
    });
  });

  describe('a price on request', () => {
    it('is answered by the API with no sale, and its price told to staff only', async () => {
      const product = await createProduct(
        t,
        productBody(categoryId, { sku: 'POR-1', price: 17000, sale_price: 14000, price_on_request: '1' }),
      );
      expect(product).toMatchObject({ price_on_request: true, on_sale: false, price: 17000, sale_price: 14000 });
      const hidden = { price_on_request: true, on_sale: false, price: 0, sale_price: null };
      expect((await get(`/api/products/${product.id}`)).json().data).toMatchObject(hidden);
      const listed = (await get('/api/products?q=POR-1')).json().data.data;
      expect(listed.find((each: { id: number }) => each.id === product.id)).toMatchObject(hidden);
      const asStaff = await t.asAdmin({ method: 'GET', url: `/api/products/${product.id}` });
      expect(asStaff.json().data).toMatchObject({ price: 17000, sale_price: 14000 });

      const updated = await t.asAdmin({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        payload: { price_on_request: false },
      });
      expect(updated.json().data).toMatchObject({ price_on_request: false, price: 17000, on_sale: true });
      expect((await get(`/api/products/${product.id}`)).json().data).toMatchObject({ price: 17000, on_sale: true });
    });

    it('is found by no price range a visitor searches, while staff still filter by its price', async () => {
      const product = await createProduct(
        t,
        productBody(categoryId, { name: 'Oak Staircase', sku: 'POR-3', price: 9000, price_on_request: true }),
      );
      const ids = (answer: { json(): { data: { data: Array<{ id: number }> } } }) =>
        answer.json().data.data.map((each) => each.id);
      expect(ids(await get('/api/products?q=POR-3'))).toEqual([product.id]);
      for (const range of ['price_min=8000', 'price_max=10000', 'price_min=0&price_max=99999']) {
        expect(ids(await get(`/api/products?q=POR-3&${range}`)), range).toEqual([]);
        expect(ids(await t.asAdmin({ method: 'GET', url: `/api/products?q=POR-3&${range}` })), range).toEqual([
          product.id,
        ]);
      }
    });

    describe('in a price sort', () => {
      let sortingId: number;
      const made: Record<string, number> = {};
      const namesOf = (answer: { json(): { data: { data: Array<{ name: string }> } } }) =>
        answer.json().data.data.map((each) => each.name);

      beforeAll(async () => {
        sortingId = await createCategory(t, 'Sorting');
        // Made in this order, so that the ids of those on request go against their hidden prices.
        const products: Array<[string, number, boolean]> = [
          ['Request 9999', 9999, true],
          ['Priced 100', 100, false],
          ['Request 50', 50, true],
          ['Priced 300', 300, false],
          ['Request 1', 1, true],
          ['Priced 200', 200, false],
        ];
        for (const [name, price, onRequest] of products) {
          const sku = `SORT-${name.replace(/\D/g, '')}-${onRequest ? 'R' : 'P'}`;
          made[name] = (
            await createProduct(t, productBody(sortingId, { name, sku, price, price_on_request: onRequest }))
          ).id;
        }
      });

      it('comes after every priced product either way for visitors, by id alone, and pages stay whole', async () => {
        const list = (query: string) => get(`/api/products?category_id=${sortingId}&sort=price&${query}`);
        const ascending = ['Priced 100', 'Priced 200', 'Priced 300', 'Request 9999', 'Request 50', 'Request 1'];
        const descending = ['Priced 300', 'Priced 200', 'Priced 100', 'Request 1', 'Request 50', 'Request 9999'];
        expect(namesOf(await list('order=asc'))).toEqual(ascending);
        expect(namesOf(await list('order=desc'))).toEqual(descending);
        // Every public list sorts so, and its pages split the same order.
        expect(namesOf(await get(`/api/products/category/${sortingId}?sort=price&order=desc`))).toEqual(descending);
        for (const [order, expected] of [
          ['asc', ascending],
          ['desc', descending],
        ] as const) {
          const pages = [];
          for (const page of [1, 2, 3, 4]) pages.push(...namesOf(await list(`order=${order}&per_page=4&page=${page}`)));
          expect(pages, order).toEqual(expected);
        }
        // A price range finds priced products only, in the same order.
        expect(namesOf(await list('order=desc&price_min=150'))).toEqual(['Priced 300', 'Priced 200']);
        expect(namesOf(await list('order=asc&price_max=250'))).toEqual(['Priced 100', 'Priced 200']);
      });

      it('is sorted by its stored price for staff', async () => {
        const list = await t.asAdmin({
          method: 'GET',
          url: `/api/products/allproducts?category_id=${sortingId}&sort=price&order=asc`,
        });
        expect(namesOf(list)).toEqual([
          'Request 1',
          'Request 50',
          'Priced 100',
          'Priced 200',
          'Priced 300',
          'Request 9999',
        ]);
      });

      it('walks an index for a page in either direction, sorting nothing', async () => {
        const { db } = t.app.grain;
        const window = { limit: 12, offset: 0 };
        for (const order of ['asc', 'desc'] as const) {
          for (const criteria of [{ activeOnly: true }, { activeOnly: true, price_min: 150 }]) {
            const ordering = searchOrdering({ sort: 'price', order, activeOnly: true });
            const query = productListQuery(db, criteria, ordering, window, 'walk').compile();
            const plan = await explained(db, query);
            const label = `${order} ${JSON.stringify(criteria)}`;
            // With a price range (priced products only) either index gives either order.
            expect(plan, label).toMatch(/products_listed_price_(asc|desc)_index/);
            expect(plan, label).not.toMatch(testDialect === 'sqlite' ? /TEMP B-TREE/ : /Sort/);
          }
        }
      });
    });

    it.skipIf(!built)(
      'shows "Price on request" and an enquiry link on the page, and no price in the JSON-LD',
      async () => {
        const product = await createProduct(
          t,
          productBody(categoryId, {
            name: 'Bespoke Library Wall',
            sku: 'POR-2',
            price: 18000,
            sale_price: 15000,
            price_on_request: true,
          }),
        );
        const html = (await get(`/products/${product.id}`)).body;
        expect(html).toContain('Price on request');
        expect(html).not.toContain('$18,000.00');
        expect(html).not.toContain('$15,000.00');
        expect(html).toContain(`href="/contact?product=${product.id}"`);
        const offers = productJsonLd(html).offers;
        expect(offers).toBeDefined();
        expect(offers.price).toBeUndefined();
        expect(offers.priceSpecification).toBeUndefined();
        expect(offers.availability).toBe('https://schema.org/InStock');
      },
    );
  });

  describe('availability', () => {
    it('is in stock while any is, else made to order when it is, else out of stock', async () => {
      const cases = [
        { sku: 'AV-1', stock_quantity: 3, made_to_order: false, lead_time_weeks: '' },
        { sku: 'AV-2', stock_quantity: 3, made_to_order: true, lead_time_weeks: 6 },
        { sku: 'AV-3', stock_quantity: 0, made_to_order: true, lead_time_weeks: '6' },
        { sku: 'AV-4', stock_quantity: 0, made_to_order: false, lead_time_weeks: '' },
      ];
      const answers = [];
      for (const each of cases) {
        const product = await createProduct(t, productBody(categoryId, each));
        answers.push([product.sku, product.availability, product.in_stock, product.lead_time_weeks]);
      }
      expect(answers).toEqual([
        ['AV-1', 'in_stock', true, null],
        ['AV-2', 'in_stock', true, 6],
        ['AV-3', 'made_to_order', false, 6],
        ['AV-4', 'out_of_stock', false, null],
      ]);
    });

    it.skipIf(!built)('is said on the page and mapped to schema.org in the JSON-LD', async () => {
      const madeToOrder = await createProduct(
        t,
        productBody(categoryId, { sku: 'AV-5', stock_quantity: 0, made_to_order: true, lead_time_weeks: 6 }),
      );
      const html = (await get(`/products/${madeToOrder.id}`)).body;
      expect(html).toContain('Made to order – ships in 6 weeks');
      expect(productJsonLd(html).offers.availability).toBe('https://schema.org/MadeToOrder');
      const gone = await createProduct(t, productBody(categoryId, { sku: 'AV-6', stock_quantity: 0 }));
      expect(productJsonLd((await get(`/products/${gone.id}`)).body).offers.availability).toBe(
        'https://schema.org/OutOfStock',
      );
    });
  });

  describe('validation', () => {
    const refused = async (overrides: Record<string, unknown>) => {
      const response = await t.asAdmin({
        method: 'POST',
        url: '/api/products',
        payload: productBody(categoryId, { sku: 'BAD-1', ...overrides }),
      });
      expect(response.statusCode).toBe(422);
      return response.json().errors;
    };

    it('refuses a sale that ends before it starts, or dates without a sale price', async () => {
      expect(
        await refused({
          sale_price: 900,
          sale_starts_at: '2030-12-01T10:00:00Z',
          sale_ends_at: '2030-12-01T10:00:00Z',
        }),
      ).toEqual({ sale_ends_at: ['The sale must end after it starts.'] });
      expect(await refused({ sale_ends_at: '2030-12-01T10:00:00Z' })).toEqual({
        sale_price: ['A sale start or end needs a sale price.'],
      });
    });

    it('refuses a date and time without its offset, or that is no date', async () => {
      const message = 'The sale starts at field must be a date and time with its offset, such as 2026-12-01T09:00:00Z.';
      expect(await refused({ sale_price: 900, sale_starts_at: '2030-12-01T10:00' })).toEqual({
        sale_starts_at: [message],
      });
      expect(await refused({ sale_price: 900, sale_starts_at: '2026-02-30T10:00:00Z' })).toEqual({
        sale_starts_at: [message],
      });
    });

    it('requires a lead time of 1 to 52 weeks for a product made to order', async () => {
      expect(await refused({ made_to_order: true })).toEqual({
        lead_time_weeks: ['The lead time weeks field is required when the product is made to order.'],
      });
      expect(await refused({ made_to_order: true, lead_time_weeks: 53 })).toEqual({
        lead_time_weeks: ['The lead time weeks field must not be greater than 52.'],
      });
      expect(await refused({ made_to_order: true, lead_time_weeks: 0 })).toEqual({
        lead_time_weeks: ['The lead time weeks field must be at least 1.'],
      });
    });

    it('checks an update against the stored values', async () => {
      const product = await createProduct(
        t,
        productBody(categoryId, { sku: 'UPD-1', sale_price: 900, sale_starts_at: '2030-12-01T10:00:00Z' }),
      );
      const response = await t.asAdmin({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        payload: { sale_ends_at: '2026-11-30T10:00:00Z' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        sale_ends_at: ['The sale must end after it starts.'],
      });
    });
  });

  it('is drafted and published like any field, the rules checked on publish', async () => {
    const product = await createProduct(t, productBody(categoryId, { sku: 'DRAFT-1' }));
    const draftOf = (payload: Record<string, unknown>) =>
      t.asAdmin({ method: 'PUT', url: `/api/editorial/products/records/${product.id}/draft`, payload });
    const publish = (id: number) => t.asAdmin({ method: 'POST', url: `/api/editorial/drafts/${id}/publish` });

    const refused = await draftOf({ made_to_order: true });
    expect(refused.statusCode, refused.body).toBe(200);
    const failed = await publish(refused.json().data.id);
    expect(failed.statusCode).toBe(422);
    expect(failed.json().errors).toEqual({
      lead_time_weeks: ['The lead time weeks field is required when the product is made to order.'],
    });

    const saved = await draftOf({
      made_to_order: true,
      lead_time_weeks: 12,
      price_on_request: true,
      sale_price: 1000,
      sale_ends_at: '2031-01-01T00:00:00+02:00',
    });
    expect((await get(`/api/products/${product.id}`)).json().data).toMatchObject({ made_to_order: false });
    expect((await publish(saved.json().data.id)).statusCode).toBe(200);
    expect((await get(`/api/products/${product.id}`)).json().data).toMatchObject({
      made_to_order: true,
      lead_time_weeks: 12,
      price_on_request: true,
      sale_ends_at: '2030-12-31T22:00:00.000Z',
    });
  });

  it('travels through the CSV export and import, rules included', async () => {
    const { id } = await createProduct(
      t,
      productBody(categoryId, {
        sku: 'CSV-1',
        price: 700,
        sale_price: 600,
        sale_starts_at: '2030-01-01T00:00:00Z',
        sale_ends_at: '2030-02-01T00:00:00Z',
        made_to_order: true,
        lead_time_weeks: 4,
        price_on_request: true,
      }),
    );
    const exported = await t.asAdmin({ method: 'GET', url: '/api/products/export.csv' });
    const [header, ...lines] = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toContain(
      'stock_quantity,price_on_request,sale_starts_at,sale_ends_at,made_to_order,lead_time_weeks',
    );
    expect(lines.find((line) => line.startsWith('CSV-1,'))).toContain(
      ',1,2030-01-01T00:00:00.000Z,2030-02-01T00:00:00.000Z,1,4,',
    );

    const file = (text: string) =>
      multipart({ file: { filename: 'p.csv', contentType: 'text/csv', content: Buffer.from(text) } });
    const imported = await t.asAdmin({
      method: 'POST',
      url: '/api/products/import',
      ...file('sku,made_to_order,lead_time_weeks,price_on_request\nCSV-1,1,,0\n'),
    });
    expect(imported.json().data.errors).toEqual([
      {
        line: 2,
        sku: 'CSV-1',
        field: 'lead_time_weeks',
        message: 'The lead time weeks field is required when the product is made to order.',
      },
    ]);
    const fixed = await t.asAdmin({
      method: 'POST',
      url: '/api/products/import',
      ...file('sku,lead_time_weeks,price_on_request\nCSV-1,8,0\n'),
    });
    expect(fixed.json().data).toMatchObject({ updated: 1, errors: [] });
    expect((await get(`/api/products/${id}`)).json().data).toMatchObject({
      lead_time_weeks: 8,
      price_on_request: false,
      made_to_order: true,
    });
  });

  it('documents the new fields in the OpenAPI description', async () => {
    const document = (await get('/api/openapi.json')).json();
    const text = JSON.stringify(document.paths['/api/products/{id}'].get.responses['200']);
    for (const name of ['price_on_request', 'sale_starts_at', 'sale_ends_at', 'made_to_order', 'lead_time_weeks']) {
      expect(text).toContain(`"${name}"`);
    }
    expect(text).toContain('now within [sale_starts_at, sale_ends_at)');
    expect(text).toContain('"made_to_order","out_of_stock"');
  });
});
