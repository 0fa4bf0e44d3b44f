import type { Kysely } from 'kysely';
import { reusableQuery } from '../db/reusable-query.ts';
import type { Database } from '../db/schema.ts';
import { nowIso, toBoolean } from '../db/values.ts';
import type { ImageVariants } from './variants.ts';

type Db = Kysely<Database>;

export interface ClaimedJob {
  id: number;
  path: string;
  attempts: number;
}

/** Queues (again) the given stored paths: a queued or failed job starts over with no attempts. */
export async function enqueueImages(db: Db, paths: readonly string[]): Promise<void> {
  for (const path of new Set(paths)) {
    const at = nowIso();
    await db
      .insertInto('image_jobs')
      .values({ path, status: 'pending', attempts: 0, error: null, created_at: at, updated_at: at })
      .onConflict((conflict) =>
        conflict.column('path').doUpdateSet({ status: 'pending', attempts: 0, error: null, updated_at: at }),
      )
      .execute();
  }
}

/**
 * Takes the oldest pending job, counting the attempt as it takes it (so a job that crashes the
 * process still runs out of attempts). Taking is a conditional update: of two workers (the
 * server and `npm run images`, or two instances), only one gets a job.
 */
export async function claimNextJob(db: Db): Promise<ClaimedJob | undefined> {
  for (;;) {
    const job = await db
      .selectFrom('image_jobs')
      .select(['id', 'path', 'attempts'])
      .where('status', '=', 'pending')
      .orderBy('updated_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!job) return undefined;
    const taken = await db
      .updateTable('image_jobs')
      .set({ status: 'running', attempts: job.attempts + 1, updated_at: nowIso() })
      .where('id', '=', job.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { ...job, attempts: job.attempts + 1 };
  }
}

/** A finished job goes, unless it was queued again meanwhile (then it runs again). */
export async function finishJob(db: Db, job: ClaimedJob): Promise<void> {
  await db.deleteFrom('image_jobs').where('id', '=', job.id).where('status', '=', 'running').execute();
}

/** A failed attempt: back in the queue, or left failed with its error once out of attempts. */
export async function failJob(db: Db, job: ClaimedJob, error: string, maxAttempts: number): Promise<void> {
  await db
    .updateTable('image_jobs')
    .set({ status: job.attempts >= maxAttempts ? 'failed' : 'pending', error, updated_at: nowIso() })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .execute();
}

/** Jobs left running by a process that stopped (a crash, a kill) go back into the queue. */
export async function resumeInterruptedJobs(db: Db): Promise<number> {
  const result = await db
    .updateTable('image_jobs')
    .set({ status: 'pending', updated_at: nowIso() })
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many jobs are waiting or under way, and how many failed for good. */
export async function queueCounts(db: Db): Promise<{ waiting: number; failed: number }> {
  const rows = await db
    .selectFrom('image_jobs')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  const count = (statuses: string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.count), 0);
  return { waiting: count(['pending', 'running']), failed: count(['failed']) };
}

export async function saveVariants(db: Db, path: string, variants: ImageVariants): Promise<void> {
  const at = nowIso();
  const values = {
    width: variants.width,
    height: variants.height,
    placeholder: variants.placeholder,
    widths: JSON.stringify(variants.widths),
    fallback: variants.fallback,
    updated_at: at,
  };
  await db
    .insertInto('image_variants')
    .values({ path, ...values, created_at: at })
    .onConflict((conflict) => conflict.column('path').doUpdateSet(values))
    .execute();
}

const variantsQuery = reusableQuery((db: Db, values: { paths: string[] }) =>
  db
    .selectFrom('image_variants')
    .leftJoin('media_items', 'media_items.path', 'image_variants.path')
    .select([
      'image_variants.path',
      'image_variants.width',
      'image_variants.height',
      'image_variants.placeholder',
      'image_variants.widths',
      'image_variants.fallback',
      'media_items.id as item_id',
      'media_items.alt',
      'media_items.decorative',
      'media_items.focal_x',
      'media_items.focal_y',
    ])
    .where('image_variants.path', 'in', values.paths),
);

/** The stored variants of the given paths, by path; paths still waiting are absent. */
export async function variantsOf(db: Db, paths: readonly string[]): Promise<Map<string, ImageVariants>> {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return new Map();
  const rows = await variantsQuery(db, { paths: unique }, undefined);
  return new Map(
    rows.map((row) => [
      row.path,
      {
        width: Number(row.width),
        height: Number(row.height),
        placeholder: row.placeholder,
        widths: JSON.parse(row.widths) as number[],
        fallback: row.fallback,
        library:
          row.item_id === null
            ? undefined
            : {
                alt: row.alt,
                decorative: toBoolean(row.decorative),
                focalX: Number(row.focal_x),
                focalY: Number(row.focal_y),
              },
      },
    ]),
  );
}

/** Forgets the variants and jobs of paths whose files are gone. */
export async function forgetImages(db: Db, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.deleteFrom('image_variants').where('path', 'in', paths).execute();
  await db.deleteFrom('image_jobs').where('path', 'in', paths).execute();
}
