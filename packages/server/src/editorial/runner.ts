import { scheduleMessages } from '@grain/contract/editorial-trash';
import type { Kysely } from 'kysely';
import type { WriteContext } from '../collections/write.ts';
import type { DialectName } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { EditorialCollections } from './collections.ts';
import { type ClaimedJob, claimDueJob, finishJob, MAX_ATTEMPTS } from './schedules/job-store.ts';
import { purgeExpiredTrash } from './trash/trash-store.ts';

/** Publishes draft `draftId` live (the drafts engine's publishDraft, wired in app.ts). */
export type PublishDraft = (draftId: number, job: ClaimedJob) => Promise<void>;

/** The longest poll the design allows: a schedule runs at most this late (plus its own run). */
export const MAX_POLL_MS = 15_000;
const HOUSEKEEPING_MS = 60 * 60 * 1000;

export interface EditorialRunnerOptions {
  context: WriteContext;
  dialect: DialectName;
  collections: EditorialCollections;
  publish: PublishDraft;
  /** How often due jobs are looked for (capped at 15 s). */
  pollMs: number;
  log: { error(details: object, message: string): void };
  /** Housekeeping besides the trash purge: the revisions past their keeping (editorial/revisions.ts). */
  pruneRevisions?(db: Kysely<Database>): Promise<void>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Runs scheduled publishes and unpublishes from the durable editorial_jobs table, each once:
 * every instance polls, and a job is claimed by one of them (job-store.ts). A job whose
 * instance died while running it is claimed again once its claim runs out. Once an hour it
 * also purges the trash entries whose time is up.
 */
export class EditorialRunner {
  private readonly options: EditorialRunnerOptions;
  private running: Promise<void> | undefined;
  private timers: NodeJS.Timeout[] = [];
  private started = false;
  private stopped = false;

  constructor(options: EditorialRunnerOptions) {
    this.options = options;
  }

  start(): void {
    this.started = true;
    const every = (ms: number, run: () => void) => {
      const timer = setInterval(run, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(Math.min(this.options.pollMs, MAX_POLL_MS), () => this.wake());
    every(HOUSEKEEPING_MS, () => this.safely(this.housekeeping(), 'editorial housekeeping failed'));
    this.wake();
    this.safely(this.housekeeping(), 'editorial housekeeping failed');
  }

  /** Runs the due jobs unless a pass is under way already; never throws. */
  wake(): void {
    if (this.stopped || !this.started) return;
    this.safely(this.drain(), 'editorial runner pass failed');
  }

  /** Runs due jobs until none is left; a call during a pass joins that pass. */
  drain(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Stops claiming jobs and waits for the one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.running?.catch(() => undefined);
  }

  /** Purges expired trash (and, once merged, prunes old revisions). */
  async housekeeping(now?: string): Promise<void> {
    const { context, collections, pruneRevisions } = this.options;
    await purgeExpiredTrash(context, collections, now);
    await pruneRevisions?.(context.db);
  }

  private safely(work: Promise<unknown>, message: string): void {
    void work.catch((error: unknown) => this.options.log.error({ err: { message: errorText(error) } }, message));
  }

  private async pass(): Promise<void> {
    while (!this.stopped) {
      const job = await claimDueJob(this.options.context.db, this.options.dialect);
      if (!job) return;
      await this.runJob(job);
    }
  }

  private async runJob(job: ClaimedJob): Promise<void> {
    const { db } = this.options.context;
    if (job.attempts > MAX_ATTEMPTS) {
      await finishJob(db, job, `The job was interrupted ${MAX_ATTEMPTS} times and is not tried again.`);
      return;
    }
    try {
      await this.act(job);
    } catch (error) {
      await finishJob(db, job, errorText(error));
      return;
    }
    await finishJob(db, job);
  }

  private async act(job: ClaimedJob): Promise<void> {
    if (job.action === 'publish') {
      if (job.draft_id === null) throw new Error('There is no draft to publish.');
      return this.options.publish(job.draft_id, job);
    }
    const entry = this.options.collections.byTable(job.collection);
    if (!entry) throw new Error(`The site has no collection "${job.collection}".`);
    if (!entry.hasActiveFlag) throw new Error(scheduleMessages.noActiveFlag(entry.collection.label));
    if (job.record_id === null) throw new Error('There is no published record to unpublish.');
    await entry.unpublish(this.options.context, job.record_id);
  }
}
