import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toIsoTimestamp } from '../db/values.ts';

interface Known {
  version: number;
  /** When it was looked up (ms since the epoch). */
  at: number;
  /** The next start or end after `at`, or null when no sale has one ahead. */
  next: number | null;
}

/**
 * When the next sale starts or ends, for the caches. A product's `on_sale` follows the clock
 * (price.ts, isOnSale) with no write to move the content version on, so a cached answer made
 * now is good only until the next start or end of any product's sale: each entry of the response
 * cache carries that instant as its `expiresAt`, and is not served from then on.
 *
 * Any product's, not only those the answer shows: two index reads (the next start, the next end)
 * per content version instead of tracking which answer holds which product. The cost is that every
 * cached answer (pages and API reads alike) is made again once at each start or end, a few times
 * a week at most for a furniture maker. The instant is looked up before the answer is made, so
 * a start or end that passes while it is being made expires it at once, never later.
 *
 * Kept per content version: only a write (which moves the version on) changes the dates, and
 * once the known next instant has passed it is looked up again. Several instances each look it
 * up in the one database, so they agree.
 */
export class SaleClock {
  private known: Known | undefined;
  /** The lookup under way, shared by the requests that meet a new version together. */
  private pending: { version: number; next: Promise<number | null> } | undefined;
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** The next sale start or end after now (ms since the epoch), or undefined when there is none. */
  async nextTransition(version: number): Promise<number | undefined> {
    const now = Date.now();
    const known = this.known;
    if (known && known.version === version && known.at <= now && (known.next === null || now < known.next)) {
      return known.next ?? undefined;
    }
    if (this.pending?.version !== version) {
      const next = this.lookUp(version, now).finally(() => {
        if (this.pending?.next === next) this.pending = undefined;
      });
      this.pending = { version, next };
    }
    return (await this.pending.next) ?? undefined;
  }

  private async lookUp(version: number, now: number): Promise<number | null> {
    const at = new Date(now).toISOString();
    let row: { starts: unknown; ends: unknown } | undefined;
    try {
      // Each `min` reads the first entry past now of its partial index (migration 0034).
      const { rows } = await sql<{ starts: unknown; ends: unknown }>`select
          (select min(sale_starts_at) from products where sale_starts_at > ${at}) as starts,
          (select min(sale_ends_at) from products where sale_ends_at > ${at}) as ends`.execute(this.db);
      row = rows[0];
    } catch {
      // The database is away: the answer being made meets that itself (the designed 503 page, or
      // the API's 503). Should it be made all the same, it expires at once rather than be kept
      // past a start or end nobody could look up.
      return now;
    }
    const times = [row?.starts, row?.ends]
      .map((value) => toIsoTimestamp(value))
      .filter((value): value is string => value !== null)
      .map((value) => Date.parse(value));
    const next = times.length > 0 ? Math.min(...times) : null;
    this.known = { version, at: now, next };
    return next;
  }
}
