import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * One number that every successful admin write moves on; cached answers carry the number they
 * were made from. The number lives in the database (table content_version), so that several
 * instances agree: each reads it at most once per `staleMs` (default 1 s, so another
 * instance's write shows here within a second) and moves its own copy at once when it writes
 * (so a write is visible to this instance's very next read).
 */
export class ContentVersion {
  private value = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private readonly db: Kysely<Database>;
  private readonly staleMs: number;

  constructor(db: Kysely<Database>, staleMs: number) {
    this.db = db;
    this.staleMs = staleMs;
  }

  async current(): Promise<number> {
    return this.fresh() ?? this.read();
  }

  /**
   * The version, or null while the database cannot tell (then nothing cached can be trusted);
   * no promise while it was read within `staleMs`: the hot path of a cache hit.
   */
  currentOrNull(): number | Promise<number | null> {
    return this.fresh() ?? this.read().catch(() => null);
  }

  /** The version when it was read within `staleMs`, else undefined (without reading it). */
  fresh(): number | undefined {
    return performance.now() - this.checkedAt < this.staleMs ? this.value : undefined;
  }

  private async read(): Promise<number> {
    const row = await this.db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst();
    this.remember(Number(row?.version ?? 0));
    return this.value;
  }

  async bump(): Promise<void> {
    const row = await this.db
      .updateTable('content_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .returning('version')
      .executeTakeFirst();
    this.remember(Number(row?.version ?? this.value + 1));
  }

  private remember(version: number): void {
    this.value = version;
    this.checkedAt = performance.now();
  }
}
