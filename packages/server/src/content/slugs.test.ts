import { blogCategories, type ContentTypeDef, categories } from '@grain/contract/content-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const FORMAT = 'The slug may contain only lower-case letters a-z, digits and single hyphens between them.';

/** Slugs as the issue found them (`race-x` beside `RACE-X`, `../x`, `<script>`, `a b`) and as they are now. */
describe.each([categories, blogCategories])('$path slugs', (def: ContentTypeDef) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const body = (slug: string | undefined, name = 'Race X') => ({ name, slug, description: 'Things.' });
  const create = (payload: object) => t.asAdmin({ method: 'POST', url: `/api/${def.path}`, payload });
  const stored = async () => (await t.asAdmin({ url: `/api/${def.path}` })).json().data as Array<{ slug: string }>;

  it('are refused in any other form than lower-case a-z, digits and single hyphens, and nothing is stored', async () => {
    for (const slug of ['RACE-X', '../x', '<script>', 'a b', 'chêne', '-x', 'x--y']) {
      const response = await create(body(slug));
      expect(response.statusCode, slug).toBe(422);
      expect(response.json()).toEqual({ success: false, message: FORMAT, errors: { slug: [FORMAT] } });
    }
    expect(await stored()).toEqual([]);
  });

  it('are unique whatever their case: the database refuses a twin another writer stores', async () => {
    const created = await create(body('race-x'));
    expect(created.statusCode).toBe(201);
    const again = await create(body('race-x', 'Race X again'));
    expect(again.json().errors).toEqual({ slug: ['The slug has already been taken.'] });
    const at = new Date().toISOString();
    const twin = t.app.grain.db
      .insertInto(def.table as 'categories')
      .values({
        ...body('RACE-X', 'Twin'),
        ...(def.hasActiveFlag ? { is_active: 1 } : {}),
        created_at: at,
        updated_at: at,
      } as never)
      .execute();
    await expect(twin).rejects.toThrow(/unique/i);
    expect((await stored()).map((record) => record.slug)).toEqual(['race-x']);
  });
});

describe('a category slug derived from its name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the base of accented Latin letters and spells out those without one', async () => {
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Weißbuche & Chêne' },
    });
    expect(response.json().data.slug).toBe('weissbuche-chene');
  });

  it('is missing for a name with no Latin letter or digit: the admin types one', async () => {
    const response = await t.asAdmin({ method: 'POST', url: '/api/categories', payload: { name: 'Стулья' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ slug: ['The slug field is required.'] });
    const typed = await t.asAdmin({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Стулья', slug: 'chairs' },
    });
    expect(typed.statusCode).toBe(201);
  });
});
