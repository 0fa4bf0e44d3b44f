import fs from 'node:fs/promises';
import path from 'node:path';
import type { Product } from '@grain/contract/catalogue';
import { pngImage } from './fixtures.ts';
import type { TestApp } from './harness.ts';
import type { FilePart } from './multipart.ts';

export async function createCategory(t: TestApp, name: string): Promise<number> {
  const response = await t.asAdmin({ method: 'POST', url: '/api/categories', payload: { name } });
  if (response.statusCode !== 201) throw new Error(`category not created: ${response.body}`);
  return response.json().data.id;
}

/** A valid JSON create body; overrides replace or add fields. */
export const productBody = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Oak Dining Table',
  sku: 'TBL-001',
  price: 1250,
  stock_quantity: 4,
  category_id: categoryId,
  ...overrides,
});

export async function createProduct(t: TestApp, body: Record<string, unknown>): Promise<Product> {
  const response = await t.asAdmin({ method: 'POST', url: '/api/products', payload: body });
  if (response.statusCode !== 201) throw new Error(`product not created: ${response.body}`);
  return response.json().data;
}

export const pngPart = async (filename = 'oak.png'): Promise<FilePart> => ({
  filename,
  contentType: 'image/png',
  content: await pngImage(),
});

/** Storage-relative paths of the files in a storage folder (none when it does not exist). */
export async function filesIn(t: TestApp, folder: string): Promise<string[]> {
  const names = await fs.readdir(path.join(t.config.storageDir, folder)).catch(() => []);
  return names.map((name) => `${folder}/${name}`).sort();
}

export const storedFileExists = (t: TestApp, relative: string) =>
  fs.stat(path.join(t.config.storageDir, relative)).then(
    () => true,
    () => false,
  );

export async function rowCount(
  t: TestApp,
  table: 'products' | 'product_images' | 'product_specifications' | 'product_features' | 'categories',
): Promise<number> {
  const row = await t.app.grain.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
