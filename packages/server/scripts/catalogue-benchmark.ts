/**
 * Catalogue latency benchmark: seeds 2,000 products (with gallery, specifications and
 * features) into a temporary SQLite database, and into PostgreSQL too when TEST_DATABASE_URL
 * is set, then times every catalogue call through app.inject and prints the median and p95,
 * followed by the query plans of the list queries.
 *
 *   node scripts/catalogue-benchmark.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node scripts/catalogue-benchmark.ts
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { deriveSlug } from '@grain/contract/slug';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import { generateProducts } from '../bench/catalogue-generator.ts';
import { buildApp } from '../src/app.ts';
import { issueToken } from '../src/auth/tokens.ts';
import { upsertUser } from '../src/auth/users.ts';
import {
  FEATURED_ORDER,
  insertProduct,
  type ProductFilter,
  type ProductOrdering,
  productListQuery,
  sortedBy,
} from '../src/catalogue/product-repository.ts';
import { configFromEnv } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { nowIso } from '../src/db/values.ts';

const PRODUCTS = 2_000;
const WARMUP = 20;
const RUNS = 200;
const BUDGET_MS = 20;
const CATEGORY_NAMES = [
  'Table',
  'Chair',
  'Desk',
  'Shelf',
  'Cabinet',
  'Bench',
  'Floor Plank',
  'Bed Frame',
  'Stool',
  'Dresser',
];

async function seedCatalogue(db: Kysely<Database>): Promise<number[]> {
  const now = nowIso();
  const categoryIds: number[] = [];
  for (const piece of CATEGORY_NAMES) {
    const row = await db
      .insertInto('categories')
      .values({
        name: `${piece}s`,
        slug: deriveSlug(`${piece}s`),
        description: null,
        image: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.push(row.id);
  }
  await db.transaction().execute(async (trx) => {
    for (const { values, children, createdAt } of generateProducts(PRODUCTS, CATEGORY_NAMES.length)) {
      const { categoryIndex, ...columns } = values;
      await insertProduct(trx, { ...columns, category_id: categoryIds[categoryIndex] }, children, { at: createdAt });
    }
  });
  return categoryIds;
}

interface Call {
  label: string;
  url: string;
  admin?: boolean;
}

function callsFor(categoryId: number, productId: number): Call[] {
  return [
    { label: 'products page 1', url: '/api/products?page=1' },
    { label: 'products page 100', url: '/api/products?page=100&per_page=12' },
    { label: 'products by price desc', url: '/api/products?sort=price&order=desc&page=3' },
    { label: 'products by created_at desc', url: '/api/products?sort=created_at&order=desc' },
    { label: 'products price range', url: '/api/products?price_min=100&price_max=500&page=2' },
    { label: 'product by id', url: `/api/products/${productId}` },
    { label: 'featured', url: '/api/products/featured' },
    { label: 'customized page 2', url: '/api/products/customized?page=2' },
    { label: 'category products', url: `/api/products/category/${categoryId}?page=2` },
    { label: 'categories/{id}/products', url: `/api/categories/${categoryId}/products?page=1` },
    { label: 'search q=oak', url: '/api/products/search?q=oak&page=1' },
    { label: 'search q=chene + category', url: `/api/products/search?q=chene&category_id=${categoryId}` },
    { label: 'search q=nothing', url: '/api/products/search?q=no-such-thing' },
    { label: 'allproducts (admin)', url: '/api/products/allproducts?page=5', admin: true },
    { label: 'admin sku', url: '/api/products/admin/search/sku?sku=SKU-01', admin: true },
    { label: 'admin name', url: '/api/products/admin/search/name?name=walnut', admin: true },
    { label: 'admin category', url: `/api/products/admin/search/category?category_id=${categoryId}`, admin: true },
    {
      label: 'admin advanced',
      url: `/api/products/admin/search/advanced?sku=SKU-0&name=oak&category_id=${categoryId}`,
      admin: true,
    },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function timeCall(app: FastifyInstance, call: Call, token: string) {
  const request = () =>
    app.inject({ method: 'GET', url: call.url, headers: call.admin ? { authorization: `Bearer ${token}` } : {} });
  const first = await request();
  if (first.statusCode !== 200) throw new Error(`${call.url} answered ${first.statusCode}: ${first.body}`);
  for (let n = 0; n < WARMUP; n++) await request();
  const timings: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const start = performance.now();
    await request();
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  return { median: percentile(timings, 0.5), p95: percentile(timings, 0.95) };
}

async function printPlans(handle: DatabaseHandle, categoryId: number) {
  const plans: Array<[string, ProductFilter, ProductOrdering]> = [
    ['public list by name', { activeOnly: true }, sortedBy('name', 'asc')],
    ['admin list by name', { activeOnly: false }, sortedBy('name', 'asc')],
    ['public list by price desc', { activeOnly: true }, sortedBy('price', 'desc')],
    ['public list by created_at', { activeOnly: true }, sortedBy('created_at', 'asc')],
    ['public category list', { activeOnly: true, category_id: categoryId }, sortedBy('name', 'asc')],
    ['public customized list', { activeOnly: true, customized: true }, sortedBy('name', 'asc')],
    ['featured', { activeOnly: true, is_featured: true }, FEATURED_ORDER],
  ];
  const explain = handle.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN ';
  for (const [label, criteria, ordering] of plans) {
    const compiled = productListQuery(handle.db, criteria, ordering, { limit: 12, offset: 24 }).compile();
    const result = await handle.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]),
    );
    const lines = result.rows.map((row) => String(row.detail ?? row['QUERY PLAN']));
    console.log(`  ${label}:\n${lines.map((line) => `      ${line}`).join('\n')}`);
  }
}

async function benchmark(databaseUrl: string | undefined) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-benchmark-'));
  const schema = databaseUrl ? `benchmark_${randomBytes(6).toString('hex')}` : undefined;
  if (databaseUrl && schema) await runOnPostgres(databaseUrl, `CREATE SCHEMA ${schema}`);
  const config = {
    ...configFromEnv({}, dir),
    databaseUrl: databaseUrl ?? path.join(dir, 'grain.db'),
    databaseSchema: schema,
    webDistDir: undefined,
    logger: false,
  };
  const handle = openDatabase(config.databaseUrl, { schema });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const admin = await upsertUser(handle.db, {
      email: 'admin@benchmark.test',
      password: 'benchmark-password',
      fname: 'Bench',
      lname: 'Mark',
      role: 'admin',
    });
    const token = await issueToken(handle.db, admin.id, 1);
    const seedStart = performance.now();
    const categoryIds = await seedCatalogue(handle.db);
    // Fresh planner statistics, as PostgreSQL's autovacuum would gather after such a load.
    if (handle.dialect === 'postgres') await handle.db.executeQuery(CompiledQuery.raw('ANALYZE'));
    const productId = (
      await handle.db.selectFrom('products').select('id').where('is_active', '=', 1).executeTakeFirstOrThrow()
    ).id;
    console.log(`\n${handle.dialect}: seeded ${PRODUCTS} products in ${Math.round(performance.now() - seedStart)} ms`);

    const app = await buildApp(config, handle);
    try {
      console.log(`  ${'call'.padEnd(30)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)}`);
      let slowest = 0;
      for (const call of callsFor(categoryIds[2], productId)) {
        const { median, p95 } = await timeCall(app, call, token);
        slowest = Math.max(slowest, p95);
        console.log(`  ${call.label.padEnd(30)} ${median.toFixed(2).padStart(10)} ${p95.toFixed(2).padStart(8)}`);
      }
      console.log(`  slowest p95: ${slowest.toFixed(2)} ms (budget ${BUDGET_MS} ms)\n\n  query plans:`);
      await printPlans(handle, categoryIds[2]);
      if (slowest > BUDGET_MS) process.exitCode = 1;
    } finally {
      await app.close();
    }
  } finally {
    await handle.db.destroy();
    if (databaseUrl && schema) await runOnPostgres(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function runOnPostgres(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main() {
  await benchmark(undefined);
  if (process.env.TEST_DATABASE_URL) await benchmark(process.env.TEST_DATABASE_URL);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
