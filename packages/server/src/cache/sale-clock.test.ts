import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, productBody } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { QueryCounter } from '../../test/query-counter.ts';
import { SaleClock } from './sale-clock.ts';

describe(`the sale clock (${testDialect})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const categoryId = await createCategory(t, 'Desks');
    const sale = (sku: string, starts: string | null, ends: string | null) =>
      createProduct(
        t,
        productBody(categoryId, { sku, price: 900, sale_price: 700, sale_starts_at: starts, sale_ends_at: ends }),
      );
    await sale('SALE-A', '2031-03-01T09:00:00Z', '2031-03-08T09:00:00Z');
    await sale('SALE-B', null, '2030-06-01T00:00:00Z');
    await sale('SALE-C', null, null);
  });
  afterAll(() => t.close());

  it('answers the next start or end of any sale', async () => {
    const clock = new SaleClock(t.database.db);
    expect(await clock.nextTransition(1)).toBe(Date.parse('2030-06-01T00:00:00Z'));
  });

  it('asks the database once for the requests that meet a new content version together', async () => {
    const counter = new QueryCounter();
    const clock = new SaleClock(t.database.db.withPlugin(counter));
    const together = await Promise.all(Array.from({ length: 8 }, () => clock.nextTransition(5)));
    expect(together).toEqual(Array(8).fill(Date.parse('2030-06-01T00:00:00Z')));
    expect(counter.count).toBe(1);
    await clock.nextTransition(5);
    expect(counter.count).toBe(1);
    await Promise.all([clock.nextTransition(6), clock.nextTransition(6)]);
    expect(counter.count).toBe(2);
  });
});
