import { type Kysely, sql } from 'kysely';

/**
 * The caches ask when the next sale starts or ends (cache/sale-clock.ts) once per content version:
 * without an index that read every product, 0.8 s on PostgreSQL at 100,000 products. Partial
 * indexes of the set times (few products have a dated sale) answer each `min(...) where ... > now`
 * from their first entry.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index products_sale_starts_at_index on products (sale_starts_at) where sale_starts_at is not null`.execute(
    db,
  );
  await sql`create index products_sale_ends_at_index on products (sale_ends_at) where sale_ends_at is not null`.execute(
    db,
  );
}
