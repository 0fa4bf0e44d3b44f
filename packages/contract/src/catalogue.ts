import { z } from 'zod';
import { type Fields, field, type RecordOf, recordSchema } from './fields.ts';
import { type ImageMeta, imageMetaSchema } from './image-meta.ts';
import {
  categoryQuery,
  type ProductSearch,
  productSearchMessages,
  productSearchSchema,
  queryValue,
  searchCriterion,
  searchValue,
} from './product-search-schema.ts';
import { recordResponseSchema } from './responses.ts';
import { normaliseText } from './text.ts';

/** Storage folder of product images (main image and gallery). */
export const PRODUCT_IMAGE_FOLDER = 'product-images';
/** Main image and gallery together. */
export const MAX_PRODUCT_IMAGES = 8;
export const FEATURED_PRODUCTS_LIMIT = { default: 12, max: 50 } as const;
/** Most specification lines, and most feature lines, one product may have. */
export const MAX_PRODUCT_LINES = 50;
export const MAX_PRODUCT_LINE_LENGTH = 500;
const MAX_PRICE = 99_999_999;
const MAX_QUANTITY = 1_000_000_000;

export const productMessages = {
  tooManyImages: `A product may have at most ${MAX_PRODUCT_IMAGES} images (the main image and the gallery together).`,
  tooManyLines: (name: string) => `The ${name} field must not have more than ${MAX_PRODUCT_LINES} lines.`,
  lineTooLong: (name: string) => `Each line of ${name} must not be greater than ${MAX_PRODUCT_LINE_LENGTH} characters.`,
  lines: (name: string) => `The ${name} field must be a list of text lines.`,
  ...productSearchMessages,
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
  return typeof value === 'string' ? normaliseText(value).split('\n') : value;
};

const lineSchema = (name: string) =>
  z
    .string({ error: productMessages.lines(name) })
    .overwrite(normaliseText)
    .max(MAX_PRODUCT_LINE_LENGTH, productMessages.lineTooLong(name));

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

/** The product's lists: specifications as lines or `{ key, value }` pairs, features as lines. */
export const productListsSchema = z.object({
  specifications: linesSchema<ProductSpecification>('specifications', specificationItem),
  features: linesSchema<string>('features', featureItem),
});

/** A whole product as submitted: the columns of these fields and the product's lists. */
export const productInputSchemaOf = (fields: Fields) => recordSchema(fields).extend(productListsSchema.shape);

export const productInputSchema = productInputSchemaOf(productFields);

/** A product as the API returns it: the record of its fields, derived states, its category and lists. */
export type Product = RecordOf<typeof productFields> & {
  /** Derived: stock_quantity above 0. */
  in_stock: boolean;
  /** Derived: sale_price below price. */
  on_sale: boolean;
  category: { id: number; name: string } | null;
  /** Storage-relative paths (or absolute URLs), in order. */
  gallery: string[];
  gallery_urls: string[];
  /**
   * Variants of each gallery image, null while being made. Optional in the type only so that
   * hand-made products (tests, fixtures) need not spell them out; the API always sends them.
   */
  gallery_meta?: Array<ImageMeta | null>;
  specifications: ProductSpecification[];
  features: string[];
};

/** What a list leaves out of each product: the long description and the product's own lists. */
type ProductDetailOnly = 'description' | 'gallery' | 'gallery_urls' | 'gallery_meta' | 'specifications' | 'features';

/**
 * A product as the public lists return it: what a product card shows (spec public "Product
 * card"), its columns, derived states, category and main image. The product's own page reads
 * the rest (`GET /products/{id}`).
 */
export type ProductSummary = Omit<Product, ProductDetailOnly>;

/** The home page sliders: active featured products, by sort order then name. */
export const featuredProductsQuerySchema = productSearchSchema
  .pick({ q: true, category_id: true, customized: true, price_min: true, price_max: true })
  .extend({
    limit: queryValue<number | null | undefined>(
      'limit',
      field.integer('Limit', { min: 1, max: FEATURED_PRODUCTS_LIMIT.max }),
    ).transform((limit) => limit ?? FEATURED_PRODUCTS_LIMIT.default),
  });

const skuQuery = field.text('SKU', { maxLength: 100 });
const nameQuery = field.text('Name');

/**
 * The admin's product searches (spec admin §7): the same product search, plus the criterion
 * each requires, and the admin-only "SKU contains" and "name contains".
 */
export const adminProductSearchSchemas = {
  sku: productSearchSchema.extend({ sku: searchValue<string>('sku', { ...skuQuery, required: true }) }),
  name: productSearchSchema.extend({ name: searchValue<string>('name', { ...nameQuery, required: true }) }),
  category: productSearchSchema.extend({
    category_id: queryValue<number>('category_id', { ...categoryQuery, required: true }),
  }),
  advanced: productSearchSchema.extend({
    sku: searchCriterion('sku', skuQuery),
    name: searchCriterion('name', nameQuery),
  }),
};

/** An admin product search: the product search with its admin-only criteria. */
export type AdminProductSearch = ProductSearch & { sku?: string | null; name?: string | null };

const DETAIL_ONLY = {
  description: true,
  gallery: true,
  gallery_urls: true,
  gallery_meta: true,
  specifications: true,
  features: true,
} as const satisfies Record<ProductDetailOnly, true>;

/**
 * The answers of products of these fields: a whole product (its record, the derived flags, its
 * category and its lists) and a product in a public list (see ProductSummary).
 */
export function productResponseSchemasOf(fields: Fields) {
  const product = recordResponseSchema(fields).extend({
    in_stock: z.boolean().describe('Derived: stock_quantity above 0'),
    on_sale: z.boolean().describe('Derived: sale_price below price'),
    gallery: z.array(z.string()).describe('Storage-relative paths (or absolute URLs), in order'),
    gallery_urls: z.array(z.string()).describe('The full-size images, re-encoded without metadata, in gallery order'),
    gallery_meta: z.array(imageMetaSchema.nullable()).describe('The variants of each gallery image, in gallery order'),
    specifications: z.array(z.object({ key: z.string(), value: z.string() })),
    features: z.array(z.string()),
  });
  return { product, summary: product.omit(DETAIL_ONLY) };
}

const productResponseSchemas = productResponseSchemasOf(productFields);
export const productResponseSchema = productResponseSchemas.product;
export const productSummaryResponseSchema = productResponseSchemas.summary;

/** The fields a product in a public list leaves out (the long ones), by name. */
export const isDetailOnly = (name: string): boolean => Object.hasOwn(DETAIL_ONLY, name);
