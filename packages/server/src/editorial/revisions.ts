import { type Kysely, sql } from 'kysely';
import type { WriteContext } from '../collections/write.ts';
import type { EditorialConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { toIsoTimestamp } from '../db/values.ts';
import { removeUnreferencedFiles } from './files.ts';

export const REVISIONS_PER_PAGE = 20;

export async function listRevisions(db: Kysely<Database>, table: string, recordId: number, page: number) {
  const where = db.selectFrom('record_revisions').where('collection', '=', table).where('record_id', '=', recordId);
  const [rows, total] = await Promise.all([
    where
      .select(['id', 'reason', 'user_name', 'created_at'])
      .orderBy('id', 'desc')
      .limit(REVISIONS_PER_PAGE)
      .offset((page - 1) * REVISIONS_PER_PAGE)
      .execute(),
    where.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({ ...row, created_at: toIsoTimestamp(row.created_at) ?? '' }));
  return { items, total: Number(total.count) };
}

export const findRevision = (db: Kysely<Database>, id: number) =>
  db.selectFrom('record_revisions').selectAll().where('id', '=', id).executeTakeFirst();

const DAY_MS = 24 * 3600 * 1000;

/**
 * Drops the revisions older than `revisionDays` beyond the last `revisionKeep` of each record
 * (a new record's draft counts as its record), then the files only they still named. For the
 * editorial runner; returns how many went.
 */
export async function pruneRevisions(
  context: Pick<WriteContext, 'db' | 'storage'>,
  settings: Pick<EditorialConfig, 'revisionDays' | 'revisionKeep'>,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - settings.revisionDays * DAY_MS).toISOString();
  const ranked = context.db
    .selectFrom('record_revisions')
    .select([
      'id',
      'created_at',
      sql<number>`row_number() over (partition by collection, record_id, case when record_id is null then draft_id end order by id desc)`.as(
        'position',
      ),
    ])
    .as('ranked');
  const doomed = await context.db
    .selectFrom(ranked)
    .select('ranked.id')
    .where('ranked.position', '>', settings.revisionKeep)
    .where('ranked.created_at', '<', cutoff)
    .execute();
  const ids = doomed.map((row) => row.id);
  let removed = 0;
  // In slices: a statement takes a bounded number of parameters.
  for (let start = 0; start < ids.length; start += 500) {
    const slice = ids.slice(start, start + 500);
    const rows = await context.db
      .selectFrom('record_revisions')
      .select(['collection', 'data'])
      .where('id', 'in', slice)
      .execute();
    await context.db.deleteFrom('record_revisions').where('id', 'in', slice).execute();
    removed += slice.length;
    await removeUnreferencedFiles(context, filesOfRevisions(rows));
  }
  return removed;
}

/** Every string in the rows' data that looks like a stored path (the collection is not needed to find them). */
function filesOfRevisions(rows: Array<{ data: string }>): string[] {
  const files = new Set<string>();
  for (const row of rows) {
    const visit = (value: unknown) => {
      if (typeof value === 'string' && /^[\w-]+\/[^/\s]+\.\w+$/.test(value)) files.add(value);
      else if (Array.isArray(value)) value.forEach(visit);
    };
    for (const value of Object.values(JSON.parse(row.data) as Record<string, unknown>)) visit(value);
  }
  return [...files];
}
