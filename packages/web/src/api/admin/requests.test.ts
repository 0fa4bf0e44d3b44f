import { productFields } from '@grain/contract/catalogue';
import { faqs, services } from '@grain/contract/content-types';
import { REMOVE_FILE } from '@grain/contract/fields';
import { describe, expect, it } from 'vitest';
import { isFiltered, listQueryParams } from './collection.ts';
import { contentRequestBody } from './content.ts';
import { noProductFilters, productFormData, productSearchUrl } from './products.ts';

describe('contentRequestBody', () => {
  it('sends a type without files as JSON of its fields', () => {
    expect(
      contentRequestBody(faqs, { question: 'Q', answer: 'A', order: 2, is_active: false, extra: 1 }, true),
    ).toEqual({
      question: 'Q',
      answer: 'A',
      order: 2,
      is_active: false,
    });
  });

  it('sends a type with files as multipart: _method on update, 1/0 booleans, files only when chosen', () => {
    const body = contentRequestBody(
      services,
      { title: 'Joinery', description: null, order: 3, is_active: true, image: null },
      true,
    ) as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      _method: 'PUT',
      title: 'Joinery',
      description: '',
      order: '3',
      is_active: '1',
    });
    const file = new File(['png'], 'oak.png', { type: 'image/png' });
    const create = contentRequestBody(services, { title: 'Joinery', image: file }, false) as FormData;
    expect(create.has('_method')).toBe(false);
    expect((create.get('image') as File).name).toBe('oak.png');
  });

  it('sends a removed picture as an empty value, and a library pick as its path', () => {
    const body = contentRequestBody(
      services,
      { title: 'Joinery', image: 'media/oak.jpg', share_image: REMOVE_FILE },
      true,
    ) as FormData;
    expect(body.get('image')).toBe('media/oak.jpg');
    expect(body.get('share_image')).toBe('');
  });
});

describe('listQueryParams', () => {
  it('sends the filled filters, the sort with its order, the page and its size', () => {
    const query = { page: 2, perPage: 20, sort: 'title', filters: { q: ' oak ', active: '' } };
    expect(listQueryParams(query).toString()).toBe('q=oak&sort=title&order=asc&page=2&per_page=20');
    expect(isFiltered(query)).toBe(true);
    expect(listQueryParams({ page: 1, perPage: 5, filters: { q: '  ' } }).toString()).toBe('page=1&per_page=5');
    expect(isFiltered({ page: 1, perPage: 5, filters: { q: '  ' } })).toBe(false);
  });
});

describe('productSearchUrl', () => {
  it('lists all products without criteria and uses the single search for one criterion', () => {
    expect(productSearchUrl(noProductFilters, 2, 10)).toBe('/products/allproducts?page=2&per_page=10');
    expect(productSearchUrl({ ...noProductFilters, name: ' oak ' }, 1, 10)).toBe(
      '/products/admin/search/name?name=oak&page=1&per_page=10',
    );
    expect(productSearchUrl({ ...noProductFilters, sku: 'PROD-1' }, 1, 10)).toBe(
      '/products/admin/search/sku?sku=PROD-1&page=1&per_page=10',
    );
    expect(productSearchUrl({ ...noProductFilters, categoryId: '3' }, 1, 10)).toBe(
      '/products/admin/search/category?category_id=3&page=1&per_page=10',
    );
  });

  it('asks for a sort and its order after the paging', () => {
    expect(productSearchUrl(noProductFilters, 1, 10, { sort: 'price', order: 'desc' })).toBe(
      '/products/allproducts?page=1&per_page=10&sort=price&order=desc',
    );
  });

  it('uses the advanced search when more than one criterion is filled', () => {
    expect(productSearchUrl({ name: 'oak', sku: '', categoryId: '3' }, 1, 10)).toBe(
      '/products/admin/search/advanced?name=oak&category_id=3&page=1&per_page=10',
    );
  });
});

describe('productFormData', () => {
  it('repeats non-empty lines, sends booleans as 1/0 and derives in_stock', () => {
    const form = productFormData(
      productFields,
      {
        name: 'Stool',
        sku: 'PROD-1',
        description: null,
        short_description: 'Short',
        price: 100,
        sale_price: null,
        stock_quantity: 0,
        price_on_request: false,
        sale_starts_at: null,
        sale_ends_at: null,
        made_to_order: false,
        lead_time_weeks: null,
        is_featured: true,
        is_active: false,
        customized: false,
        category_id: 2,
        sort_order: 1,
        meta_title: null,
        meta_description: null,
        share_image: null,
        noindex: false,
        specifications: ['Wood: Oak', ' ', 'Height: 75 cm'],
        features: [],
        image: null,
        gallery: [],
        remove_gallery: ['product-images/a.jpg'],
      },
      true,
    );
    expect(form.get('_method')).toBe('PUT');
    expect(form.getAll('specifications[]')).toEqual(['Wood: Oak', 'Height: 75 cm']);
    expect(form.getAll('features[]')).toEqual([]);
    expect(form.get('features')).toBe('');
    expect(form.get('in_stock')).toBe('0');
    expect(form.get('is_featured')).toBe('1');
    expect(form.get('is_active')).toBe('0');
    expect(form.get('sale_price')).toBe('');
    expect(form.getAll('remove_gallery[]')).toEqual(['product-images/a.jpg']);
    expect(form.has('image')).toBe(false);
  });
});
