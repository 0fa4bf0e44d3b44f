import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import * as initial from './0001-initial.ts';
import * as productSearchName from './0002-product-search-name.ts';

describe('migration 0002: products.search_name', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('fills the new column of existing products with their folded names', async () => {
    const { dialect } = database;
    // biome-ignore lint/suspicious/noExplicitAny: the tables as migration 0001 left them, not the app's types.
    const db = database.db as Kysely<any>;
    await initial.up(db, dialect);
    const at = new Date().toISOString();
    const category = await db
      .insertInto('categories')
      .values({ name: 'Tables', slug: 'tables', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = (name: string, sku: string) => ({
      name,
      sku,
      price: 10,
      stock_quantity: 1,
      is_featured: 0,
      is_active: 1,
      customized: 0,
      category_id: category.id,
      sort_order: 1,
      search_text: '',
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto('products')
      .values([product('  Table en CHÊNE\t massif ', 'T-1'), product('Ærø Bench', 'T-2')])
      .execute();

    await productSearchName.up(db, dialect);

    const rows = await db.selectFrom('products').select(['sku', 'search_name']).orderBy('sku').execute();
    expect(rows).toEqual([
      { sku: 'T-1', search_name: 'table en chene massif' },
      { sku: 'T-2', search_name: 'ærø bench' },
    ]);
  });
});
