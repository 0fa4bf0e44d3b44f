import { parseRedirectTarget, type RedirectTarget, sitePathKey } from '@grain/contract/redirects';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { allRedirects } from './redirect-store.ts';

/** Where a redirected path goes, and with which status. */
export interface RedirectEntry {
  target: RedirectTarget;
  status: number;
}

/** The content version as the table reads it (cache/content-version.ts, through `app.grain`). */
interface VersionSource {
  /** The version when it was read within its staleness bound, else undefined (no read). */
  fresh(): number | undefined;
  /** The version, read when stale; null while the database cannot tell. */
  currentOrNull(): number | Promise<number | null>;
}

/**
 * Every redirect in memory, by its `from`, for the page route: a page request costs one Map
 * look-up (none while there are no redirects), and no query. The table is read again when the
 * content version has moved on since it was read: every redirect write moves it (the route
 * wrapper), and so does any other admin write, which costs one small read. Another instance's
 * write shows here within the version's staleness bound (1 s), as for the cached pages. While
 * the database is away the last table keeps answering.
 */
export class RedirectTable {
  private byPath = new Map<string, RedirectEntry>();
  /** The content version the table was read at; undefined until the first read. */
  private readAt: number | undefined;
  private reading: { version: number; done: Promise<void> } | undefined;
  private readonly db: Kysely<Database>;
  private readonly version: VersionSource;
  private readonly log: FastifyBaseLogger;

  constructor(db: Kysely<Database>, version: VersionSource, log: FastifyBaseLogger) {
    this.db = db;
    this.version = version;
    this.log = log;
  }

  /**
   * The redirect of a requested path (as sent, without its query), or undefined; a promise only
   * when the table must be read again first.
   */
  find(path: string): RedirectEntry | undefined | Promise<RedirectEntry | undefined> {
    const version = this.version.fresh();
    if (version !== undefined && version === this.readAt) return this.lookUp(path);
    return this.refresh().then(() => this.lookUp(path));
  }

  private lookUp(path: string): RedirectEntry | undefined {
    return this.byPath.size === 0 ? undefined : this.byPath.get(sitePathKey(path));
  }

  /** Reads the table again unless it is of the current version; one read at a time per version. */
  async refresh(): Promise<void> {
    const version = await this.version.currentOrNull();
    if (version === null || version === this.readAt) return;
    if (this.reading?.version !== version) {
      const done = this.read(version);
      this.reading = { version, done };
      done.finally(() => {
        if (this.reading?.done === done) this.reading = undefined;
      });
    }
    return this.reading?.done;
  }

  private async read(version: number): Promise<void> {
    try {
      // The version is read before the rows: a write committed meanwhile moves it on again.
      const rows = await allRedirects(this.db);
      const next = new Map<string, RedirectEntry>();
      for (const row of rows) {
        const target = parseRedirectTarget(row.to_url);
        if (target) next.set(row.from_path, { target, status: Number(row.status) });
      }
      if (this.readAt === undefined || version >= this.readAt) {
        this.byPath = next;
        this.readAt = version;
      }
    } catch (error) {
      // Kept as it was, and read again on the next request.
      this.log.warn({ err: { message: (error as Error).message } }, 'redirects could not be read');
    }
  }
}
