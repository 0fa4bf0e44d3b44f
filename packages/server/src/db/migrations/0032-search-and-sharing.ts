import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnType, withColumns } from './column-types.ts';

/**
 * Search & sharing (issue 48).
 *
 * The records with a page of their own (products, product categories, projects, services, blog
 * posts) get `meta_title`, `meta_description`, `share_image` (a stored path, as every picture
 * field) and `noindex`: null texts and no picture mean "the derived default", as before.
 *
 * `page_seo`: the same values for the site's fixed pages, one row per page key (the contract's
 * `seoPages`), written when the owner first saves a page's values.
 */
const TABLES = ['products', 'categories', 'projects', 'services', 'blogs'];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const no = dialect === 'postgres' ? sql`false` : sql`0`;
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('meta_title', columnType(dialect, 'string')).execute();
    await db.schema.alterTable(table).addColumn('meta_description', columnType(dialect, 'string')).execute();
    await db.schema.alterTable(table).addColumn('share_image', columnType(dialect, 'string')).execute();
    await db.schema
      .alterTable(table)
      .addColumn('noindex', columnType(dialect, 'bool'), (column) => column.notNull().defaultTo(no))
      .execute();
  }

  let pages = db.schema
    .createTable('page_seo')
    .addColumn('page_key', columnType(dialect, 'string'), (column) => column.primaryKey());
  pages = withColumns(dialect, pages, {
    meta_title: 'string?',
    meta_description: 'string?',
    share_image: 'string?',
  });
  pages = pages.addColumn('noindex', columnType(dialect, 'bool'), (column) => column.notNull().defaultTo(no));
  await withColumns(dialect, pages, { updated_at: 'timestamp' }).execute();
}
