import type { Kysely } from 'kysely';
import { productSearchName } from '../../catalogue/search-text.ts';
import type { DialectName } from '../database.ts';
import { columnType } from './column-types.ts';

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
      .set({ search_name: productSearchName(product.name) })
      .where('id', '=', product.id)
      .execute();
  }
}
