import fs from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, filesIn, pngPart, productBody } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp, testDialect } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { insertFromAnotherConnection, type RowValues } from '../../test/parallel-writer.ts';
import { TEMP_FOLDER } from '../storage/storage.ts';

const PARALLEL = 10;

/** How the answers went: how many of each status, and the bodies of the refusals. */
function outcome(responses: LightMyRequestResponse[]) {
  const statuses = responses.map((response) => response.statusCode).sort();
  const refusals = responses.filter((response) => response.statusCode !== 201).map((response) => response.json());
  return { statuses, refusals };
}

const oneCreatedRestRefused = (field: string) => ({
  statuses: [201, ...Array(PARALLEL - 1).fill(422)],
  refusals: Array(PARALLEL - 1).fill({
    success: false,
    message: `The ${field} has already been taken.`,
    errors: { [field]: [`The ${field} has already been taken.`] },
  }),
});

describe(`writes racing for a unique value (${testDialect})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const count = async (table: 'categories' | 'blog_categories' | 'products', column: string, value: string) => {
    const row = await t.app.grain.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .where(column as never, '=', value as never)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const inParallel = (send: () => Promise<LightMyRequestResponse>) =>
    Promise.all(Array.from({ length: PARALLEL }, send));
  const uploadsLeft = () => fs.readdir(path.join(t.config.storageDir, TEMP_FOLDER));

  describe(`${PARALLEL} parallel creates with the same value`, () => {
    it('create one category; the others answer 422 with the slug error', async () => {
      const responses = await inParallel(() =>
        t.asAdmin({ method: 'POST', url: '/api/categories', payload: { name: 'Walnut Tables' } }),
      );
      expect(outcome(responses)).toEqual(oneCreatedRestRefused('slug'));
      expect(await count('categories', 'slug', 'walnut-tables')).toBe(1);
    });

    it('create one blog category; the others answer 422 with the slug error', async () => {
      const payload = { name: 'Finishes', slug: 'finishes', description: 'Oils and waxes.' };
      const responses = await inParallel(() => t.asAdmin({ method: 'POST', url: '/api/blog-categories', payload }));
      expect(outcome(responses)).toEqual(oneCreatedRestRefused('slug'));
      expect(await count('blog_categories', 'slug', 'finishes')).toBe(1);
    });

    it('create one product; the others answer 422 with the SKU error', async () => {
      const categoryId = await createCategory(t, 'Benches');
      const payload = productBody(categoryId, { sku: 'RACE-001' });
      const responses = await inParallel(() => t.asAdmin({ method: 'POST', url: '/api/products', payload }));
      expect(outcome(responses)).toEqual(oneCreatedRestRefused('sku'));
      expect(await count('products', 'sku', 'RACE-001')).toBe(1);
    });

    it('keep only the uploaded image of the one that was created', async () => {
      const before = await filesIn(t, 'categories');
      const originalsBefore = await filesIn(t, 'originals/categories');
      const responses = await inParallel(async () =>
        t.asAdmin({
          method: 'POST',
          url: '/api/categories',
          ...multipart({ name: 'Oak Shelves', image: await pngPart() }),
        }),
      );
      expect(outcome(responses)).toEqual(oneCreatedRestRefused('slug'));
      const created = responses.find((response) => response.statusCode === 201)?.json().data;
      expect(await filesIn(t, 'categories')).toEqual([...before, created.image].sort());
      expect(await filesIn(t, 'originals/categories')).toEqual(
        [...originalsBefore, `originals/${created.image}`].sort(),
      );
      expect(await uploadsLeft()).toEqual([]);
    });
  });

  describe('a write that loses to another connection between its check and its insert', () => {
    const now = new Date().toISOString();
    const stamps = { created_at: now, updated_at: now };

    /** Sends `request` while another connection holds `row` uncommitted, and commits it meanwhile. */
    async function whileAnotherWrites(table: string, row: RowValues, request: () => Promise<LightMyRequestResponse>) {
      const writer = await insertFromAnotherConnection(t, table, { ...row, ...stamps }, 1_000);
      const [response] = await Promise.all([request(), writer.committed]);
      return response;
    }

    it('answers 422 with the slug error and keeps none of its upload', async () => {
      const before = await filesIn(t, 'categories');
      const originalsBefore = await filesIn(t, 'originals/categories');
      const response = await whileAnotherWrites('categories', { name: 'Ash Desks', slug: 'ash-desks' }, async () =>
        t.asAdmin({
          method: 'POST',
          url: '/api/categories',
          ...multipart({ name: 'Ash Desks', image: await pngPart() }),
        }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ slug: ['The slug has already been taken.'] });
      expect(await filesIn(t, 'categories')).toEqual(before);
      expect(await filesIn(t, 'originals/categories')).toEqual(originalsBefore);
      expect(await uploadsLeft()).toEqual([]);
      expect(await count('categories', 'slug', 'ash-desks')).toBe(1);
    });

    it('answers 422 with the SKU error for a product, keeping none of its images', async () => {
      const categoryId = await createCategory(t, 'Desks');
      const before = await filesIn(t, 'product-images');
      const originalsBefore = await filesIn(t, 'originals/product-images');
      const row = {
        name: 'Other desk',
        sku: 'RACE-002',
        price: 10,
        stock_quantity: 1,
        is_featured: 0,
        is_active: 1,
        customized: 0,
        category_id: categoryId,
        sort_order: 1,
        search_text: 'other desk',
        search_name: 'other desk',
      };
      const response = await whileAnotherWrites('products', row, async () =>
        t.asAdmin({
          method: 'POST',
          url: '/api/products',
          ...multipart({
            ...productBody(categoryId, { sku: 'RACE-002' }),
            image: await pngPart(),
            'gallery[]': [await pngPart('one.png'), await pngPart('two.png')],
          }),
        }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ sku: ['The sku has already been taken.'] });
      expect(await filesIn(t, 'product-images')).toEqual(before);
      expect(await filesIn(t, 'originals/product-images')).toEqual(originalsBefore);
      expect(await uploadsLeft()).toEqual([]);
      expect(await count('products', 'sku', 'RACE-002')).toBe(1);
    });

    it('answers 422 with the slug error when an update takes a slug meanwhile', async () => {
      const created = await t.asAdmin({
        method: 'POST',
        url: '/api/blog-categories',
        payload: { name: 'Tools', slug: 'tools', description: 'Planes and saws.' },
      });
      const { id } = created.json().data;
      const row = { name: 'Hand tools', slug: 'hand-tools', description: 'Chisels.', is_active: 1 };
      const response = await whileAnotherWrites('blog_categories', row, () =>
        t.asAdmin({ method: 'PUT', url: `/api/blog-categories/${id}`, payload: { slug: 'hand-tools' } }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ slug: ['The slug has already been taken.'] });
      const stored = await t.app.inject({ method: 'GET', url: `/api/blog-categories/${id}` });
      expect(stored.json().data.slug).toBe('tools');
    });
  });
});
