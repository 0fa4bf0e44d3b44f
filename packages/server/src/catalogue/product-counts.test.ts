import { describe, expect, it, vi } from 'vitest';
import { ProductCountMemo } from './product-counts.ts';
import type { ProductCriteria } from './product-repository.ts';

const search = (overrides: Partial<ProductCriteria> = {}) =>
  ({ q: 'oak', sort: 'name', order: 'asc', page: 1, per_page: 12, activeOnly: true, ...overrides }) as ProductCriteria;

describe('ProductCountMemo', () => {
  it('counts a filter once per content version, whatever the page or sort', async () => {
    const memo = new ProductCountMemo();
    const count = vi.fn(async () => 42);
    expect(await memo.count(7, search(), count)).toBe(42);
    expect(await memo.count(7, search({ page: 3, sort: 'price', order: 'desc' }), count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('counts again for another filter, another viewer, or after a write moved the version on', async () => {
    const memo = new ProductCountMemo();
    const count = vi.fn(async () => 1);
    await memo.count(7, search(), count);
    await memo.count(7, search({ q: 'walnut' }), count);
    await memo.count(7, search({ activeOnly: false }), count);
    await memo.count(8, search(), count);
    expect(count).toHaveBeenCalledTimes(4);
  });

  it('keeps nothing without a version, or from a count made while the version moved', async () => {
    const memo = new ProductCountMemo();
    const count = vi.fn(async () => 5);
    await memo.count(null, search(), count);
    await memo.count(null, search(), count);
    expect(count).toHaveBeenCalledTimes(2);

    let finish = (_total: number) => {};
    const slow = memo.count(9, search(), () => new Promise<number>((resolve) => (finish = resolve)));
    await memo.count(10, search({ q: 'ash' }), count);
    finish(99);
    expect(await slow).toBe(99);
    expect(await memo.count(9, search(), async () => 100)).toBe(100);
  });

  it('counts once for the requests that ask for the same count together, and again after a failure', async () => {
    const memo = new ProductCountMemo();
    let finish = (_total: number) => {};
    const count = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const together = Promise.all([memo.count(3, search(), count), memo.count(3, search({ page: 2 }), count)]);
    finish(12);
    expect(await together).toEqual([12, 12]);
    expect(count).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => Promise.reject(new Error('The database is away.')));
    await expect(memo.count(3, search({ q: 'elm' }), failing)).rejects.toThrow('The database is away.');
    expect(await memo.count(3, search({ q: 'elm' }), async () => 4)).toBe(4);
  });
});
