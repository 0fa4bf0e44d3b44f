import { type Kysely, sql } from 'kysely';
import { reusableQuery } from './reusable-query.ts';
import type { Database } from './schema.ts';

type Row = Record<string, unknown>;
// Lookups name their table and columns at run time (content tables are named by their definitions).
// biome-ignore lint/suspicious/noExplicitAny: dynamic table names; callers get plain values back.
type AnyDb = Kysely<any>;

const untyped = (db: Kysely<Database>) => db as unknown as AnyDb;

/** id → name of the given rows of a table with a `name` column (a blog's category, a product's). */
export async function namesById(db: Kysely<Database>, table: string, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows: Row[] = await untyped(db)
    .selectFrom(table)
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), String(row.name)]));
}

/** slug → id of every row of a table with a `slug` column. */
export async function idsBySlug(db: Kysely<Database>, table: string): Promise<Map<string, number>> {
  const rows: Row[] = await untyped(db).selectFrom(table).select(['id', 'slug']).execute();
  return new Map(rows.map((row) => [String(row.slug), Number(row.id)]));
}

const rowById = reusableQuery(
  (db: AnyDb, values: { id: number }, table: string) => db.selectFrom(table).select('id').where('id', '=', values.id),
  (table) => table,
);

export async function referenceExists(db: Kysely<Database>, table: string, id: number): Promise<boolean> {
  return (await rowById(untyped(db), { id }, table)).length > 0;
}

/**
 * Whether another row (not `exceptId`) already holds this value in a unique column, or one equal
 * to it whatever its case (`ignoringCase`: a slug's, whose index is on lower(slug)).
 */
export async function isValueTaken(
  db: Kysely<Database>,
  table: string,
  column: string,
  value: unknown,
  { exceptId, ignoringCase = false }: { exceptId?: number; ignoringCase?: boolean } = {},
): Promise<boolean> {
  const compared = ignoringCase ? sql`lower(${sql.ref(column)})` : sql.ref(column);
  const expected = ignoringCase && typeof value === 'string' ? value.toLowerCase() : value;
  let query = untyped(db).selectFrom(table).select('id').where(compared, '=', expected);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** How many rows of `table` point at row `id` through `column` (the products of a category). */
export async function countReferencing(
  db: Kysely<Database>,
  table: string,
  column: string,
  id: number,
): Promise<number> {
  const row = await untyped(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many rows a table holds. */
export async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  const row = await untyped(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
