import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

export type Direction = 'asc' | 'desc';

/** What a list is sorted by, most significant first. */
export type Ordering = ReadonlyArray<readonly [column: string, direction: Direction]>;

// Lists of any table are searched and sorted by column name.
// biome-ignore lint/suspicious/noExplicitAny: the builders keep their callers' own types.
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * The ordering a list's `sort` and `order` ask for: that column, ties by id ascending.
 * Undefined without `sort`: the list keeps its own order.
 */
export function requestedOrdering(sort: string | undefined, order: Direction): Ordering | undefined {
  if (!sort) return undefined;
  return sort === 'id'
    ? [['id', order]]
    : [
        [sort, order],
        ['id', 'asc'],
      ];
}

/** A LIKE pattern (with `ESCAPE '\'`) for text containing `text`: `%`, `_` and `\` match themselves. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Any of the columns contains the text, ignoring case: lower() on both sides folds the same
 * letters on each database (ASCII on SQLite, all letters on PostgreSQL). No columns, no match.
 */
export function containsIgnoringCase(columns: readonly string[], text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  const matches = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`);
  return matches.length > 0 ? sql<SqlBool>`(${sql.join(matches, sql` or `)})` : sql<SqlBool>`1 = 0`;
}

/**
 * Sorts a query. Empty values of the `nullable` columns come last either way: the databases
 * disagree about where they go unless told.
 */
export function orderedBy<Q extends AnySelect>(query: Q, ordering: Ordering, nullable: ReadonlySet<string>): Q {
  let result = query;
  for (const [column, direction] of ordering) {
    result = nullable.has(column)
      ? (result.orderBy(column, (item) => (direction === 'asc' ? item.asc() : item.desc()).nullsLast()) as Q)
      : (result.orderBy(column, direction) as Q);
  }
  return result;
}
