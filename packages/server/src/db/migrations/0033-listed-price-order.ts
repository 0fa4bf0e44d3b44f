import { type Kysely, sql } from 'kysely';

/**
 * Visitors' price order (issue 48, catalogue semantics). Sorted by price, the products priced on
 * request come after all priced ones in either direction, and among themselves by id alone: the
 * price they are not told must not place them. The public lists sort by
 *
 *   price_on_request asc, <listed price> asc|desc, id asc|desc
 *
 * where the listed price is `case when price_on_request then 0 else price end` (0 is what
 * visitors are told). The group goes up while the rest goes either way, so each direction has
 * its index, walked from the start as `(is_active, price)` served the plain price order before:
 * no sort of the whole catalogue for a page. Their price ranges (priced products only) read the
 * same index. The expression is spelled as the catalogue's queries spell it, so that SQLite and
 * PostgreSQL both match it; `id` is named, as PostgreSQL keeps no row id in an index.
 */
const LISTED_PRICE = 'case when price_on_request then 0 else price end';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_listed_price_asc_index on products (is_active, price_on_request, (${sql.raw(LISTED_PRICE)}), id)`.execute(
    db,
  );
  await sql`create index products_listed_price_desc_index on products (is_active, price_on_request, (${sql.raw(LISTED_PRICE)}) desc, id desc)`.execute(
    db,
  );
}
