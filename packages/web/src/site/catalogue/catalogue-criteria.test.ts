import { describe, expect, it } from 'vitest';
import { catalogueQuery, criteriaFromParams, criteriaToParams, EMPTY_CRITERIA, isReset } from './catalogue-criteria.ts';

const parse = (query: string) => criteriaFromParams(new URLSearchParams(query));

describe('catalogue criteria in the URL', () => {
  it('reads search, category, customized, prices and page', () => {
    expect(parse('q=oak&category=3&customized=1&price_min=10&price_max=99.5&page=2')).toEqual({
      q: 'oak',
      categoryId: 3,
      customized: true,
      priceMin: 10,
      priceMax: 99.5,
      page: 2,
    });
  });

  it('treats malformed values as absent', () => {
    expect(parse('category=abc&customized=yes&price_min=-4&page=0')).toEqual(EMPTY_CRITERIA);
    expect(parse('page=2.5').page).toBe(1);
  });

  it('writes only what is set and leaves page 1 out', () => {
    expect(criteriaToParams({ ...EMPTY_CRITERIA, q: '  oak  ', customized: true }).toString()).toBe(
      'q=oak&customized=1',
    );
    expect(criteriaToParams({ ...EMPTY_CRITERIA, categoryId: 4, page: 3 }).toString()).toBe('category=4&page=3');
    expect(criteriaToParams(EMPTY_CRITERIA).toString()).toBe('');
  });
});

describe('isReset (spec public §5)', () => {
  it('is a reset when the trimmed query and every filter are empty', () => {
    expect(isReset(EMPTY_CRITERIA)).toBe(true);
    expect(isReset({ ...EMPTY_CRITERIA, q: '   ', page: 4 })).toBe(true);
  });

  it('is a search as soon as one criterion is set', () => {
    expect(isReset({ ...EMPTY_CRITERIA, q: 'oak' })).toBe(false);
    expect(isReset({ ...EMPTY_CRITERIA, categoryId: 2 })).toBe(false);
    expect(isReset({ ...EMPTY_CRITERIA, customized: true })).toBe(false);
    expect(isReset({ ...EMPTY_CRITERIA, priceMin: 0 })).toBe(false);
    expect(isReset({ ...EMPTY_CRITERIA, priceMax: 500 })).toBe(false);
  });
});

describe('catalogueQuery', () => {
  it('uses the plain list, or the category list on a category page, when not searching', () => {
    expect(catalogueQuery({ ...EMPTY_CRITERIA, page: 2 }).queryKey).toEqual(['products', 'list', { page: 2 }]);
    expect(catalogueQuery({ ...EMPTY_CRITERIA, page: 2 }, 5).queryKey).toEqual(['products', 'category', '5', 2]);
  });

  it('searches when there is a text, within the category page’s category', () => {
    expect(catalogueQuery({ ...EMPTY_CRITERIA, q: ' oak ' }, 5).queryKey).toEqual([
      'products',
      'search',
      { page: 1, categoryId: 5, customized: undefined, priceMin: undefined, priceMax: undefined, q: 'oak' },
    ]);
  });

  it('filters the list when only filters are set', () => {
    expect(catalogueQuery({ ...EMPTY_CRITERIA, categoryId: 2, customized: true }).queryKey).toEqual([
      'products',
      'list',
      { page: 1, categoryId: 2, customized: true, priceMin: undefined, priceMax: undefined },
    ]);
  });
});
