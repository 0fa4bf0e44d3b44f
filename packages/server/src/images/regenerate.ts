import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { claimNextJob, enqueueImages, queueCounts } from './image-store.ts';
import { type ImageQueueOptions, type JobOutcome, processJob } from './queue.ts';
import { referencedImages } from './referenced.ts';

export interface RegenerateSummary {
  /** Images referenced by records whose file is in storage. */
  queued: number;
  /** Made by this run (a running server may have made others of them meanwhile). */
  made: number;
  /** Referenced by a record, but with no file in storage. */
  missing: string[];
  /** Out of attempts, with the last error. */
  failed: Array<{ path: string; error: string | null }>;
}

export type ProgressFactory = (total: number) => { advance(count: number): void; finish(): void };

const WAIT_FOR_OTHERS_MS = 500;

/**
 * `npm run images`: queues every image a record uses and works the queue until it is empty,
 * through the same queue and the same processing as the server's worker, so the two can run
 * together on a live site without doing any image twice.
 */
export async function regenerateImages(
  options: ImageQueueOptions & { progress: ProgressFactory },
): Promise<RegenerateSummary> {
  const { db, storage } = options;
  const referenced = await referencedImages(db);
  const present = await existing(storage, referenced);
  await enqueueImages(db, present);
  const progress = options.progress(present.length);
  const outcomes: JobOutcome[] = [];
  let reported = 0;
  const report = async () => {
    const done = Math.max(reported, present.length - (await queueCounts(db)).waiting);
    progress.advance(done - reported);
    reported = done;
  };
  for (;;) {
    const job = await claimNextJob(db);
    if (job) outcomes.push(await processJob(options, job));
    else if ((await queueCounts(db)).waiting === 0) break;
    // Jobs taken by a running server: wait for it to finish them.
    else await new Promise((resolve) => setTimeout(resolve, WAIT_FOR_OTHERS_MS));
    await report();
  }
  progress.finish();
  return {
    queued: present.length,
    made: outcomes.filter((outcome) => outcome === 'made').length,
    missing: referenced.filter((path) => !present.includes(path)),
    failed: await failedJobs(db, present),
  };
}

async function existing(storage: Storage, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) if (await storage.exists(path)) found.push(path);
  return found;
}

async function failedJobs(db: Kysely<Database>, paths: string[]) {
  if (paths.length === 0) return [];
  return db
    .selectFrom('image_jobs')
    .select(['path', 'error'])
    .where('status', '=', 'failed')
    .where('path', 'in', paths)
    .orderBy('path')
    .execute();
}
