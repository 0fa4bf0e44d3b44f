import { describe, expect, it } from 'vitest';
import {
  featuredProductsQuerySchema,
  parseSpecificationLine,
  productFiltersSchema,
  productListsSchema,
  specificationLine,
} from './catalogue.ts';

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

describe('productFiltersSchema', () => {
  it('defaults to name ascending and treats blank values as absent', () => {
    expect(productFiltersSchema.parse({ q: ' ', category_id: '', customized: '', sort: '', order: '' })).toEqual({
      q: null,
      category_id: null,
      customized: null,
      sort: 'name',
      order: 'asc',
    });
  });

  it('reads query strings into typed values', () => {
    expect(
      productFiltersSchema.parse({
        q: ' oak ',
        category_id: '3',
        customized: '1',
        price_min: '10.5',
        price_max: '99',
        sort: 'price',
        order: 'desc',
      }),
    ).toEqual({
      q: 'oak',
      category_id: 3,
      customized: true,
      price_min: 10.5,
      price_max: 99,
      sort: 'price',
      order: 'desc',
    });
  });

  it('defaults the featured limit to 12 and bounds it to 1..50', () => {
    expect(featuredProductsQuerySchema.parse({}).limit).toBe(12);
    expect(featuredProductsQuerySchema.parse({ limit: '50' }).limit).toBe(50);
    expect(featuredProductsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});
