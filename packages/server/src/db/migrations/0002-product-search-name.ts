import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnType } from './column-types.ts';

/**
 * The folding of catalogue/search-text.ts as it was when this migration was written: lower
 * case, no accents, runs of spaces and tabs made one, trimmed. A copy, so that changing the
 * app's search never changes what this migration did.
 */
const searchNameOf = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/[ \t]+/g, ' ')
    .trim();

/**
 * products.search_name: the folded name, so that the admin's search by name is case- and
 * accent-insensitive on SQLite and PostgreSQL alike, as search_text is for the full search.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('search_name', columnType(dialect, 'string'), (column) => column.notNull().defaultTo(''))
    .execute();
  const products: Array<{ id: number; name: string }> = await db
    .selectFrom('products')
    .select(['id', 'name'])
    .execute();
  for (const product of products) {
    await db
      .updateTable('products')
      .set({ search_name: searchNameOf(product.name) })
      .where('id', '=', product.id)
      .execute();
  }
}
