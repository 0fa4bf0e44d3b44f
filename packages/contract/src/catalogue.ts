import { z } from 'zod';
import { type Fields, field, type RecordOf, recordSchema } from './fields.ts';
import { type ImageMeta, imageMetaSchema } from './image-meta.ts';
import { AVAILABILITIES, type Availability } from './price.ts';
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
import { seoFields } from './seo.ts';
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
/** A made-to-order product ships within 1 to 52 weeks. */
export const LEAD_TIME_WEEKS = { min: 1, max: 52 } as const;

export const productMessages = {
  tooManyImages: `A product may have at most ${MAX_PRODUCT_IMAGES} images (the main image and the gallery together).`,
  tooManyLines: (name: string) => `The ${name} field must not have more than ${MAX_PRODUCT_LINES} lines.`,
  lineTooLong: (name: string) => `Each line of ${name} must not be greater than ${MAX_PRODUCT_LINE_LENGTH} characters.`,
  lines: (name: string) => `The ${name} field must be a list of text lines.`,
  saleEndBeforeStart: 'The sale must end after it starts.',
  saleDatesWithoutSalePrice: 'A sale start or end needs a sale price.',
  leadTimeRequired: 'The lead time weeks field is required when the product is made to order.',
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
  // Issue 48, "Catalogue semantics": see the rules in price.ts and productRuleErrors below.
  price_on_request: field.boolean('Price on request', { default: false }),
  sale_starts_at: field.datetime('Sale starts'),
  sale_ends_at: field.datetime('Sale ends'),
  made_to_order: field.boolean('Made to order', { default: false }),
  lead_time_weeks: field.integer('Lead time (weeks)', LEAD_TIME_WEEKS),
  is_featured: field.boolean('Featured', { default: false }),
  is_active: field.boolean('Active', { default: true }),
  customized: field.boolean('Customized', { default: false }),
  category_id: field.reference('Category', { required: true, references: 'categories' }),
  sort_order: field.integer('Sort order', { required: true, min: 0, max: MAX_QUANTITY, default: 1 }),
  image: field.image('Main image', PRODUCT_IMAGE_FOLDER),
  ...seoFields,
};

/**
 * The values of issue 48's fields for a product with a shown price, no sale dates and not made
 * to order: what products had before those fields, and what code making products spreads in.
 */
export const plainProductTerms = {
  price_on_request: false,
  sale_starts_at: null,
  sale_ends_at: null,
  made_to_order: false,
  lead_time_weeks: null,
} as const;

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

/** A product's values as the rules across its fields read them. */
export interface ProductRuleValues {
  sale_price?: number | null;
  sale_starts_at?: string | null;
  sale_ends_at?: string | null;
  made_to_order?: boolean | null;
  lead_time_weeks?: number | null;
}

/**
 * The rules across a product's fields, on its validated values (a create's, an update's merged
 * with the stored row, an import row's): field → messages, empty when all hold.
 */
export function productRuleErrors(values: ProductRuleValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const { sale_starts_at: starts, sale_ends_at: ends } = values;
  if (starts && ends && Date.parse(ends) <= Date.parse(starts))
    errors.sale_ends_at = [productMessages.saleEndBeforeStart];
  // A date without a sale price would schedule nothing: refused rather than kept unnoticed.
  if ((starts || ends) && (values.sale_price === null || values.sale_price === undefined)) {
    errors.sale_price = [productMessages.saleDatesWithoutSalePrice];
  }
  if (values.made_to_order === true && (values.lead_time_weeks === null || values.lead_time_weeks === undefined)) {
    errors.lead_time_weeks = [productMessages.leadTimeRequired];
  }
  return errors;
}

/** A whole product as submitted: the columns of these fields and the product's lists. */
export const productInputSchemaOf = (fields: Fields) => recordSchema(fields).extend(productListsSchema.shape);

export const productInputSchema = productInputSchemaOf(productFields);

/** A product as the API returns it: the record of its fields, derived states, its category and lists. */
export type Product = RecordOf<typeof productFields> & {
  /** Derived: stock_quantity above 0. */
  in_stock: boolean;
  /** Derived at read time: the sale applies now (see isOnSale). */
  on_sale: boolean;
  /** Derived: in stock, else made to order when it is, else out of stock (see availabilityOf). */
  availability: Availability;
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

/**
 * What a list leaves out of each product: the long description, the product's own lists, and its
 * search and sharing values (its page's head reads them, no card).
 */
type ProductDetailOnly =
  | 'description'
  | 'gallery'
  | 'gallery_urls'
  | 'gallery_meta'
  | 'specifications'
  | 'features'
  | 'meta_title'
  | 'meta_description'
  | 'share_image'
  | 'share_image_url'
  | 'share_image_meta'
  | 'noindex';

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
  meta_title: true,
  meta_description: true,
  share_image: true,
  share_image_url: true,
  share_image_meta: true,
  noindex: true,
} as const satisfies Record<ProductDetailOnly, true>;

/**
 * The answers of products of these fields: a whole product (its record, the derived flags, its
 * category and its lists) and a product in a public list (see ProductSummary).
 */
export function productResponseSchemasOf(fields: Fields) {
  const product = recordResponseSchema(fields).extend({
    price: z
      .number()
      .describe(
        'The price; while price_on_request is true, 0 in public answers (and sale_price null): staff alone are told it',
      ),
    sale_price: z
      .number()
      .nullable()
      .describe(
        'The sale price; in public answers null while a dated sale is not running (before its start, from its end), so that "sale_price below price" means a sale now',
      ),
    price_on_request: z
      .boolean()
      .describe('The price is given on enquiry: pages show "Price on request" and an enquiry link instead'),
    sale_starts_at: z
      .string()
      .nullable()
      .describe('ISO 8601 instant (UTC) the sale starts at; null: as soon as a sale price is set'),
    sale_ends_at: z
      .string()
      .nullable()
      .describe('ISO 8601 instant (UTC) the sale ends at, exclusive; null: until the sale price is removed'),
    made_to_order: z.boolean().describe('Made when ordered once none is in stock, within lead_time_weeks'),
    lead_time_weeks: z
      .number()
      .int()
      .nullable()
      .describe(
        `Weeks (${LEAD_TIME_WEEKS.min}-${LEAD_TIME_WEEKS.max}) a made-to-order product takes; set when made_to_order`,
      ),
    in_stock: z.boolean().describe('Derived: stock_quantity above 0'),
    on_sale: z
      .boolean()
      .describe(
        'Derived when read: sale_price below price, the price not on request, and now within [sale_starts_at, sale_ends_at)',
      ),
    availability: z
      .enum(AVAILABILITIES)
      .describe(
        'Derived: in_stock when stock_quantity is above 0, else made_to_order when made to order, else out_of_stock',
      ),
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
