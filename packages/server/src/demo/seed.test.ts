import fs from 'node:fs/promises';
import path from 'node:path';
import { productInputSchema, productRuleErrors } from '@grain/contract/catalogue';
import * as types from '@grain/contract/content-types';
import { type ContentTypeDef, contentTypes } from '@grain/contract/content-types';
import { isFileField, recordSchema } from '@grain/contract/fields';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { collectionRepository, toApiRecord } from '../collections/read.ts';
import { fromBoolean, nowIso, toBoolean } from '../db/values.ts';
import { referencedImages } from '../images/referenced.ts';
import { importMediaLibrary } from '../media/library-import.ts';
import { Storage, TEMP_FOLDER } from '../storage/storage.ts';
import { demoProducts, type SeedContext, seedDemoContentIfNew } from './seed.ts';

type Row = Record<string, unknown>;

const SEED_TIMEOUT = 120_000;

const rowsOf = (context: SeedContext, def: ContentTypeDef) =>
  collectionRepository(context.db, def).list() as Promise<Row[]>;

async function storedFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !path.relative(root, entry.parentPath).startsWith(TEMP_FOLDER))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('demo content seed on an empty database', () => {
  let t: TestApp;
  let context: SeedContext;
  let seeded: boolean;

  beforeAll(async () => {
    t = await createTestApp();
    context = t.app.grain;
    seeded = await seedDemoContentIfNew(context);
  }, SEED_TIMEOUT);
  afterAll(() => t.close());

  const products = () => context.db.selectFrom('products').selectAll().orderBy('id').execute();

  it('reports that it seeded', () => {
    expect(seeded).toBe(true);
  });

  it.each(
    (
      [
        [types.banners, 3],
        [types.features, 4],
        [types.aboutSections, 1],
        [types.services, 6],
        [types.chooseUsSections, 1],
        [types.processSections, 1],
        [types.videoSections, 4],
        [types.projects, 10],
        [types.faqs, 10],
        [types.blogCategories, 4],
        [types.blogs, 12],
        [types.counterSections, 1],
        [types.missionVisionSections, 1],
        [types.contactSections, 1],
        [types.categories, 6],
      ] as const
    ).map(([def, count]) => ({ table: def.table, def: def as ContentTypeDef, count })),
  )('fills $table with $count active records', async ({ def, count }) => {
    const rows = await rowsOf(context, def);
    expect(rows).toHaveLength(count);
    if (def.hasActiveFlag) expect(rows.every((row) => toBoolean(row.is_active))).toBe(true);
  });

  it('puts every demo file in the media library once, each picture with its alt text', async () => {
    const items = await context.db.selectFrom('media_items').selectAll().orderBy('path').execute();
    const files = (await context.db.selectFrom('demo_files').select('path').orderBy('path').execute()).map(
      (row) => row.path,
    );
    expect(items.map((item) => item.path)).toEqual(files);
    const pictures = items.filter((item) => item.kind === 'image');
    for (const picture of pictures) {
      expect(toBoolean(picture.decorative) || (picture.alt ?? '').length > 10, picture.path).toBe(true);
    }
    const alts = new Set(pictures.map((picture) => picture.alt));
    expect(alts).toContain('Close-up of walnut wood grain');
    expect([...alts].some((alt) => /^An? \w+ dining table in a/.test(alt ?? ''))).toBe(true);
    // The features' icons say nothing their text does not: decorative.
    expect(pictures.filter((picture) => toBoolean(picture.decorative)).every((picture) => picture.alt === null)).toBe(
      true,
    );
    // Each file is named for what it shows, as an owner's upload would be.
    expect(items.filter((item) => /^[0-9a-f]{8}-/.test(item.name)).map((item) => item.name)).toEqual([]);
    expect(items.map((item) => item.name)).toContain('close-up-of-walnut-wood-grain.jpg');
    expect(await importMediaLibrary(context)).toEqual({ added: 0, merged: 0 });
  });

  it('gives the public pages the ids they ask for', async () => {
    for (const url of ['/api/video-sections/4', '/api/contact-sections/1', '/api/mission-vision-sections/1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('offers the services of the home slider, in their order', async () => {
    const rows = await rowsOf(context, types.services);
    expect(rows.map((row) => [row.title, Number(row.order)])).toEqual(
      ['Wood Furnitures', 'Wood Utilities', 'Custom Works', 'House Renovation', 'Custom Cabin', 'Wooden Floor'].map(
        (title, index) => [title, index + 1],
      ),
    );
  });

  it('normalises the contact map into an allowed iframe', async () => {
    const [contact] = await rowsOf(context, types.contactSections);
    expect(contact.map_embed).toMatch(/^<iframe src="https:\/\/www\.google\.com\/maps\?q=[^"]+" .*><\/iframe>$/);
  });

  it('spreads the blog posts over every category and over past dates', async () => {
    const posts = await rowsOf(context, types.blogs);
    const categories = await rowsOf(context, types.blogCategories);
    expect(new Set(posts.map((post) => Number(post.category_id)))).toEqual(
      new Set(categories.map((c) => Number(c.id))),
    );
    const dates = posts.map((post) => String(post.date).slice(0, 10));
    expect(new Set(dates).size).toBe(posts.length);
    expect(dates.every((date) => date <= nowIso().slice(0, 10))).toBe(true);
  });

  it('stocks the catalogue with a varied range', async () => {
    const rows = await products();
    const flagged = (flag: (row: (typeof rows)[number]) => boolean) => rows.filter(flag).length;
    expect(rows).toHaveLength(36);
    expect(new Set(rows.map((row) => row.sku)).size).toBe(36);
    expect(rows.every((row) => /^PROD-\d{3}$/.test(row.sku))).toBe(true);
    expect(new Set(rows.map((row) => row.category_id)).size).toBe(6);
    expect(flagged((row) => row.sale_price !== null && Number(row.sale_price) < Number(row.price))).toBe(9);
    expect(flagged((row) => toBoolean(row.is_featured))).toBe(8);
    expect(flagged((row) => toBoolean(row.customized))).toBe(10);
    expect(flagged((row) => row.stock_quantity === 0)).toBe(10);
    expect(flagged((row) => !toBoolean(row.is_active))).toBe(1);
    expect(new Set(rows.map((row) => row.created_at)).size).toBe(36);
  });

  it('shows every availability, prices on request and sales with dates', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/products/allproducts?per_page=100' });
    type Listed = {
      name: string;
      price: number;
      price_on_request: boolean;
      on_sale: boolean;
      sale_starts_at: string | null;
      sale_ends_at: string | null;
      availability: string;
      lead_time_weeks: number | null;
    };
    const listed: Listed[] = answer.json().data.data;
    const names = (test: (product: Listed) => boolean) =>
      listed
        .filter(test)
        .map((product) => product.name)
        .sort();
    expect(names((product) => product.price_on_request)).toEqual([
      'Cedar Garden Studio Cabin',
      'Chêne Dining Table',
      'Shaker Fitted Wardrobe',
    ]);
    // Visitors are not told a price given on request.
    expect(listed.filter((product) => product.price_on_request).every((product) => product.price === 0)).toBe(true);
    const madeToOrder = listed.filter((product) => product.availability === 'made_to_order');
    expect(madeToOrder).toHaveLength(6);
    for (const product of madeToOrder) expect(product.lead_time_weeks, product.name).toBeGreaterThanOrEqual(6);
    expect(names((product) => product.availability === 'out_of_stock')).toHaveLength(4);
    // A sale running now, its end some days ahead of the seed, and one still to come.
    const now = Date.now();
    const ending = listed.filter((product) => product.on_sale && product.sale_ends_at !== null);
    expect(ending.length).toBeGreaterThan(0);
    for (const product of ending) expect(Date.parse(product.sale_ends_at as string)).toBeGreaterThan(now + 86_400_000);
    expect(
      names(
        (product) => !product.on_sale && product.sale_starts_at !== null && Date.parse(product.sale_starts_at) > now,
      ),
    ).toEqual(['Teak Outdoor Dining Table']);
  });

  it('offers Material, Finish, Room and Construction as filters, with values several products share', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/products/facets' });
    const facets: Array<{ key: string; label: string; values: Array<{ label: string; count: number }> }> =
      answer.json().data;
    expect(facets.map((facet) => facet.label)).toEqual(['Material', 'Finish', 'Room', 'Construction']);
    const counts = (key: string) =>
      Object.fromEntries(facets.find((facet) => facet.key === key)!.values.map((value) => [value.label, value.count]));
    expect(counts('material')).toEqual({
      Ash: 6,
      Cedar: 4,
      Cherry: 4,
      Maple: 3,
      Oak: 9,
      Pine: 2,
      Teak: 2,
      Walnut: 5,
    });
    expect(Object.values(counts('finish')).every((count) => count > 1)).toBe(true);
    expect(Object.values(counts('room')).every((count) => count > 1)).toBe(true);
    // The details (dimensions, weights, warranties) stay on the products' pages, not as filters.
    const hidden = await context.db
      .selectFrom('facet_keys')
      .select('name')
      .where('hidden', '=', fromBoolean(true))
      .execute();
    expect(hidden.map((key) => key.name)).toEqual(expect.arrayContaining(['Dimensions', 'Weight', 'Warranty']));
  });

  it('makes accented names findable without their accents', async () => {
    const [match] = await context.db
      .selectFrom('products')
      .select(['name', 'search_name'])
      .where('search_text', 'like', '%chene dining table%')
      .execute();
    expect(match).toEqual({ name: 'Chêne Dining Table', search_name: 'chene dining table' });
  });

  it('gives every product two gallery images, its specifications and its features in order', async () => {
    const rows = await products();
    for (const table of ['product_images', 'product_specifications', 'product_features'] as const) {
      const children = await context.db
        .selectFrom(table)
        .select(['product_id', 'position'])
        .orderBy('product_id')
        .orderBy('position')
        .execute();
      for (const product of rows) {
        const positions = children.filter((child) => child.product_id === product.id).map((child) => child.position);
        expect(positions, `${table} of ${product.sku}`).toEqual(positions.map((_, index) => index + 1));
        const range = { product_images: [2, 2], product_specifications: [3, 6], product_features: [3, 5] }[table];
        expect(positions.length, `${table} of ${product.sku}`).toBeGreaterThanOrEqual(range[0]);
        expect(positions.length, `${table} of ${product.sku}`).toBeLessThanOrEqual(range[1]);
      }
    }
  });

  it('writes a real image or video into its field’s folder for every file field', async () => {
    const expected: Array<{ file: string; folder: string; kind: string }> = [];
    for (const def of contentTypes) {
      for (const row of await rowsOf(context, def)) {
        // Sharing pictures are left unset: a page shares its own picture until the owner picks one.
        const files = Object.entries(def.fields).filter(([, field]) => isFileField(field) && field.group !== 'seo');
        for (const [name, field] of files) {
          expected.push({ file: String(row[name]), folder: field.folder!, kind: field.kind });
        }
      }
    }
    const images = await context.db.selectFrom('product_images').select('path').execute();
    for (const file of [...(await products()).map((row) => String(row.image)), ...images.map((row) => row.path)]) {
      expected.push({ file, folder: 'product-images', kind: 'image' });
    }
    expect(expected.length).toBeGreaterThan(200);
    for (const { file, folder, kind } of expected) {
      expect(file.startsWith(`${folder}/`), file).toBe(true);
      const type = await fileTypeFromFile(context.storage.absolute(file));
      expect(type?.mime, file).toMatch(kind === 'video' ? /^video\/mp4$/ : /^image\/(jpeg|png)$/);
    }
  });

  it('queues every picture it drew for its variants, and makes none itself', async () => {
    const images = await referencedImages(context.db);
    const jobs = await context.db
      .selectFrom('image_jobs')
      .select(['path', 'status', 'attempts'])
      .orderBy('path')
      .execute();
    expect(images.length).toBeGreaterThan(150);
    expect(jobs).toEqual(images.map((path) => ({ path, status: 'pending', attempts: 0 })));
    expect(await context.db.selectFrom('image_variants').select('path').execute()).toEqual([]);
  });

  it('draws pictures at the size of the place that shows them', async () => {
    const [banner] = await rowsOf(context, types.banners);
    const [feature] = await rowsOf(context, types.features);
    const [product] = await products();
    const metadata = (file: unknown) => sharp(context.storage.absolute(String(file))).metadata();
    expect(await metadata(banner.background_img)).toMatchObject({ width: 1600, height: 900, format: 'jpeg' });
    expect(await metadata(product.image)).toMatchObject({ width: 800, height: 800, format: 'jpeg' });
    expect(await metadata(feature.image)).toMatchObject({ width: 128, height: 128, format: 'png', hasAlpha: true });
  });

  it.each(contentTypes.map((def) => ({ table: def.table, def: def as ContentTypeDef })))(
    'stores $table records that pass the contract validation',
    async ({ def }) => {
      for (const row of await rowsOf(context, def)) {
        const result = recordSchema(def.fields).safeParse(toApiRecord(def.fields, row, '', () => null));
        expect(result.error?.issues ?? [], `${def.table} ${row.id}`).toEqual([]);
      }
    },
  );

  it('stores products that pass the contract validation', async () => {
    for (const row of await products()) {
      const byProduct = <T extends { product_id: number }>(rows: T[]) => rows.filter((r) => r.product_id === row.id);
      const specifications = await context.db
        .selectFrom('product_specifications')
        .selectAll()
        .orderBy('position')
        .execute();
      const features = await context.db.selectFrom('product_features').selectAll().orderBy('position').execute();
      const result = productInputSchema.safeParse({
        ...row,
        is_featured: toBoolean(row.is_featured),
        is_active: toBoolean(row.is_active),
        customized: toBoolean(row.customized),
        price_on_request: toBoolean(row.price_on_request),
        made_to_order: toBoolean(row.made_to_order),
        specifications: byProduct(specifications).map(({ key, value }) => ({ key, value })),
        features: byProduct(features).map(({ text }) => text),
      });
      expect(result.error?.issues ?? [], row.sku).toEqual([]);
      expect(productRuleErrors(result.data ?? {}), row.sku).toEqual({});
    }
  });

  it('seeds nothing the second time', async () => {
    const filesBefore = await storedFiles(t.config.storageDir);
    expect(await seedDemoContentIfNew(context)).toBe(false);
    expect(await rowsOf(context, types.banners)).toHaveLength(3);
    expect(await products()).toHaveLength(demoProducts.length);
    expect(await storedFiles(t.config.storageDir)).toEqual(filesBefore);
  });
});

describe('demo content seed on a database in use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves alone a database that already held a site when its setup was first recorded', async () => {
    const at = nowIso();
    await collectionRepository(t.app.grain.db, types.services).insert({
      title: 'Repairs',
      description: 'We mend what others throw away.',
      image: null,
      order: 1,
      is_active: 1,
      created_at: at,
      updated_at: at,
    });
    expect(await seedDemoContentIfNew(t.app.grain)).toBe(false);
    expect(await rowsOf(t.app.grain, types.banners)).toHaveLength(0);
    expect(await storedFiles(t.config.storageDir)).toEqual([]);
  });
});

/** Storage whose disk "fills up" after a number of writes. */
class FailingStorage extends Storage {
  private writes = 0;

  private readonly failAfter: number;

  constructor(root: string, failAfter: number) {
    super(root);
    this.failAfter = failAfter;
  }

  override async write(folder: string, extension: string, content: Buffer): Promise<string> {
    if (++this.writes > this.failAfter) throw new Error('No space left on device');
    return super.write(folder, extension, content);
  }
}

describe('demo content seed when storage fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(
    'removes the files it wrote and leaves the database empty',
    async () => {
      const storage = new FailingStorage(t.config.storageDir, 25);
      await expect(seedDemoContentIfNew({ ...t.app.grain, storage })).rejects.toThrow('No space left on device');
      expect(await storedFiles(t.config.storageDir)).toEqual([]);
      expect(await rowsOf(t.app.grain, types.banners)).toHaveLength(0);
      expect(await t.app.grain.db.selectFrom('products').select('id').execute()).toHaveLength(0);
    },
    SEED_TIMEOUT,
  );
});
