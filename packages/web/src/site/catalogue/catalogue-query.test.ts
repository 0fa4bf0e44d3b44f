import { DEFAULT_PRODUCT_SEARCH } from '@grain/contract/product-search';
import { describe, expect, it } from 'vitest';
import { catalogueQuery } from './catalogue-query.ts';

describe('catalogueQuery', () => {
  it('uses the plain list, or the category list on a category page, when not searching', () => {
    const search = { ...DEFAULT_PRODUCT_SEARCH, page: 2 };
    expect(catalogueQuery(search).queryKey).toEqual(['products', 'list', search]);
    expect(catalogueQuery(search, 5).queryKey).toEqual(['products', 'category', 5, search]);
  });

  it('searches when there is a text, and within the category page’s category on its route', () => {
    const search = { ...DEFAULT_PRODUCT_SEARCH, q: 'oak' };
    expect(catalogueQuery(search).queryKey).toEqual(['products', 'search', search]);
    expect(catalogueQuery(search, 5).queryKey).toEqual(['products', 'category', 5, search]);
  });

  it('filters the list when only filters are set', () => {
    const search = { ...DEFAULT_PRODUCT_SEARCH, category_id: 2, customized: true };
    expect(catalogueQuery(search).queryKey).toEqual(['products', 'list', search]);
  });

  it('keys a list by the search object itself, so equal searches share one cache entry', () => {
    const key = catalogueQuery({ ...DEFAULT_PRODUCT_SEARCH, customized: true }).queryKey;
    expect(key).toEqual(catalogueQuery({ ...DEFAULT_PRODUCT_SEARCH, customized: true }).queryKey);
    expect(key).not.toEqual(catalogueQuery({ ...DEFAULT_PRODUCT_SEARCH, customized: false }).queryKey);
  });
});
