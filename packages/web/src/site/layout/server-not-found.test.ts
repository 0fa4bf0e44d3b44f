import { describe, expect, it } from 'vitest';
import { documentLoadedFor } from './server-not-found.ts';

const entry = (name: string) => [{ name } as PerformanceEntry];

describe('documentLoadedFor', () => {
  it('is true for the address the document was loaded at, its fragment aside', () => {
    expect(documentLoadedFor('https://grain.test/products/9', entry('https://grain.test/products/9'))).toBe(true);
    expect(documentLoadedFor('https://grain.test/faq#q2', entry('https://grain.test/faq'))).toBe(true);
  });

  it('is false for an address the app navigated to', () => {
    expect(documentLoadedFor('https://grain.test/products/9', entry('https://grain.test/products'))).toBe(false);
    expect(documentLoadedFor('https://grain.test/products?page=2', entry('https://grain.test/products'))).toBe(false);
  });

  it('is true when the browser keeps no navigation entry, so nothing reloads', () => {
    expect(documentLoadedFor('https://grain.test/products/9', [])).toBe(true);
  });
});
