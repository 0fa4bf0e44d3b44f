import { PRODUCT_IMAGE_FOLDER, type Product, type ProductSummary } from '@grain/contract/catalogue';
import { isInStock, isOnSale } from '@grain/contract/price';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toBoolean, toIsoTimestamp } from '../db/values.ts';
import { type ImageMetaLookup, loadImageMeta } from '../images/image-meta.ts';
import {
  childrenOfRow,
  type ProductChildren,
  type ProductSummaryRow,
  type StoredProductRow,
} from './product-repository.ts';

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const timestamp = (value: string) => toIsoTimestamp(value) ?? value;

type ImageUrl = (path: string | null) => string | null;

const imageUrlFor =
  (fileBase: string): ImageUrl =>
  (path) =>
    resolveStorageUrl(path, { base: fileBase, folder: PRODUCT_IMAGE_FOLDER });

/** Maps a product as a list reads it to what the list returns. */
function toProductSummary(row: ProductSummaryRow, url: ImageUrl, imageMeta: ImageMetaLookup): ProductSummary {
  const price = Number(row.price);
  const salePrice = numberOrNull(row.sale_price);
  const stockQuantity = Number(row.stock_quantity);
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    short_description: row.short_description,
    price,
    sale_price: salePrice,
    stock_quantity: stockQuantity,
    in_stock: isInStock(stockQuantity),
    on_sale: isOnSale(price, salePrice),
    is_featured: toBoolean(row.is_featured),
    is_active: toBoolean(row.is_active),
    customized: toBoolean(row.customized),
    category_id: row.category_id,
    category: row.category_name === null ? null : { id: row.category_id, name: row.category_name },
    sort_order: Number(row.sort_order),
    image: row.image,
    image_url: url(row.image),
    image_meta: imageMeta(row.image, PRODUCT_IMAGE_FOLDER),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
  };
}

/** Maps a stored product and its children to what the API returns. */
function toProduct(
  row: StoredProductRow,
  children: ProductChildren,
  fileBase: string,
  imageMeta: ImageMetaLookup,
): Product {
  const url = imageUrlFor(fileBase);
  return {
    ...toProductSummary(row, url, imageMeta),
    description: row.description,
    gallery: children.gallery,
    gallery_urls: children.gallery.map((path) => url(path) ?? path),
    gallery_meta: children.gallery.map((path) => imageMeta(path, PRODUCT_IMAGE_FOLDER)),
    specifications: children.specifications,
    features: children.features,
  };
}

const productImages = (paths: ReadonlyArray<string | null>) =>
  paths.map((value) => ({ value, folder: PRODUCT_IMAGE_FOLDER }));

/**
 * Maps stored products (read whole, with their children and category, see findProduct and
 * listProducts) in the given order; their images' variants cost one query for them all.
 */
export async function presentProducts(
  db: Kysely<Database>,
  rows: StoredProductRow[],
  fileBase: string,
): Promise<Product[]> {
  const children = rows.map(childrenOfRow);
  const images = rows.flatMap((row, index) => [row.image, ...children[index].gallery]);
  const imageMeta = await loadImageMeta(db, productImages(images), fileBase);
  return rows.map((row, index) => toProduct(row, children[index], fileBase, imageMeta));
}

/** Maps a list's products (read as summaries) in the given order; their main images' variants cost one query. */
export async function presentProductSummaries(
  db: Kysely<Database>,
  rows: ProductSummaryRow[],
  fileBase: string,
): Promise<ProductSummary[]> {
  const imageMeta = await loadImageMeta(db, productImages(rows.map((row) => row.image)), fileBase);
  const url = imageUrlFor(fileBase);
  return rows.map((row) => toProductSummary(row, url, imageMeta));
}
