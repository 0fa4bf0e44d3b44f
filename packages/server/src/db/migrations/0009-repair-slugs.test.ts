import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import { migrateToLatest, migrateUpTo } from '../migrate.ts';

/**
 * Slugs stored before they were format-checked: the migration rewrites each by the rule, keeps
 * every row (and so every address, which names ids), and makes the database refuse a slug that
 * differs from another only by its case.
 */
describe('migration 0009: slugs repaired, unique whatever their case', () => {
  let database: TestDatabase;
  // biome-ignore lint/suspicious/noExplicitAny: the tables as the migrations leave them, not the app's types.
  let db: Kysely<any>;
  const at = new Date().toISOString();
  const ids: Record<string, number> = {};

  const insert = async (table: string, name: string, slug: string) => {
    const extra = table === 'blog_categories' ? { description: 'Posts.', is_active: 1 } : {};
    const row = await db
      .insertInto(table)
      .values({ name, slug, ...extra, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[`${table} ${name}`] = Number(row.id);
  };
  const slugsOf = async (table: string) =>
    (await db.selectFrom(table).select(['id', 'name', 'slug']).orderBy('id').execute()).map(
      (row) => `${row.id} ${row.slug}`,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await migrateUpTo(db, database.dialect, '0008-product-children-json');
    // What the API accepted before: any case, any character, and case-only twins.
    for (const [name, slug] of [
      ['Race X', 'race-x'],
      ['Race X again', 'RACE-X'],
      ['Escape', '../x'],
      ['Markup', '<script>'],
      ['Spaced', 'a b'],
      ['Oak', 'Chêne Massif'],
      ['Стулья', '!!!'],
      ['Tables', 'tables'],
    ]) {
      await insert('categories', name, slug);
    }
    await insert('blog_categories', 'Wood Care', 'Wood Care');
    await insert('blog_categories', 'wood care', 'wood-care');
    await migrateToLatest(db, database.dialect);
  });
  afterAll(() => database.close());

  it('rewrites each slug not in the form by the rule, keeping every row and its id, and every slug in the form', async () => {
    const c = (name: string) => ids[`categories ${name}`];
    expect(await slugsOf('categories')).toEqual([
      `${c('Race X')} race-x`,
      `${c('Race X again')} race-x-2`,
      `${c('Escape')} x`,
      `${c('Markup')} script`,
      `${c('Spaced')} a-b`,
      `${c('Oak')} chene-massif`,
      `${c('Стулья')} category-${c('Стулья')}`,
      `${c('Tables')} tables`,
    ]);
    const b = (name: string) => ids[`blog_categories ${name}`];
    expect(await slugsOf('blog_categories')).toEqual([`${b('Wood Care')} wood-care-2`, `${b('wood care')} wood-care`]);
  });

  it('refuses, in the database itself, a slug that differs from another only by its case', async () => {
    for (const [table, slug] of [
      ['categories', 'TABLES'],
      ['blog_categories', 'Wood-Care'],
    ]) {
      const extra = table === 'blog_categories' ? { description: 'Posts.', is_active: 1 } : {};
      const twin = db
        .insertInto(table)
        .values({ name: 'Twin', slug, ...extra, created_at: at, updated_at: at })
        .execute();
      await expect(twin).rejects.toThrow(/unique/i);
    }
  });
});
