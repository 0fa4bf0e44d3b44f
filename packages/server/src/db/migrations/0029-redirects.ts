import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { createIndex, withColumns, withId, withTimestamps } from './column-types.ts';

/**
 * Redirects and the 404 log (issue 48, part 3).
 *
 * `redirects`: one per `from` path (kept decoded, without trailing slash, as requests are
 * matched); `to` as entered, and `to_path`, the site path it names (null for another site's
 * address), which the one-hop checks look up.
 *
 * `not_found_log`: one row per path that answered 404, with how many times, when first and
 * last, and the last Referer; listed by `hits` and pruned by `last_seen`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and do not use the app's table types.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  let redirects = withId(dialect, db.schema.createTable('redirects'));
  redirects = withColumns(dialect, redirects, {
    from_path: 'string',
    to_url: 'string',
    to_path: 'string?',
    status: 'int',
  });
  await withTimestamps(dialect, redirects).execute();
  await createIndex(db, 'redirects', ['from_path'], true);
  await createIndex(db, 'redirects', ['to_path']);

  let log = withId(dialect, db.schema.createTable('not_found_log'));
  log = withColumns(dialect, log, {
    path: 'string',
    hits: 'int',
    first_seen: 'timestamp',
    last_seen: 'timestamp',
    referrer: 'string?',
  });
  await log.execute();
  await createIndex(db, 'not_found_log', ['path'], true);
  await createIndex(db, 'not_found_log', ['hits', 'id']);
  await createIndex(db, 'not_found_log', ['last_seen']);
}
