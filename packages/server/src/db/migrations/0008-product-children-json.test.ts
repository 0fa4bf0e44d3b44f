import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import { migrateToLatest, migrateUpTo } from '../migrate.ts';
import { fromBoolean } from '../values.ts';

/**
 * The arrays a product row carries must match its child tables whoever writes them: the
 * migration fills them for products already there, and triggers follow every later insert,
 * change and delete of a child row, including moves between products and a product's deletion.
 */
describe('migration 0008: products carry their children as JSON arrays', () => {
  let database: TestDatabase;
  // biome-ignore lint/suspicious/noExplicitAny: the tables as the migrations leave them, not the app's types.
  let db: Kysely<any>;
  const at = new Date().toISOString();
  const child = (productId: number, position: number) => ({
    product_id: productId,
    position,
    created_at: at,
    updated_at: at,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await migrateUpTo(db, database.dialect, '0007-image-pipeline');
  });
  afterAll(() => database.close());

  const arraysOf = async (id: number) => {
    const row = await db
      .selectFrom('products')
      .select(['gallery_json', 'specifications_json', 'features_json'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      gallery: JSON.parse(row.gallery_json),
      specifications: JSON.parse(row.specifications_json),
      features: JSON.parse(row.features_json),
    };
  };

  async function insertProduct(sku: string, categoryId: number): Promise<number> {
    const row = await db
      .insertInto('products')
      .values({
        name: `Product ${sku}`,
        sku,
        price: 10,
        stock_quantity: 1,
        is_featured: fromBoolean(false),
        is_active: fromBoolean(true),
        customized: fromBoolean(false),
        category_id: categoryId,
        sort_order: 1,
        search_text: sku.toLowerCase(),
        search_name: sku.toLowerCase(),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('fills existing products in position order, and follows every later write of a child row', async () => {
    const category = await db
      .insertInto('categories')
      .values({ name: 'Tables', slug: 'tables', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const oak = await insertProduct('OAK-1', category.id);
    const bare = await insertProduct('BARE-1', category.id);
    // Stored out of order: the arrays follow position, not insertion.
    await db
      .insertInto('product_images')
      .values([
        { ...child(oak, 2), path: 'products/b.jpg' },
        { ...child(oak, 1), path: 'products/a.jpg' },
      ])
      .execute();
    await db
      .insertInto('product_specifications')
      .values([{ ...child(oak, 1), key: 'Wood', value: 'Oak "white"' }])
      .execute();
    await db
      .insertInto('product_features')
      .values([
        { ...child(oak, 2), text: 'Oiled' },
        { ...child(oak, 1), text: 'Solid' },
      ])
      .execute();

    await migrateToLatest(db, database.dialect);

    expect(await arraysOf(oak)).toEqual({
      gallery: ['products/a.jpg', 'products/b.jpg'],
      specifications: [{ key: 'Wood', value: 'Oak "white"' }],
      features: ['Solid', 'Oiled'],
    });
    expect(await arraysOf(bare)).toEqual({ gallery: [], specifications: [], features: [] });

    await db
      .insertInto('product_images')
      .values({ ...child(oak, 3), path: 'products/c.jpg' })
      .execute();
    await db.updateTable('product_images').set({ position: 0 }).where('path', '=', 'products/c.jpg').execute();
    await db.deleteFrom('product_features').where('text', '=', 'Solid').execute();
    await db.updateTable('product_specifications').set({ value: 'Walnut' }).where('product_id', '=', oak).execute();
    expect(await arraysOf(oak)).toEqual({
      gallery: ['products/c.jpg', 'products/a.jpg', 'products/b.jpg'],
      specifications: [{ key: 'Wood', value: 'Walnut' }],
      features: ['Oiled'],
    });

    await db.updateTable('product_images').set({ product_id: bare }).where('path', '=', 'products/a.jpg').execute();
    expect((await arraysOf(oak)).gallery).toEqual(['products/c.jpg', 'products/b.jpg']);
    expect((await arraysOf(bare)).gallery).toEqual(['products/a.jpg']);

    // The children go with the product (ON DELETE CASCADE); the triggers find no row to rewrite.
    await db.deleteFrom('products').where('id', '=', oak).execute();
    expect(await db.selectFrom('product_images').select('path').where('product_id', '=', oak).execute()).toEqual([]);
    expect((await arraysOf(bare)).gallery).toEqual(['products/a.jpg']);
  });
});
