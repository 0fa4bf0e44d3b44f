import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { type ColumnKind, columnType } from './column-types.ts';

/**
 * Catalogue semantics (issue 48): a price given on request, a sale's optional start and end,
 * and made to order with its lead time in weeks. Existing products keep what they showed: a
 * price, a sale whenever the sale price is lower, in or out of stock by their quantity.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const no = dialect === 'postgres' ? sql`false` : sql`0`;
  const columns: Array<[string, ColumnKind, boolean]> = [
    ['price_on_request', 'bool', true],
    ['sale_starts_at', 'timestamp', false],
    ['sale_ends_at', 'timestamp', false],
    ['made_to_order', 'bool', true],
    ['lead_time_weeks', 'int', false],
  ];
  // One column a statement: SQLite adds no more than one at a time.
  for (const [name, kind, flag] of columns) {
    await db.schema
      .alterTable('products')
      .addColumn(name, columnType(dialect, kind), (column) => (flag ? column.notNull().defaultTo(no) : column))
      .execute();
  }
}
