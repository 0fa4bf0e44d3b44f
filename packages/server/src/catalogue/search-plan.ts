import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { dialectOf } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/*
 * How a SQLite product search reaches its page. SQLite's planner cannot know how many products
 * a text matches: offered the trigram index (migration 0006), it reads and sorts all the matches,
 * even when the page lies a few rows into the sort's own index. So the search picks its plan itself, from its total (counted anyway, and kept per content version,
 * see product-counts.ts) and from how many products its other criteria leave.
 *
 * Measured at 100,000 products (commit 9063087): comparing a row's text while walking the sort's
 * index costs about 0.5 µs a row, looking a row up among the trigram index's matches about 0.1 µs,
 * after some 1.7 ms to read 5,000 matches. Choosing the plan took a search's p99 there from
 * 53 to 14 ms, and the uncached search at 2,000 products from 918 to 1,450 req/s.
 * PostgreSQL's trigram index serves the text condition by itself: there every plan is one query.
 */

/**
 * - `walk`: the sort's index is walked, and each row's text compared (the page is reached after a
 *   few thousand rows: common words, or the first pages);
 * - `index`: the trigram index gives the matching rows, which are then sorted (few matches);
 * - `index-walk`: the sort's index is walked, and each row is looked up among the trigram index's
 *   matches (many matches, deep in them).
 */
export type TextPlan = 'index' | 'index-walk' | 'walk';

/** Up to this many matches (and a long walk), the trigram index gives them and they are sorted. */
export const FEW_MATCHES = 500;
/** Up to about this many rows walked, comparing each row's text costs less than looking it up (see above). */
export const ROWS_TO_COMPARE = 4000;

/**
 * The plan for `matches` matches among `products` (those the search's other criteria leave), to
 * reach `window`: walking the sort's index reaches the page after about
 * (offset + limit) × products / matches rows.
 */
export function textPlanFor(matches: number, products: number, window: { limit: number; offset: number }): TextPlan {
  const rowsToWalk = ((window.offset + window.limit) * products) / Math.max(matches, 1);
  if (rowsToWalk <= ROWS_TO_COMPARE) return 'walk';
  return matches <= FEW_MATCHES ? 'index' : 'index-walk';
}

/** A LIKE of a column with a pattern made by `containsPattern` (search-text.ts): escape `\`. */
export const likeEscaped = (column: RawBuilder<unknown>, pattern: unknown) =>
  sql<SqlBool>`${column} like ${pattern} escape '\\'`;

/**
 * The search's text condition in a plan: the LIKE on the folded text keeps the meaning exact
 * everywhere; on SQLite, `index` and `index-walk` also name the trigram index's matches.
 */
export function textCondition(
  db: Kysely<Database>,
  text: { pattern: unknown; phrase: unknown },
  plan: TextPlan,
): RawBuilder<SqlBool> {
  const exact = likeEscaped(sql.ref('search_text'), text.pattern);
  if (text.phrase === null || dialectOf(db) !== 'sqlite' || plan === 'walk') return exact;
  // The unary + keeps SQLite from reading the matches by id and sorting them all.
  const id = plan === 'index-walk' ? sql`+${sql.ref('products.id')}` : sql.ref('products.id');
  return sql<SqlBool>`${id} in (select rowid from products_search where products_search match ${text.phrase}) and ${exact}`;
}
