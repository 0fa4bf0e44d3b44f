import { type Kysely, sql } from 'kysely';
import { issueToken } from '../src/auth/tokens.ts';
import { ensureRoles, upsertUser } from '../src/auth/users.ts';
import { refreshProductFacets } from '../src/catalogue/facet-index.ts';
import { productRow } from '../src/catalogue/product-repository.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { fromBoolean } from '../src/db/values.ts';
import { seedDemoContentIfNew } from '../src/demo/seed.ts';
import { Storage } from '../src/storage/storage.ts';
import { type GeneratedProduct, generateProducts } from './catalogue-generator.ts';

/** Products per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

export interface SeededSite {
  adminToken: string;
  /** An active product, and a category with products. */
  productId: number;
  categoryId: number;
}

function rowsOf(chunk: Array<GeneratedProduct & { id: number }>, categoryIds: number[]) {
  const products = chunk.map(({ id, values: { categoryIndex, ...values }, createdAt }) => ({
    id,
    ...productRow({ ...values, category_id: categoryIds[categoryIndex] }),
    created_at: createdAt,
    updated_at: createdAt,
  }));
  const child = (productId: number, position: number, at: string) => ({
    product_id: productId,
    position,
    created_at: at,
    updated_at: at,
  });
  const images = chunk.flatMap(({ id, children, createdAt }) =>
    children.gallery.map((path, index) => ({ ...child(id, index + 1, createdAt), path })),
  );
  const specifications = chunk.flatMap(({ id, children, createdAt }) =>
    children.specifications.map(({ key, value }, index) => ({ ...child(id, index + 1, createdAt), key, value })),
  );
  const features = chunk.flatMap(({ id, children, createdAt }) =>
    children.features.map((text, index) => ({ ...child(id, index + 1, createdAt), text })),
  );
  return { products, images, specifications, features };
}

/** Generated products in bulk, in one transaction; ids follow the highest one in use. */
async function insertGenerated(db: Kysely<Database>, count: number, categoryIds: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const highest = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    let nextId = Number(highest?.id ?? 0) + 1;
    let chunk: Array<GeneratedProduct & { id: number }> = [];
    const flush = async () => {
      const rows = rowsOf(chunk, categoryIds);
      await trx.insertInto('products').values(rows.products).execute();
      await trx.insertInto('product_images').values(rows.images).execute();
      await trx.insertInto('product_specifications').values(rows.specifications).execute();
      await trx.insertInto('product_features').values(rows.features).execute();
      chunk = [];
    };
    for (const product of generateProducts(count, categoryIds.length)) {
      chunk.push({ ...product, id: nextId++ });
      if (chunk.length === CHUNK) await flush();
    }
    if (chunk.length > 0) await flush();
  });
}

/**
 * A fresh site to measure: the demo content (home page sections, posts, categories) with its
 * pictures, the demo products replaced by `count` generated ones, and an admin with a token.
 */
export async function seedSite(databaseUrl: string, storageDir: string, count: number): Promise<SeededSite> {
  const { db, dialect } = openDatabase(databaseUrl);
  try {
    await migrateToLatest(db, dialect);
    await ensureRoles(db);
    const admin = await upsertUser(db, {
      email: 'bench@grain.test',
      password: 'bench-password',
      fname: 'Bench',
      lname: 'Mark',
      role: 'admin',
    });
    const adminToken = await issueToken(db, admin.id, 24);
    const storage = new Storage(storageDir);
    await storage.prepare();
    await seedDemoContentIfNew({ db, storage });
    await db.deleteFrom('products').execute();
    const categories = await db.selectFrom('categories').select('id').orderBy('id').execute();
    const categoryIds = categories.map((row) => row.id);
    await insertGenerated(db, count, categoryIds);
    // The bulk load writes the child tables itself: the facet index follows them once.
    const indexing = performance.now();
    await refreshProductFacets(db, 'all');
    process.stderr.write(`  facet index of ${count} products in ${Math.round(performance.now() - indexing)} ms\n`);
    if (dialect === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`.execute(db);
    }
    // As a site's tables are after autovacuum has been by: statistics, and on PostgreSQL the
    // visibility map its index-only scans (the lists' counts) rely on; right after a bulk load
    // every count read the whole table (0.2-0.6 s each at 100,000 products).
    await sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
    const product = await db
      .selectFrom('products')
      .select(['id', 'category_id'])
      .where('is_active', '=', fromBoolean(true))
      .orderBy('id')
      .limit(1)
      .offset(Math.floor(count / 2))
      .executeTakeFirstOrThrow();
    return { adminToken, productId: product.id, categoryId: product.category_id };
  } finally {
    await db.destroy();
  }
}
