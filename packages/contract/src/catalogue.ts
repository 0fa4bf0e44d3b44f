import { z } from 'zod';
import { type FieldDef, field, fieldSchema, type RecordOf, recordSchema } from './fields.ts';

/** Storage folder of product images (main image and gallery). */
export const PRODUCT_IMAGE_FOLDER = 'product-images';
/** Product grid page size unless `per_page` (1–100) says otherwise. */
export const PRODUCTS_PER_PAGE = 12;
/** Main image and gallery together. */
export const MAX_PRODUCT_IMAGES = 8;
export const FEATURED_PRODUCTS_LIMIT = { default: 12, max: 50 } as const;
/** Most specification lines, and most feature lines, one product may have. */
export const MAX_PRODUCT_LINES = 50;
export const MAX_PRODUCT_LINE_LENGTH = 500;
const MAX_PRICE = 99_999_999;
const MAX_QUANTITY = 1_000_000_000;

export const PRODUCT_SORTS = ['name', 'price', 'created_at'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The storefront always asks for name ascending (spec public §5, §9). */
export const DEFAULT_PRODUCT_SORT: { sort: ProductSort; order: SortOrder } = { sort: 'name', order: 'asc' };

export const productMessages = {
  tooManyImages: `A product may have at most ${MAX_PRODUCT_IMAGES} images (the main image and the gallery together).`,
  tooManyLines: (name: string) => `The ${name} field must not have more than ${MAX_PRODUCT_LINES} lines.`,
  lineTooLong: (name: string) => `Each line of ${name} must not be greater than ${MAX_PRODUCT_LINE_LENGTH} characters.`,
  lines: (name: string) => `The ${name} field must be a list of text lines.`,
  sort: `The sort must be one of: ${PRODUCT_SORTS.join(', ')}.`,
  order: `The order must be one of: ${SORT_ORDERS.join(', ')}.`,
};

/** The product's own columns as the admin edits them (spec admin §3, §5, §7). */
export const productFields = {
  name: field.text('Name', { required: true }),
  sku: field.text('SKU', { required: true, maxLength: 100, unique: true }),
  description: field.html('Description'),
  short_description: field.textarea('Short description', { maxLength: 1000 }),
  price: field.decimal('Price', { required: true, min: 0, max: MAX_PRICE }),
  sale_price: field.decimal('Sale price', { min: 0, max: MAX_PRICE }),
  stock_quantity: field.integer('Stock quantity', { required: true, min: 0, max: MAX_QUANTITY }),
  is_featured: field.boolean('Featured', { default: false }),
  is_active: field.boolean('Active', { default: true }),
  customized: field.boolean('Customized', { default: false }),
  category_id: field.reference('Category', { required: true, references: 'categories' }),
  sort_order: field.integer('Sort order', { required: true, min: 0, max: MAX_QUANTITY, default: 1 }),
  image: field.image('Main image', PRODUCT_IMAGE_FOLDER),
};

export interface ProductSpecification {
  key: string;
  value: string;
}

/**
 * An admin line "Material: Solid oak" is the pair Material / Solid oak; a line without a
 * colon (or with nothing before it) is a key with an empty value.
 */
export function parseSpecificationLine(line: string): ProductSpecification {
  const trimmed = line.trim();
  const colon = trimmed.indexOf(':');
  const key = colon < 0 ? '' : trimmed.slice(0, colon).trim();
  if (!key) return { key: trimmed, value: '' };
  return { key, value: trimmed.slice(colon + 1).trim() };
}

/** The admin form's text line of a pair: the inverse of `parseSpecificationLine`. */
export function specificationLine({ key, value }: ProductSpecification): string {
  return value ? `${key}: ${value}` : key;
}

/** One string is a block of lines (a textarea); repeated `name[]` fields arrive as an array. */
const asList = (value: unknown) => {
  if (value === undefined || value === null) return [];
  return typeof value === 'string' ? value.split(/\r?\n/) : value;
};

const lineSchema = (name: string) =>
  z.string({ error: productMessages.lines(name) }).max(MAX_PRODUCT_LINE_LENGTH, productMessages.lineTooLong(name));

/** A list of lines: blank lines are dropped, the rest trimmed and kept in order. */
function linesSchema<T>(name: string, item: z.ZodType<T | null>) {
  return z.preprocess(
    asList,
    z
      .array(item, { error: productMessages.lines(name) })
      .transform((items) => items.filter((entry): entry is T => entry !== null))
      .refine((items) => items.length <= MAX_PRODUCT_LINES, productMessages.tooManyLines(name)),
  );
}

const specificationItem = z.union(
  [
    lineSchema('specifications').transform((line) => (line.trim() ? parseSpecificationLine(line) : null)),
    z
      .object({ key: lineSchema('specifications'), value: lineSchema('specifications').nullish() })
      .transform(({ key, value }) => (key.trim() ? { key: key.trim(), value: (value ?? '').trim() } : null)),
  ],
  { error: productMessages.lines('specifications') },
);

const featureItem = lineSchema('features').transform((line) => line.trim() || null);

/** The product's columns as submitted and merged with their stored values. */
export const productColumnsSchema = recordSchema(productFields);

/** The product's lists: specifications as lines or `{ key, value }` pairs, features as lines. */
export const productListsSchema = z.object({
  specifications: linesSchema<ProductSpecification>('specifications', specificationItem),
  features: linesSchema<string>('features', featureItem),
});

/** A whole product as submitted: its columns and its lists. */
export const productInputSchema = productColumnsSchema.extend(productListsSchema.shape);

type ProductColumns = RecordOf<typeof productFields>;

/** A product as the API returns it. */
export type Product = Omit<ProductColumns, 'is_featured' | 'is_active' | 'customized'> & {
  is_featured: boolean;
  is_active: boolean;
  customized: boolean;
  /** Derived: stock_quantity above 0. */
  in_stock: boolean;
  /** Derived: sale_price below price. */
  on_sale: boolean;
  category: { id: number; name: string } | null;
  /** Storage-relative paths (or absolute URLs), in order. */
  gallery: string[];
  gallery_urls: string[];
  specifications: ProductSpecification[];
  features: string[];
};

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A query value validated like a form field of that kind (blank means absent). */
const queryValue = <T>(name: string, def: FieldDef) => fieldSchema(name, def) as z.ZodType<T, unknown>;
const optionalQueryValue = <T>(name: string, def: FieldDef) => queryValue<T | null | undefined>(name, def);

const categoryQuery = field.reference('Category', { min: 1 });

/** Search, filters and sort that every product list accepts (spec public §5). */
export const productFiltersSchema = z.object({
  q: optionalQueryValue<string>('q', field.text('Search')),
  category_id: optionalQueryValue<number>('category_id', categoryQuery),
  customized: optionalQueryValue<boolean>('customized', field.boolean('Customized')),
  price_min: optionalQueryValue<number>('price_min', field.decimal('Minimum price', { min: 0 })),
  price_max: optionalQueryValue<number>('price_max', field.decimal('Maximum price', { min: 0 })),
  sort: z.preprocess(blankToUndefined, z.enum(PRODUCT_SORTS, productMessages.sort).default(DEFAULT_PRODUCT_SORT.sort)),
  order: z.preprocess(blankToUndefined, z.enum(SORT_ORDERS, productMessages.order).default(DEFAULT_PRODUCT_SORT.order)),
});

export type ProductFilters = z.output<typeof productFiltersSchema>;

/** The home page sliders: active featured products, by sort order then name. */
export const featuredProductsQuerySchema = productFiltersSchema.omit({ sort: true, order: true }).extend({
  limit: optionalQueryValue<number>(
    'limit',
    field.integer('Limit', { min: 1, max: FEATURED_PRODUCTS_LIMIT.max }),
  ).transform((limit) => limit ?? FEATURED_PRODUCTS_LIMIT.default),
});

const skuQuery = field.text('SKU', { maxLength: 100 });
const nameQuery = field.text('Name');

/** The admin's product searches (spec admin §7); each also accepts the list filters. */
export const adminProductSearchSchemas = {
  sku: z.object({ sku: queryValue<string>('sku', { ...skuQuery, required: true }) }),
  name: z.object({ name: queryValue<string>('name', { ...nameQuery, required: true }) }),
  category: z.object({ category_id: queryValue<number>('category_id', { ...categoryQuery, required: true }) }),
  advanced: z.object({
    sku: optionalQueryValue<string>('sku', skuQuery),
    name: optionalQueryValue<string>('name', nameQuery),
    category_id: optionalQueryValue<number>('category_id', categoryQuery),
  }),
};
