import { PRODUCT_IMAGE_FOLDER, type Product } from '@grain/contract/catalogue';
import { isInStock, isOnSale } from '@grain/contract/price';
import { resolveStorageUrl } from '@grain/contract/storage-url';
import type { Kysely } from 'kysely';
import { namesById } from '../db/lookups.ts';
import type { Database } from '../db/schema.ts';
import { toBoolean, toIsoTimestamp } from '../db/values.ts';
import { type ImageMetaLookup, loadImageMeta } from '../images/image-meta.ts';
import { type ProductChildren, type ProductRow, productChildren } from './product-repository.ts';

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const timestamp = (value: string) => toIsoTimestamp(value) ?? value;

/** Maps a stored product and its children to what the API returns. */
export function toProduct(
  row: ProductRow,
  children: ProductChildren,
  categoryName: string | undefined,
  fileBase: string,
  imageMeta: ImageMetaLookup,
): Product {
  const url = (path: string | null) => resolveStorageUrl(path, { base: fileBase, folder: PRODUCT_IMAGE_FOLDER });
  const price = Number(row.price);
  const salePrice = numberOrNull(row.sale_price);
  const stockQuantity = Number(row.stock_quantity);
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    description: row.description,
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
    category: categoryName === undefined ? null : { id: row.category_id, name: categoryName },
    sort_order: Number(row.sort_order),
    image: row.image,
    image_url: url(row.image),
    image_meta: imageMeta(row.image, PRODUCT_IMAGE_FOLDER),
    gallery: children.gallery,
    gallery_urls: children.gallery.map((path) => url(path) ?? path),
    gallery_meta: children.gallery.map((path) => imageMeta(path, PRODUCT_IMAGE_FOLDER)),
    specifications: children.specifications,
    features: children.features,
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
  };
}

/** Loads the children and category names of stored products and maps them, in the given order. */
export async function presentProducts(db: Kysely<Database>, rows: ProductRow[], fileBase: string): Promise<Product[]> {
  const ids = rows.map((row) => row.id);
  const [children, categoryNames] = await Promise.all([
    productChildren(db, ids),
    namesById(
      db,
      'categories',
      rows.map((row) => row.category_id),
    ),
  ]);
  const childrenOf = (id: number) => children.get(id) ?? { gallery: [], specifications: [], features: [] };
  const images = rows.flatMap((row) => [row.image, ...childrenOf(row.id).gallery]);
  const imageMeta = await loadImageMeta(
    db,
    images.map((value) => ({ value, folder: PRODUCT_IMAGE_FOLDER })),
    fileBase,
  );
  return rows.map((row) => toProduct(row, childrenOf(row.id), categoryNames.get(row.category_id), fileBase, imageMeta));
}
