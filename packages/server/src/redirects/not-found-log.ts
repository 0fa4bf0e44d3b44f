import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/values.ts';
import { addNotFoundHits, type NotFoundHits } from './redirect-store.ts';

/** How often counted hits are written, and how many paths are written per statement. */
export const NOT_FOUND_FLUSH_MS = 5000;
const ROWS_PER_STATEMENT = 200;
/** New paths counted between two writes at most; hits of more are not counted (a 404 storm of made-up paths). */
const MAX_PENDING_PATHS = 1000;

/**
 * The 404 log's counter: a page that answers 404 costs a Map update, and the hits are written
 * every few seconds, each path once with its count (an upsert per 200 paths), so that a storm of
 * 404s costs the database a few statements, not one write per request. The memory is bounded:
 * at most 1,000 new paths wait between two writes (hits of known ones are always counted).
 * Writes run one after another; the last one runs as the server stops (preClose), and the
 * admin's list writes what is counted before it reads. A failed write is logged and its hits
 * dropped: the log is a guide, not an account.
 */
export class NotFoundLog {
  private pending = new Map<string, NotFoundHits>();
  private dropped = 0;
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private readonly db: Kysely<Database>;
  private readonly log: FastifyBaseLogger;
  private readonly flushMs: number;

  constructor(db: Kysely<Database>, log: FastifyBaseLogger, flushMs = NOT_FOUND_FLUSH_MS) {
    this.db = db;
    this.log = log;
    this.flushMs = flushMs;
  }

  /** Counts one 404 of `path` (in its matched form), with the request's Referer when it had one. */
  record(path: string, referrer: string | null, at = nowIso()): void {
    const counted = this.pending.get(path);
    if (counted) {
      counted.hits += 1;
      counted.last_seen = at;
      if (referrer) counted.referrer = referrer;
      return;
    }
    if (this.pending.size >= MAX_PENDING_PATHS) {
      this.dropped += 1;
      return;
    }
    this.pending.set(path, { path, hits: 1, first_seen: at, last_seen: at, referrer });
  }

  /** Writes the hits counted so far, after any write under way. */
  flush(): Promise<void> {
    const next = this.writing.then(() => this.write());
    this.writing = next.catch(() => {});
    return next;
  }

  private async write(): Promise<void> {
    if (this.dropped > 0) {
      this.log.warn({ dropped: this.dropped }, '404 log: hits of too many new paths at once were not counted');
      this.dropped = 0;
    }
    if (this.pending.size === 0) return;
    const hits = [...this.pending.values()];
    this.pending = new Map();
    for (let start = 0; start < hits.length; start += ROWS_PER_STATEMENT) {
      await addNotFoundHits(this.db, hits.slice(start, start + ROWS_PER_STATEMENT));
    }
  }

  start(): void {
    this.timer = setInterval(() => {
      this.flush().catch((error: unknown) =>
        this.log.warn({ err: { message: (error as Error).message } }, '404 log write failed'),
      );
    }, this.flushMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is counted (the database is still open: preClose). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush().catch((error: unknown) =>
      this.log.warn({ err: { message: (error as Error).message } }, '404 log write failed'),
    );
  }
}
