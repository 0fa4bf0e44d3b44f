import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database, EditorialAction } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A job this instance holds until `locked_until`: it runs it, then marks it done or failed. */
export interface ClaimedJob {
  id: number;
  collection: string;
  record_id: number | null;
  draft_id: number | null;
  action: EditorialAction;
  run_at: string;
  /** Claims so far, this one included. */
  attempts: number;
}

/** How long a claim holds: a job still running after it was claimed by an instance that died. */
export const LEASE_MS = 2 * 60 * 1000;
/** Claims per job; a job whose instance died this often is left failed. */
export const MAX_ATTEMPTS = 3;

/** Due: pending and its time has come, or running under a claim that ran out (its instance died). */
const due = (now: string) => (eb: ExpressionBuilder<Database, 'editorial_jobs'>) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
    eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
  ]);

const columns = ['id', 'collection', 'record_id', 'draft_id', 'action', 'run_at', 'attempts', 'status'] as const;

/** PostgreSQL: the row is locked while it is claimed, and other instances skip it. */
function claimOnPostgres(db: Db, now: Date): Promise<ClaimedJob | undefined> {
  return db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('editorial_jobs')
      .select(columns)
      .where(due(now.toISOString()))
      .orderBy('run_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!job) return undefined;
    await trx.updateTable('editorial_jobs').set(claimValues(job.attempts, now)).where('id', '=', job.id).execute();
    return claimed(job);
  });
}

/** SQLite (one process writes at a time): the claim is an UPDATE that only the state seen may pass. */
async function claimOnSqlite(db: Db, now: Date): Promise<ClaimedJob | undefined> {
  for (;;) {
    const job = await db
      .selectFrom('editorial_jobs')
      .select(columns)
      .where(due(now.toISOString()))
      .orderBy('run_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!job) return undefined;
    const taken = await db
      .updateTable('editorial_jobs')
      .set(claimValues(job.attempts, now))
      .where('id', '=', job.id)
      .where('status', '=', job.status)
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return claimed(job);
  }
}

const claimValues = (attempts: number, now: Date) => ({
  status: 'running' as const,
  attempts: attempts + 1,
  locked_until: new Date(now.getTime() + LEASE_MS).toISOString(),
  updated_at: now.toISOString(),
});

const claimed = ({ status: _, ...job }: ClaimedJob & { status: string }): ClaimedJob => ({
  ...job,
  attempts: job.attempts + 1,
});

/** Claims the next due job for this instance, or undefined when none is due at `now`. */
export function claimDueJob(db: Db, dialect: DialectName, now = new Date()): Promise<ClaimedJob | undefined> {
  return dialect === 'postgres' ? claimOnPostgres(db, now) : claimOnSqlite(db, now);
}

/**
 * Marks a claimed job done, or failed with its error. Only the claim that holds it may: an
 * instance whose claim ran out (and another took the job) changes nothing.
 */
export async function finishJob(db: Db, job: ClaimedJob, error?: string): Promise<boolean> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('editorial_jobs')
    .set({
      status: error === undefined ? 'done' : 'failed',
      error: error ?? null,
      finished_at: now,
      locked_until: null,
      updated_at: now,
    })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('attempts', '=', job.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
