import type { Category } from '@grain/contract/content-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, filesIn, pngPart, productBody, rowCount } from '../../test/catalogue-fixtures.ts';
import { pruneAllRevisions } from '../../test/editorial.ts';
import { disguisedText } from '../../test/fixtures.ts';
import { createTestApp, emptyTrash, type TestApp } from '../../test/harness.ts';
import { deleteMediaItemAt, mediaPaths, noTraces, storedTraces } from '../../test/media.ts';
import { multipart } from '../../test/multipart.ts';

describe('categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>) => t.asAdmin({ method: 'POST', url: '/api/categories', payload });
  const readCategory = async (id: number): Promise<Category> =>
    (await t.app.inject({ method: 'GET', url: `/api/categories/${id}` })).json().data;

  it('derives a missing slug from the name and keeps a given one', async () => {
    const derived = await create({ name: '  Dining Tables & Chairs ', description: 'For every table' });
    expect(derived.statusCode).toBe(201);
    expect(derived.json()).toEqual({
      success: true,
      message: 'Category created successfully',
      data: {
        id: expect.any(Number),
        name: 'Dining Tables & Chairs',
        slug: 'dining-tables-chairs',
        description: 'For every table',
        image: null,
        image_url: null,
        image_meta: null,
        meta_title: null,
        meta_description: null,
        share_image: null,
        share_image_url: null,
        share_image_meta: null,
        noindex: false,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const given = await create({ name: 'Floors', slug: 'wooden-floors' });
    expect(given.json().data.slug).toBe('wooden-floors');
    const blank = await create({ name: 'Chêne Shelves', slug: '  ' });
    expect(blank.json().data.slug).toBe('chene-shelves');
  });

  it('keeps the slug when only the name changes, and lets the admin edit it', async () => {
    const { id } = (await create({ name: 'Benches' })).json().data;
    const renamed = await t.asAdmin({
      method: 'PUT',
      url: `/api/categories/${id}`,
      payload: { name: 'Garden Benches' },
    });
    expect(renamed.json().data).toMatchObject({ name: 'Garden Benches', slug: 'benches' });
    const edited = await t.asAdmin({
      method: 'PUT',
      url: `/api/categories/${id}`,
      payload: { slug: 'garden-benches' },
    });
    expect(edited.json().data).toMatchObject({ name: 'Garden Benches', slug: 'garden-benches' });
  });

  it('refuses a slug that is already taken, derived or given', async () => {
    await create({ name: 'Wardrobes' });
    const count = await rowCount(t, 'categories');
    for (const payload of [{ name: 'wardrobes' }, { name: 'Closets', slug: 'wardrobes' }]) {
      const response = await create(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        message: 'The slug has already been taken.',
        errors: { slug: ['The slug has already been taken.'] },
      });
    }
    expect(await rowCount(t, 'categories')).toBe(count);
  });

  it('requires a name', async () => {
    const response = await create({ description: 'Nameless' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['The name field is required.'],
      slug: ['The slug field is required.'],
    });
  });

  it('creates and updates with an image upload, with _method=PUT; the old picture stays in the library until deleted', async () => {
    const created = await t.asAdmin({
      method: 'POST',
      url: '/api/categories',
      ...multipart({ name: 'Cabinets', image: await pngPart() }),
    });
    expect(created.statusCode).toBe(201);
    const category: Category = created.json().data;
    expect(category.image).toMatch(/^categories\/[\w-]+\.png$/);
    expect(category.image_url).toBe(`/storage/${category.image}`);
    expect(await filesIn(t, 'categories')).toEqual([category.image]);

    const updated = await t.asAdmin({
      method: 'POST',
      url: `/api/categories/${category.id}`,
      ...multipart({
        _method: 'PUT',
        name: 'Kitchen Cabinets',
        description: 'Made to measure',
        image: await pngPart(),
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('Category updated successfully');
    const after: Category = updated.json().data;
    expect(after).toMatchObject({ name: 'Kitchen Cabinets', slug: 'cabinets', description: 'Made to measure' });
    expect(after.image).not.toBe(category.image);
    expect(await readCategory(category.id)).toEqual(after);
    // A record that lets go of a picture never deletes it: it stays a library item, even once
    // no revision names it any more.
    await t.app.grain.images.drain();
    await pruneAllRevisions(t);
    expect(await filesIn(t, 'categories')).toEqual([category.image, after.image].sort());
    expect(await storedTraces(t, category.image!)).toEqual({
      file: true,
      original: true,
      variants: true,
      variantRow: true,
      item: true,
    });
    // Deleting the unused item removes its file, original, variants and metadata.
    expect((await deleteMediaItemAt(t, category.image!)).statusCode).toBe(204);
    expect(await storedTraces(t, category.image!)).toEqual(noTraces);
    expect(await filesIn(t, 'categories')).toEqual([after.image]);
    expect((await readCategory(category.id)).image).toBe(after.image);
  });

  it('refuses a text file disguised as an image with 415 and keeps nothing', async () => {
    const count = await rowCount(t, 'categories');
    const before = await filesIn(t, 'categories');
    const mediaBefore = await mediaPaths(t);
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/categories',
      ...multipart({
        name: 'Fake',
        image: { filename: 'fake.png', contentType: 'image/png', content: disguisedText },
      }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: 'The image must be an image (JPEG, PNG, WebP, GIF or AVIF).',
    });
    expect(await rowCount(t, 'categories')).toBe(count);
    expect(await filesIn(t, 'categories')).toEqual(before);
    expect(await mediaPaths(t)).toEqual(mediaBefore);
  });

  it('lists categories by name and reads one', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const names = list.json().data.map((category: Category) => category.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('Floors');
    const [first] = list.json().data;
    expect(await readCategory(first.id)).toEqual(first);
    const missing = await t.app.inject({ method: 'GET', url: '/api/categories/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Category not found' });
  });

  it('refuses to delete a category that still has products, changing nothing; its picture outlives it in the library', async () => {
    const { id, image } = (
      await t.asAdmin({
        method: 'POST',
        url: '/api/categories',
        ...multipart({ name: 'Stools', image: await pngPart() }),
      })
    ).json().data;
    const first = await createProduct(t, productBody(id, { sku: 'STL-1' }));
    await createProduct(t, productBody(id, { sku: 'STL-2', is_active: false }));
    const before = await readCategory(id);

    const refused = await t.asAdmin({ method: 'DELETE', url: `/api/categories/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: 'This category still has 2 products. Move or delete them first.',
    });
    expect(await readCategory(id)).toEqual(before);
    expect(await filesIn(t, 'categories')).toContain(image);
    expect(await rowCount(t, 'products')).toBe(2);

    await t.asAdmin({ method: 'DELETE', url: `/api/products/${first.id}` });
    const stillOne = await t.asAdmin({ method: 'DELETE', url: `/api/categories/${id}` });
    expect(stillOne.json().message).toBe('This category still has 1 product. Move or delete it first.');

    const remaining = (await t.asAdmin({ method: 'GET', url: `/api/categories/${id}/products` })).json().data.data;
    for (const product of remaining) await t.asAdmin({ method: 'DELETE', url: `/api/products/${product.id}` });
    const deleted = await t.asAdmin({ method: 'DELETE', url: `/api/categories/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Category deleted successfully', data: null });
    expect(await filesIn(t, 'categories')).toContain(image);
    // While the trash or a revision names the picture, the library refuses to delete it.
    expect((await deleteMediaItemAt(t, image)).statusCode).toBe(409);
    await emptyTrash(t);
    await pruneAllRevisions(t);
    // Purged and pruned, the picture stays a library item until the item itself is deleted.
    expect(await filesIn(t, 'categories')).toContain(image);
    expect(await storedTraces(t, image)).toMatchObject({ file: true, original: true, item: true });
    expect((await deleteMediaItemAt(t, image)).statusCode).toBe(204);
    expect(await storedTraces(t, image)).toEqual(noTraces);
    expect(await filesIn(t, 'categories')).not.toContain(image);
  });

  it('needs an admin token for every write', async () => {
    const { id } = (await create({ name: 'Guarded' })).json().data;
    const writes = [
      { method: 'POST', url: '/api/categories', payload: { name: 'Nope' } },
      { method: 'PUT', url: `/api/categories/${id}`, payload: { name: 'Nope' } },
      { method: 'DELETE', url: `/api/categories/${id}` },
    ] as const;
    for (const request of writes) {
      expect((await t.app.inject(request)).statusCode).toBe(401);
      const staff = await t.app.inject({ ...request, headers: { authorization: `Bearer ${t.staffToken}` } });
      expect(staff.statusCode).toBe(403);
    }
    expect((await readCategory(id)).name).toBe('Guarded');
  });
});
