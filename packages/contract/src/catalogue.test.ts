import { describe, expect, it } from 'vitest';
import {
  adminProductSearchSchemas,
  featuredProductsQuerySchema,
  parseSpecificationLine,
  productListsSchema,
  specificationLine,
} from './catalogue.ts';
import { DEFAULT_PRODUCT_SEARCH } from './product-search.ts';
import { productSearchSchema } from './product-search-schema.ts';

describe('specification lines', () => {
  it.each([
    ['Material: Solid oak', { key: 'Material', value: 'Solid oak' }],
    ['  Size :  180 x 90 cm ', { key: 'Size', value: '180 x 90 cm' }],
    ['Ratio: 1:2', { key: 'Ratio', value: '1:2' }],
    ['Handmade', { key: 'Handmade', value: '' }],
    ['Finish:', { key: 'Finish', value: '' }],
    [': no key', { key: ': no key', value: '' }],
  ])('reads %j', (line, pair) => {
    expect(parseSpecificationLine(line)).toEqual(pair);
  });

  it('writes a pair back as the line it came from', () => {
    expect(specificationLine({ key: 'Material', value: 'Solid oak' })).toBe('Material: Solid oak');
    expect(specificationLine({ key: 'Handmade', value: '' })).toBe('Handmade');
  });
});

describe('productListsSchema', () => {
  it('drops blank lines and keeps the order of the rest', () => {
    const result = productListsSchema.parse({
      specifications: ['Material: Oak', '', '  ', { key: 'Width', value: ' 180 cm ' }, { key: '', value: 'x' }],
      features: [' Solid ', '', 'Oiled'],
    });
    expect(result).toEqual({
      specifications: [
        { key: 'Material', value: 'Oak' },
        { key: 'Width', value: '180 cm' },
      ],
      features: ['Solid', 'Oiled'],
    });
  });

  it('reads one string as a block of lines and a missing list as empty', () => {
    expect(productListsSchema.parse({ specifications: 'A: 1\r\n\r\nB', features: undefined })).toEqual({
      specifications: [
        { key: 'A', value: '1' },
        { key: 'B', value: '' },
      ],
      features: [],
    });
  });

  it('refuses more than 50 lines, lines over 500 characters and values that are not text', () => {
    const result = productListsSchema.safeParse({
      specifications: Array.from({ length: 51 }, (_, n) => `Line ${n}`),
      features: ['ok', 'x'.repeat(501), 7],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['specifications', 'The specifications field must not have more than 50 lines.'],
      ['features.1', 'Each line of features must not be greater than 500 characters.'],
      ['features.2', 'The features field must be a list of text lines.'],
    ]);
  });
});

describe('productSearchSchema', () => {
  it('reads an empty query as the default search: no criteria, name ascending, page 1 of 12', () => {
    expect(productSearchSchema.parse({})).toEqual(DEFAULT_PRODUCT_SEARCH);
    expect(DEFAULT_PRODUCT_SEARCH).toEqual({
      q: null,
      category_id: null,
      customized: null,
      price_min: null,
      price_max: null,
      facets: {},
      sort: 'name',
      order: 'asc',
      page: 1,
      per_page: 12,
    });
  });

  it('treats blank values as absent', () => {
    expect(
      productSearchSchema.parse({ q: ' ', category_id: '', customized: '', price_min: '', sort: '', order: '' }),
    ).toEqual(DEFAULT_PRODUCT_SEARCH);
  });

  it('reads query strings into typed values', () => {
    expect(
      productSearchSchema.parse({
        q: ' oak ',
        category_id: '3',
        customized: '1',
        price_min: '10.5',
        price_max: '99',
        sort: 'price',
        order: 'desc',
        page: '2',
        per_page: '24',
      }),
    ).toEqual({
      q: 'oak',
      category_id: 3,
      customized: true,
      price_min: 10.5,
      price_max: 99,
      facets: {},
      sort: 'price',
      order: 'desc',
      page: 2,
      per_page: 24,
    });
    expect(productSearchSchema.parse({ customized: 'false' }).customized).toBe(false);
  });

  it('refuses malformed values with the message of each parameter', () => {
    const result = productSearchSchema.safeParse({
      category_id: 'abc',
      customized: 'maybe',
      price_min: '-1',
      sort: 'popularity',
      order: 'up',
      page: '0',
      per_page: '101',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['category_id', 'The category id field must be an integer.'],
      ['customized', 'The customized field must be true or false.'],
      ['price_min', 'The price min field must be at least 0.'],
      ['sort', 'The sort must be one of: name, price, created_at.'],
      ['order', 'The order must be one of: asc, desc.'],
      ['page', 'The page must be a whole number of at least 1.'],
      ['per_page', 'The per page must be between 1 and 100.'],
    ]);
  });

  it('defaults the featured limit to 12 and bounds it to 1..50', () => {
    expect(featuredProductsQuerySchema.parse({}).limit).toBe(12);
    expect(featuredProductsQuerySchema.parse({ limit: '50' }).limit).toBe(50);
    expect(featuredProductsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });

  it('gives the admin searches the same shape plus their own criteria', () => {
    expect(adminProductSearchSchemas.advanced.parse({ sku: ' chr ', page: '2' })).toEqual({
      ...DEFAULT_PRODUCT_SEARCH,
      page: 2,
      sku: 'chr',
      name: null,
    });
    expect(adminProductSearchSchemas.category.parse({ category_id: '4' })).toEqual({
      ...DEFAULT_PRODUCT_SEARCH,
      category_id: 4,
    });
    expect(adminProductSearchSchemas.name.safeParse({ name: ' ' }).error?.issues[0].message).toBe(
      'The name field is required.',
    );
  });
});
