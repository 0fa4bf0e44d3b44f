import { PRODUCT_IMAGE_FOLDER } from '@grain/contract/catalogue';
import { facetSlug } from '@grain/contract/product-facets';
import type { Kysely } from 'kysely';
import { insertProduct, type ProductChildren, type ProductValues } from '../catalogue/product-repository.ts';
import { sanitizeRichText } from '../collections/rich-text.ts';
import { idsBySlug } from '../db/lookups.ts';
import type { Database } from '../db/schema.ts';
import { fromBoolean, nowIso } from '../db/values.ts';
import { type DemoProduct, paragraphs } from './demo-record.ts';
import { careNotes } from './demo-text/catalogue-categories.ts';
import type { Picture } from './pictures/picture.ts';
import { companionMood, DEFAULT_WOOD } from './pictures/scene.ts';
import type { SeedFiles } from './seed-files.ts';

/** A product ready to insert: its columns (the category still named by slug), its lists and its arrival time. */
export interface PreparedProduct {
  category: string;
  values: Omit<ProductValues, 'category_id'>;
  children: ProductChildren;
  createdAt: string;
}

const HOUR = 3_600_000;

const demoSku = (index: number) => `PROD-${String(index + 1).padStart(3, '0')}`;

/** Two more views of the piece: the same subject in another room, and its timber up close. */
function galleryOf(picture: Picture): Picture[] {
  switch (picture.kind) {
    case 'scene': {
      const timber = picture.wood ?? DEFAULT_WOOD;
      return [
        { ...picture, mood: companionMood(timber, picture.mood) },
        { kind: 'grain', wood: timber },
      ];
    }
    case 'floor':
      return [{ kind: 'grain', wood: picture.wood }, picture];
    default:
      return [picture, picture];
  }
}

function descriptionHtml(product: DemoProduct): string {
  const care = careNotes[product.category];
  return sanitizeRichText(paragraphs(...product.description) + (care ? `<h3>Care</h3>${paragraphs(care)}` : ''));
}

/**
 * The order products "arrived" in: one from each category in turn, so that a newest-first
 * list shows the whole range rather than one category.
 */
function arrivalRanks(products: readonly DemoProduct[]): number[] {
  const queues = new Map<string, number[]>();
  for (const [index, product] of products.entries()) {
    queues.set(product.category, [...(queues.get(product.category) ?? []), index]);
  }
  const arrivals: number[] = [];
  while (arrivals.length < products.length) {
    for (const queue of queues.values()) {
      const next = queue.shift();
      if (next !== undefined) arrivals.push(next);
    }
  }
  const ranks: number[] = [];
  for (const [rank, index] of arrivals.entries()) ranks[index] = rank;
  return ranks;
}

/** Midnight (UTC) `days` days after the day of `now`: a sale's dates, whole days as an owner would set them. */
function dayFrom(now: number, days: number): string {
  const today = new Date(now);
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days)).toISOString();
}

/** Issue 48's terms of a demo product: its price on request, its sale's dates, made to order. */
function termsOf(product: DemoProduct, now: number) {
  const { starts, ends } = product.sale_days ?? {};
  return {
    price_on_request: product.price_on_request === true,
    sale_starts_at: starts === undefined ? null : dayFrom(now, starts),
    sale_ends_at: ends === undefined ? null : dayFrom(now, ends),
    made_to_order: product.lead_time_weeks !== undefined,
    lead_time_weeks: product.lead_time_weeks ?? null,
  };
}

async function prepareProduct(files: SeedFiles, product: DemoProduct, index: number, at: string, now: number) {
  const sku = demoSku(index);
  const pictures = [product.picture, ...galleryOf(product.picture)];
  const [image, ...gallery] = await Promise.all(
    pictures.map((picture, position) => files.picture(picture, 'square', `${sku}-${position}`, PRODUCT_IMAGE_FOLDER)),
  );
  return {
    category: product.category,
    values: {
      name: product.name,
      sku,
      description: descriptionHtml(product),
      short_description: product.short_description,
      price: product.price,
      sale_price: product.sale_price ?? null,
      stock_quantity: product.stock_quantity,
      is_featured: product.is_featured === true,
      is_active: product.is_active !== false,
      customized: product.customized === true,
      sort_order: index + 1,
      image,
      ...termsOf(product, now),
    },
    children: {
      gallery,
      specifications: product.specifications.map(([key, value]) => ({ key, value })),
      features: product.features,
    },
    createdAt: at,
  };
}

/** Draws and writes every product's pictures; nothing touches the database yet. */
export function prepareProducts(
  files: SeedFiles,
  products: readonly DemoProduct[],
  now: number,
): Promise<PreparedProduct[]> {
  const ranks = arrivalRanks(products);
  // A day and a half apart, the latest arrival a day and a half ago.
  const createdAt = (index: number) => new Date(now - (products.length - ranks[index]) * 36 * HOUR).toISOString();
  return Promise.all(products.map((product, index) => prepareProduct(files, product, index, createdAt(index), now)));
}

/** Inserts the products with their gallery, specifications and features. */
export async function insertProducts(db: Kysely<Database>, products: readonly PreparedProduct[]): Promise<void> {
  const categoryIds = await idsBySlug(db, 'categories');
  for (const product of products) {
    const categoryId = categoryIds.get(product.category);
    if (categoryId === undefined) {
      throw new Error(`Demo product ${product.values.name} has no category "${product.category}".`);
    }
    await insertProduct(db, { ...product.values, category_id: categoryId }, product.children, {
      at: product.createdAt,
    });
  }
}

/**
 * The demo's filters, in the order the catalogue offers them: keys whose values the products
 * share (Material: Oak). Its other specification keys are details whose values nearly all differ
 * (dimensions, weights, warranties): they stay on the products' pages but are hidden from the
 * filters, as an owner would hide them on the Filters screen.
 */
export const DEMO_FILTER_KEYS = ['Material', 'Finish', 'Room', 'Construction'] as const;

/** Orders the demo's filter keys and hides its other keys; run once its products are in. */
export async function mapDemoFacets(db: Kysely<Database>): Promise<void> {
  const slugs = DEMO_FILTER_KEYS.map(facetSlug);
  const at = nowIso();
  await db
    .updateTable('facet_keys')
    .set({ hidden: fromBoolean(true), updated_at: at })
    .where('slug', 'not in', slugs)
    .execute();
  for (const [index, slug] of slugs.entries()) {
    await db
      .updateTable('facet_keys')
      .set({ position: index + 1, updated_at: at })
      .where('slug', '=', slug)
      .execute();
  }
}
