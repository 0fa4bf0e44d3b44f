import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BROTLI_BEST_QUALITY, type CachedResponse, compress, ResponseCache } from './response-cache.ts';

/** An entry of `bytes` counted bytes (the cache adds 200 for each entry's own keeping). */
const entryOf = (bytes: number, version = 1): CachedResponse => ({
  status: 200,
  contentType: 'application/json',
  body: Buffer.alloc(bytes - 200, 'a'),
  etag: '"x"',
  version,
  encoded: {},
});

/** Which of the keys a to e the cache still serves (version 1), in that order. */
const keptOf = (cache: ResponseCache) => ['a', 'b', 'c', 'd', 'e'].map((key) => cache.get(key, 1) !== undefined);

describe('ResponseCache', () => {
  it('keeps entries within its bytes, dropping the least recently used first', () => {
    const cache = new ResponseCache(3000);
    cache.set('a', entryOf(750));
    cache.set('b', entryOf(750));
    cache.set('c', entryOf(750));
    cache.set('d', entryOf(750));
    expect(cache.get('a', 1)).toBeDefined(); // a is now the most recent: b is the oldest
    cache.set('e', entryOf(750));
    expect(keptOf(cache)).toEqual([true, false, true, true, true]);
    expect(cache.size).toEqual({ entries: 4, bytes: 3000 });
  });

  it('moves an entry that is hit to the newest place, and keeps the newest where it is', () => {
    const cache = new ResponseCache(2000);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, entryOf(500));
    for (let i = 0; i < 3; i++) expect(cache.get('d', 1)).toBeDefined();
    expect(cache.get('a', 1)).toBeDefined(); // now a is the newest, b the oldest
    cache.set('e', entryOf(500));
    expect(keptOf(cache)).toEqual([true, false, true, true, true]);
    expect(cache.size).toEqual({ entries: 4, bytes: 2000 });
  });

  it('never serves an entry of another content version, and forgets it', () => {
    const cache = new ResponseCache(10_000);
    cache.set('a', entryOf(1000, 1));
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps nothing larger than a quarter of its bytes, and nothing when it has none', () => {
    const cache = new ResponseCache(3000);
    cache.set('big', entryOf(1000));
    expect(cache.get('big', 1)).toBeUndefined();
    const off = new ResponseCache(0);
    off.set('a', entryOf(300));
    expect(off.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('counts a compressed form it made in its bytes', () => {
    const cache = new ResponseCache(100_000);
    const entry = entryOf(5000);
    cache.set('a', entry);
    const gzip = cache.encodedBody('a', entry, 'gzip');
    expect(gzip.length).toBeLessThan(5000);
    expect(cache.encodedBody('a', entry, 'gzip')).toBe(gzip);
    expect(cache.size).toEqual({ entries: 1, bytes: 5000 + gzip.length });
  });

  describe("a page at brotli's best", () => {
    /** A page-like body on which brotli's best quality saves bytes over its fast one. */
    const pageBody = Buffer.from(
      Array.from(
        { length: 600 },
        (_, i) => `<li class="c${i % 7}"><a href="/products/${i}">Oak table ${(i * 7919) % 1000}</a> ${i * 31}</li>`,
      ).join('\n'),
    );
    const pageOf = (contentType = 'text/html; charset=utf-8'): CachedResponse => ({
      ...entryOf(200),
      contentType,
      body: pageBody,
    });
    const best = brotliCompressSync(pageBody, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_BEST_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: pageBody.length,
      },
    });
    const fast = compress(pageBody, 'br');

    it('serves the fast form first, then the best once it is made, counted in its bytes', async () => {
      expect(best.length).toBeLessThan(fast.length);
      const cache = new ResponseCache(1_000_000);
      const entry = pageOf();
      cache.set('/', entry);
      expect(cache.encodedBody('/', entry, 'br')).toEqual(fast);
      await cache.recompressed();
      const served = cache.encodedBody('/', entry, 'br');
      expect(served).toEqual(best);
      expect(brotliDecompressSync(served)).toEqual(pageBody);
      expect(cache.size.bytes).toBe(pageBody.length + 200 + best.length);
    });

    it('leaves an API answer at the fast form', async () => {
      const cache = new ResponseCache(1_000_000);
      const entry = pageOf('application/json');
      cache.set('/api/products', entry);
      cache.encodedBody('/api/products', entry, 'br');
      await cache.recompressed();
      expect(cache.encodedBody('/api/products', entry, 'br')).toEqual(fast);
    });

    it('changes nothing for an entry dropped before its recompression ends', async () => {
      const cache = new ResponseCache(1_000_000);
      const entry = pageOf();
      cache.set('/', entry);
      cache.encodedBody('/', entry, 'br');
      expect(cache.get('/', 2)).toBeUndefined(); // a write moved the version on
      await cache.recompressed();
      expect(entry.encoded.br).toEqual(fast);
      expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    });
  });
});
