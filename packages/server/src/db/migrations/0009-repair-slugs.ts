import { type Kysely, sql } from 'kysely';

// Frozen copy of the slug rule at the time of writing (contract `deriveSlug`, slug.ts): the app's
// own copy may change, this migration must not.
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const deriveSlug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => SPELLED_OUT[letter])
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The tables with a slug, and the word a slug falls back to when neither it nor the name gives one. */
const TABLES = [
  { table: 'categories', fallback: 'category' },
  { table: 'blog_categories', fallback: 'blog-category' },
];

/**
 * Slugs became lower-case `a-z`, digits and single hyphens, unique whatever their case. A slug
 * already in that form stays; any other is rewritten by the rule (`RACE-X` → `race-x`, `../x` →
 * `x`, `a b` → `a-b`), from its name when nothing of it is left, or `{fallback}-{id}`, and gets
 * `-2`, `-3`… when another row has that slug. Then the unique index on the slug becomes one on
 * lower(slug), on both databases. No address changes: slugs name no page (the site addresses
 * categories by id).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, fallback } of TABLES) {
    const rows: Array<{ id: number; name: string; slug: string }> = await db
      .selectFrom(table)
      .select(['id', 'name', 'slug'])
      .orderBy('id')
      .execute();
    // Repaired slugs may meet each other on the way: the old index goes first.
    await db.schema.dropIndex(`${table}_slug_unique`).execute();
    const kept = rows.filter((row) => deriveSlug(row.slug) === row.slug);
    const taken = new Set(kept.map((row) => row.slug));
    for (const row of rows.filter((candidate) => !kept.includes(candidate))) {
      const base = deriveSlug(row.slug) || deriveSlug(row.name) || `${fallback}-${row.id}`;
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      taken.add(slug);
      await db.updateTable(table).set({ slug }).where('id', '=', row.id).execute();
    }
    await db.schema.createIndex(`${table}_slug_unique`).on(table).unique().expression(sql`lower(slug)`).execute();
  }
}
