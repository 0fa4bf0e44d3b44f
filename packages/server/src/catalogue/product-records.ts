import { PRODUCT_IMAGE_FOLDER, type Product, type ProductSummary } from '@grain/contract/catalogue';
import { availabilityOf, isInStock, isOnSale } from '@grain/contract/price';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import type { Kysely } from 'kysely';
import { toApiRecord } from '../collections/read.ts';
import type { Database } from '../db/schema.ts';
import { loadImageMeta } from '../images/image-meta.ts';
import { childrenOfRow, type ProductSummaryRow, type StoredProductRow } from './product-repository.ts';
import type { ProductCollection } from './products.ts';

type Row = Record<string, unknown>;

/** Who the answer is for: `public` for visitors (no staff token), who are not told a price on request. */
export interface Audience {
  public?: boolean;
}

/**
 * A product's fields as any record's, and what is derived from them: its states and its category.
 * `on_sale` follows the clock (a sale's start and end), so it is derived when read, never stored:
 * the caches expire at the next start or end instead (cache/sale-clock.ts).
 */
function withDerived(
  record: Row,
  row: Pick<ProductSummaryRow, 'category_id' | 'category_name'>,
  audience: Audience,
): ProductSummary {
  // Mapped by the collection's fields at run time (toApiRecord), so the types cannot follow.
  const product = record as ProductSummary;
  product.in_stock = isInStock(product.stock_quantity);
  // A price given on request has no sale to show either.
  product.on_sale = !product.price_on_request && isOnSale(product.price, product.sale_price, product, Date.now());
  product.availability = availabilityOf(product);
  if (audience.public && product.price_on_request) {
    // The price the owner keeps (for sorting, for the day it is shown) is not told to visitors:
    // 0, which any client already reads as "Price on request", and no sale price.
    product.price = 0;
    product.sale_price = null;
  }
  if (audience.public && !product.on_sale && (product.sale_starts_at || product.sale_ends_at)) {
    // A dated sale that is not running is not told to visitors: the spec's rule (a sale is a
    // sale_price below price) would show it before it starts. The cache expires at its start.
    product.sale_price = null;
  }
  product.category = row.category_name === null ? null : { id: row.category_id, name: row.category_name };
  return product;
}

/** The image values of the rows (their image fields' and galleries'), for their variants' one query. */
function imagesOf(fields: ProductCollection['fields'], rows: Row[], galleries: string[][] = []) {
  const imageFields = Object.entries(fields).filter(([, field]) => field.kind === 'image');
  return [
    ...rows.flatMap((row) => imageFields.map(([name, field]) => ({ value: row[name], folder: field.folder }))),
    ...galleries.flat().map((value) => ({ value, folder: PRODUCT_IMAGE_FOLDER })),
  ];
}

/**
 * Maps stored products (read whole, with their children and category, see findProduct and
 * listProducts) in the given order; their images' variants cost one query for them all.
 */
export async function presentProducts(
  db: Kysely<Database>,
  products: ProductCollection,
  rows: StoredProductRow[],
  fileBase: string,
  audience: Audience = {},
): Promise<Product[]> {
  const children = rows.map(childrenOfRow);
  const galleries = children.map((child) => child.gallery);
  const imageMeta = await loadImageMeta(db, imagesOf(products.fields, rows, galleries), fileBase);
  const url = (path: string) => resolveStorageUrl(path, { base: fileBase, folder: PRODUCT_IMAGE_FOLDER }) ?? path;
  return rows.map((row, index) => {
    const { gallery, specifications, features } = children[index];
    const product = withDerived(toApiRecord(products.fields, row, fileBase, imageMeta), row, audience) as Product;
    product.gallery = gallery;
    product.gallery_urls = gallery.map(url);
    product.gallery_meta = gallery.map((path) => imageMeta(path, PRODUCT_IMAGE_FOLDER));
    product.specifications = specifications;
    product.features = features;
    return product;
  });
}

/** Maps a list's products (read as summaries) in the given order; their main images' variants cost one query. */
export async function presentProductSummaries(
  db: Kysely<Database>,
  products: ProductCollection,
  rows: ProductSummaryRow[],
  fileBase: string,
  audience: Audience = {},
): Promise<ProductSummary[]> {
  const imageMeta = await loadImageMeta(db, imagesOf(products.summaryFields, rows), fileBase);
  return rows.map((row) => withDerived(toApiRecord(products.summaryFields, row, fileBase, imageMeta), row, audience));
}
