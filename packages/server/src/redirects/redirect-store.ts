import type { FieldErrors } from '@grain/contract/envelope';
import {
  type NotFoundEntry,
  parseRedirectTarget,
  type Redirect,
  type RedirectRule,
  redirectTexts,
} from '@grain/contract/redirects';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DialectName } from '../db/database.ts';
import type { Database, NotFoundLogTable, RedirectTable } from '../db/schema.ts';
import { uniqueViolationColumns } from '../db/unique-violations.ts';
import { nowIso, toIsoTimestamp } from '../db/values.ts';
import { page as pageOf } from '../http/envelope.ts';
import { notFound, validationFailed } from '../http/errors.ts';

type Db = Kysely<Database>;
type RedirectRow = Selectable<RedirectTable>;

/** A redirect as the contract's body gives it, parsed: `from` in its matched form. */
export interface RedirectInput {
  from: string;
  to: string;
  status: number;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const presentRedirect = (row: RedirectRow): Redirect => ({
  id: row.id,
  from: row.from_path,
  to: row.to_url,
  status: Number(row.status),
  created_at: toIsoTimestamp(row.created_at) ?? String(row.created_at),
  updated_at: toIsoTimestamp(row.updated_at) ?? String(row.updated_at),
});

const ruleOf = (row: Pick<RedirectRow, 'from_path' | 'to_url'>): RedirectRule => ({
  from: row.from_path,
  to: row.to_url,
});

/** A page of redirects by their `from`, searched in `from` and `to`. */
export async function redirectPage(db: Db, q: string | undefined, page: number, perPage: number) {
  let rows = db.selectFrom('redirects').selectAll();
  let count = db.selectFrom('redirects').select((eb) => eb.fn.countAll<number>().as('count'));
  if (q) {
    const pattern = likePattern(q);
    const matches = sql<boolean>`(lower(from_path) like ${pattern} escape '\\' or lower(to_url) like ${pattern} escape '\\')`;
    rows = rows.where(matches);
    count = count.where(matches);
  }
  const [found, total] = await Promise.all([
    rows
      .orderBy('from_path')
      .orderBy('id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return pageOf(found.map(presentRedirect), Number(total.count), page, perPage);
}

export async function findRedirect(db: Db, id: number): Promise<RedirectRow | undefined> {
  return db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The refusals of the one-hop rule, by field: `from` taken, or led to by another redirect; `to`
 * the path itself, or redirected itself (a loop when it leads back). `id` is the redirect being
 * changed, which does not count against itself.
 */
async function refusals(db: Db, input: RedirectInput, toPath: string | null, id: number | null) {
  const others = () => {
    const query = db.selectFrom('redirects').select(['id', 'from_path', 'to_url', 'to_path']);
    return id === null ? query : query.where('id', '!=', id);
  };
  const errors: FieldErrors = {};
  const taken = await others().where('from_path', '=', input.from).executeTakeFirst();
  if (taken) errors.from = [redirectTexts.duplicate(input.from)];
  let loops = false;
  if (toPath === input.from) errors.to = [redirectTexts.self];
  else if (toPath !== null) {
    const onward = await others().where('from_path', '=', toPath).executeTakeFirst();
    loops = onward?.to_path === input.from;
    if (onward)
      errors.to = [loops ? redirectTexts.loop(ruleOf(onward)) : redirectTexts.targetRedirected(ruleOf(onward))];
  }
  // A loop is said once, on the target; otherwise a redirect that leads here is named on `from`.
  if (!errors.from && !loops) {
    const leading = await others().where('to_path', '=', input.from).orderBy('from_path').executeTakeFirst();
    if (leading) errors.from = [redirectTexts.sourceTargeted(ruleOf(leading))];
  }
  return errors;
}

/**
 * Creates (`id` null) or replaces a redirect, refusing duplicates, self-redirects, loops and
 * chains (422, by field); run in the write's transaction. PostgreSQL takes the table's lock
 * first, so that two concurrent saves cannot each pass the checks and make a chain together
 * (SQLite runs one write transaction at a time). The 404 log's entry of the path goes: it
 * redirects now. Answers the row and the names of the fields that changed.
 */
export async function saveRedirect(
  trx: Db,
  dialect: DialectName,
  input: RedirectInput,
  id: number | null,
  siteOrigin: string | undefined,
): Promise<{ row: RedirectRow; fields: string[] }> {
  if (dialect === 'postgres') await sql`lock table redirects in share row exclusive mode`.execute(trx);
  const before = id === null ? undefined : await findRedirect(trx, id);
  if (id !== null && !before) throw notFound('Redirect');
  const toPath = parseRedirectTarget(input.to, siteOrigin)?.sitePath ?? null;
  const errors = await refusals(trx, input, toPath, id);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const now = nowIso();
  const values = { from_path: input.from, to_url: input.to, to_path: toPath, status: input.status };
  let row: RedirectRow;
  try {
    row = before
      ? await trx
          .updateTable('redirects')
          .set({ ...values, updated_at: now })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('redirects')
          .values({ ...values, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
  } catch (error) {
    if (uniqueViolationColumns(error, 'redirects')?.includes('from_path'))
      throw validationFailed({ from: [redirectTexts.duplicate(input.from)] });
    throw error;
  }
  await trx.deleteFrom('not_found_log').where('path', '=', input.from).execute();
  const fields = before
    ? [
        ...(before.from_path !== row.from_path ? ['from'] : []),
        ...(before.to_url !== row.to_url ? ['to'] : []),
        ...(Number(before.status) !== Number(row.status) ? ['status'] : []),
      ]
    : ['from', 'to', 'status'];
  return { row, fields };
}

export async function deleteRedirect(trx: Db, id: number): Promise<RedirectRow> {
  const row = await findRedirect(trx, id);
  if (!row) throw notFound('Redirect');
  await trx.deleteFrom('redirects').where('id', '=', id).execute();
  return row;
}

/** Every redirect's `from`, target and status: what the page route's table is made of. */
export async function allRedirects(db: Db) {
  return db.selectFrom('redirects').select(['from_path', 'to_url', 'status']).execute();
}

const presentNotFound = (row: Selectable<NotFoundLogTable>): NotFoundEntry => ({
  id: row.id,
  path: row.path,
  hits: Number(row.hits),
  first_seen: toIsoTimestamp(row.first_seen) ?? String(row.first_seen),
  last_seen: toIsoTimestamp(row.last_seen) ?? String(row.last_seen),
  referrer: row.referrer,
});

/** A page of the 404 log, most hits first (the index on hits, id). */
export async function notFoundPage(db: Db, page: number, perPage: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('not_found_log')
      .selectAll()
      .orderBy('hits', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('not_found_log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(presentNotFound), Number(count.count), page, perPage);
}

export async function deleteNotFoundEntry(trx: Db, id: number): Promise<NotFoundEntry> {
  const row = await trx.selectFrom('not_found_log').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('404 log entry');
  await trx.deleteFrom('not_found_log').where('id', '=', id).execute();
  return presentNotFound(row);
}

/** Hits of one path counted in memory since the last write. */
export interface NotFoundHits {
  path: string;
  hits: number;
  first_seen: string;
  last_seen: string;
  referrer: string | null;
}

/**
 * Adds counted hits to the log in one statement: a new path gets its row, a known one its count
 * added, its last hit moved on and its referrer replaced when the new hits came with one.
 */
export async function addNotFoundHits(db: Db, hits: NotFoundHits[]): Promise<void> {
  if (hits.length === 0) return;
  await db
    .insertInto('not_found_log')
    .values(hits)
    .onConflict((conflict) =>
      conflict.column('path').doUpdateSet((eb) => ({
        hits: eb(eb.ref('not_found_log.hits'), '+', eb.ref('excluded.hits')),
        last_seen: eb.ref('excluded.last_seen'),
        referrer: eb.fn.coalesce(eb.ref('excluded.referrer'), eb.ref('not_found_log.referrer')),
      })),
    )
    .execute();
}

/** The sweep: paths not asked for within `days` leave the log. */
export async function deleteOldNotFoundEntries(db: Db, days: number, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('not_found_log')
    .where('last_seen', '<', new Date(now - days * 86_400_000).toISOString())
    .execute();
}
