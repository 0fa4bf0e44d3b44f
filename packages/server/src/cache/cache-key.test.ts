import { describe, expect, it } from 'vitest';
import { cacheKeyOf } from './response-cache.ts';

describe('cacheKeyOf', () => {
  it('is the path alone without a query, or with an empty one', () => {
    expect(cacheKeyOf('/api/faqs')).toBe('/api/faqs');
    expect(cacheKeyOf('/api/faqs?')).toBe('/api/faqs');
    expect(cacheKeyOf('/api/faqs?&&')).toBe('/api/faqs');
  });

  it('orders the parameters by name, so one query in any order is one key', () => {
    const sorted = '/api/products?order=asc&page=1&per_page=12&sort=name';
    expect(cacheKeyOf(sorted)).toBe(sorted);
    expect(cacheKeyOf('/api/products?page=1&sort=name&per_page=12&order=asc')).toBe(sorted);
    expect(cacheKeyOf('/api/products?&page=1&&order=asc&per_page=12&sort=name&')).toBe(sorted);
  });

  it('keeps repeated names in the order they came, and names without a value', () => {
    expect(cacheKeyOf('/x?b=2&a=2&a=1&flag')).toBe('/x?a=2&a=1&b=2&flag');
    expect(cacheKeyOf('/x?a=1&a=2&b')).not.toBe(cacheKeyOf('/x?a=2&a=1&b'));
  });

  it('keeps each value as it was sent: different spellings are different keys', () => {
    expect(cacheKeyOf('/api/products/search?q=oak%20bench')).toBe('/api/products/search?q=oak%20bench');
    expect(cacheKeyOf('/api/products/search?q=oak+bench')).toBe('/api/products/search?q=oak+bench');
    expect(cacheKeyOf('/api/products/search?q=a%26b=c&page=2')).toBe('/api/products/search?page=2&q=a%26b=c');
  });

  it('gives the same key to a URL met again, and to a long one not remembered', () => {
    const url = '/api/products?sort=name&page=2';
    expect(cacheKeyOf(url)).toBe('/api/products?page=2&sort=name');
    expect(cacheKeyOf(url)).toBe('/api/products?page=2&sort=name');
    const long = `/api/products/search?q=${'o'.repeat(300)}&page=2`;
    expect(cacheKeyOf(long)).toBe(`/api/products/search?page=2&q=${'o'.repeat(300)}`);
    for (let n = 0; n < 2100; n += 1) cacheKeyOf(`/api/faqs?page=${n}&a=1`);
    expect(cacheKeyOf(url)).toBe('/api/products?page=2&sort=name');
  });
});
