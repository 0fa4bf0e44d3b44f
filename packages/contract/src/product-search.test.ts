import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_SEARCH, isResetSearch, productSearchParams } from './product-search.ts';
import { type ProductSearch, productSearchFromParams } from './product-search-schema.ts';

const read = (query: string) => productSearchFromParams(new URLSearchParams(query));
const search = (changes: Partial<ProductSearch>): ProductSearch => ({ ...DEFAULT_PRODUCT_SEARCH, ...changes });

describe('productSearchParams', () => {
  it('writes only the criteria that are set and the values that are not defaults', () => {
    expect(productSearchParams(DEFAULT_PRODUCT_SEARCH).toString()).toBe('');
    expect(productSearchParams(search({ q: 'oak', customized: true })).toString()).toBe('q=oak&customized=1');
    expect(productSearchParams(search({ category_id: 4, page: 3 })).toString()).toBe('category_id=4&page=3');
    expect(
      productSearchParams(
        search({ customized: false, price_min: 0, price_max: 99.5, sort: 'price', order: 'desc', per_page: 24 }),
      ).toString(),
    ).toBe('customized=0&price_min=0&price_max=99.5&sort=price&order=desc&per_page=24');
  });

  it('trims the text and leaves a blank one out', () => {
    expect(productSearchParams(search({ q: '  oak table ' })).toString()).toBe('q=oak+table');
    expect(productSearchParams(search({ q: '   ' })).toString()).toBe('');
  });
});

describe('productSearchFromParams', () => {
  it('reads every parameter of the address bar', () => {
    expect(
      read(
        'q=oak&category_id=3&customized=1&price_min=10&price_max=99.5&f.material=walnut&f.material=oak&sort=price&order=desc&page=2',
      ),
    ).toEqual({
      q: 'oak',
      category_id: 3,
      customized: true,
      price_min: 10,
      price_max: 99.5,
      facets: { material: ['oak', 'walnut'] },
      sort: 'price',
      order: 'desc',
      page: 2,
      per_page: 12,
    });
  });

  it('treats malformed values as absent and keeps the well-formed ones', () => {
    expect(read('category_id=abc&customized=maybe&price_min=-4&page=0&per_page=500&sort=up')).toEqual(
      DEFAULT_PRODUCT_SEARCH,
    );
    expect(read('page=2.5&q=oak')).toEqual(search({ q: 'oak' }));
    expect(read('category=3&utm_source=mail')).toEqual(DEFAULT_PRODUCT_SEARCH);
  });
});

describe('the address bar and the shape, round trip', () => {
  it.each([
    '',
    'q=oak',
    'q=oak+table&category_id=3',
    'customized=1&page=4',
    'customized=0',
    'price_min=0&price_max=250.5',
    'category_id=2&sort=price&order=desc&per_page=24',
    'q=%C3%A9b%C3%A8ne&customized=1&price_max=1000&sort=created_at&page=2',
  ])('reads %j and writes it back unchanged', (query) => {
    expect(productSearchParams(read(query)).toString()).toBe(query);
  });

  it.each([
    DEFAULT_PRODUCT_SEARCH,
    search({ q: 'walnut desk', category_id: 7, customized: true, page: 3 }),
    search({ customized: false, price_min: 10, price_max: 20, sort: 'created_at', order: 'desc', per_page: 1 }),
  ])('writes %j and reads it back as the same search', (shape) => {
    expect(read(productSearchParams(shape).toString())).toEqual(shape);
  });

  it('spells defaults out nowhere, so an explicit default reads back as the plain search', () => {
    expect(productSearchParams(read('sort=name&order=asc&page=1&per_page=12')).toString()).toBe('');
  });
});

describe('isResetSearch (spec public §5)', () => {
  it('is a reset when the trimmed query and every filter are empty, whatever the page or order', () => {
    expect(isResetSearch(DEFAULT_PRODUCT_SEARCH)).toBe(true);
    expect(isResetSearch(search({ q: '   ', page: 4, sort: 'price' }))).toBe(true);
  });

  it('is a search as soon as one criterion is set', () => {
    expect(isResetSearch(search({ q: 'oak' }))).toBe(false);
    expect(isResetSearch(search({ category_id: 2 }))).toBe(false);
    expect(isResetSearch(search({ customized: true }))).toBe(false);
    expect(isResetSearch(search({ customized: false }))).toBe(false);
    expect(isResetSearch(search({ price_min: 0 }))).toBe(false);
    expect(isResetSearch(search({ price_max: 500 }))).toBe(false);
  });
});
