import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { originalPath, type Storage } from '../storage/storage.ts';
import {
  type ClaimedJob,
  claimNextJob,
  failJob,
  finishJob,
  forgetImages,
  resumeInterruptedJobs,
  saveVariants,
} from './image-store.ts';
import { makeVariants, variantFolder } from './variants.ts';

/** Attempts per image, the first included; a crash during one counts too. */
export const MAX_ATTEMPTS = 3;
/** How often an idle worker looks for jobs queued elsewhere (another instance, `npm run images`). */
const POLL_MS = 5_000;

export interface ImageQueueOptions {
  db: Kysely<Database>;
  storage: Storage;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** Runs after each image is processed (cached answers must show the new variants). */
  onProcessed?(path: string): Promise<void>;
}

export type JobOutcome = 'made' | 'gone' | 'failed';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * What variants are made from: the untouched original of an upload, or the stored file itself
 * when there is none (images stored before originals were kept apart, demo images).
 */
async function sourceOf(storage: Storage, stored: string): Promise<string> {
  const original = originalPath(stored);
  return (await storage.exists(original)) ? original : stored;
}

/**
 * Makes one claimed job's variants. An image removed while it was being processed (its
 * record changed or went) leaves nothing behind: the check comes after everything is written,
 * and the removal removes what it finds, so one of the two always cleans up.
 */
export async function processJob(options: ImageQueueOptions, job: ClaimedJob): Promise<JobOutcome> {
  const { db, storage } = options;
  const folder = variantFolder(job.path);
  const gone = async () => {
    await storage.removeFolder(folder);
    await forgetImages(db, [job.path]);
    return 'gone' as const;
  };
  if (!(await storage.exists(job.path))) return gone();
  try {
    const variants = await makeVariants(storage.absolute(await sourceOf(storage, job.path)), storage.absolute(folder));
    await saveVariants(db, job.path, variants);
  } catch (error) {
    // The image was removed while it was being read (its record changed or went): not a failure.
    if (!(await storage.exists(job.path))) return gone();
    options.log.warn({ err: { message: errorText(error) }, path: job.path }, 'image variants failed');
    await failJob(db, job, errorText(error), MAX_ATTEMPTS);
    return 'failed';
  }
  if (!(await storage.exists(job.path))) return gone();
  await finishJob(db, job);
  await options.onProcessed?.(job.path);
  return 'made';
}

/**
 * The server's image worker: one image at a time, off the request path, from the durable
 * queue in the database. Jobs a stopped process left running are resumed at start.
 */
export class ImageQueue {
  private readonly options: ImageQueueOptions;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(options: ImageQueueOptions) {
    this.options = options;
  }

  async start(): Promise<void> {
    await resumeInterruptedJobs(this.options.db);
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Processes the queue unless that is under way already; never throws. */
  wake(): void {
    if (this.stopped || this.timer === undefined) return;
    void this.drain().catch((error: unknown) =>
      this.options.log.error({ err: { message: errorText(error) } }, 'image queue pass failed'),
    );
  }

  /** Processes jobs until none is waiting; a call during a pass joins that pass. */
  drain(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Stops taking jobs and waits for the one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async pass(): Promise<void> {
    while (!this.stopped) {
      const job = await claimNextJob(this.options.db);
      if (!job) return;
      await processJob(this.options, job);
    }
  }
}
