import type { Kysely } from 'kysely';
import type { LoginLimiter } from './auth/login-limiter.ts';
import type { ContentVersion } from './cache/content-version.ts';
import type { ResponseCache } from './cache/response-cache.ts';
import type { SaleClock } from './cache/sale-clock.ts';
import type { ProductCountMemo } from './catalogue/product-counts.ts';
import type { AppConfig } from './config.ts';
import type { Mailer } from './contact/mailer.ts';
import type { ContactNotifier } from './contact/notifier.ts';
import type { DialectName } from './db/database.ts';
import type { Database } from './db/schema.ts';
import type { EditorialCollections } from './editorial/collections.ts';
import type { EditorialRunner } from './editorial/runner.ts';
import type { ImageQueue } from './images/queue.ts';
import type { RateLimiterFactory } from './limits/rate-limiter.ts';
import type { Storage } from './storage/storage.ts';

/** What every module needs, built once per app and reached as `app.grain`. */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  storage: Storage;
  /** Makes image variants in the background, from the queue in the database. */
  images: ImageQueue;
  /** Makes the rate limiters, stored where the database is (shared across instances on PostgreSQL). */
  rateLimiter: RateLimiterFactory;
  loginLimiter: LoginLimiter;
  contactNotifier: ContactNotifier;
  /** The SMTP mailer of SMTP_URL, or null without it. */
  mailer: Mailer | null;
  /** Moves on with every admin write; cached answers carry the version they were made from. */
  contentVersion: ContentVersion;
  /** Rendered pages and public API answers (see cache/response-cache.ts). */
  responseCache: ResponseCache;
  /** When the next sale starts or ends: the cached answers' expiry (see cache/sale-clock.ts). */
  saleClock: SaleClock;
  /** Product totals per filter, kept for the current content version. */
  productCounts: ProductCountMemo;
  /** Trash and schedules of every collection (editorial/). */
  editorial: { collections: EditorialCollections; runner: EditorialRunner };
}

declare module 'fastify' {
  interface FastifyInstance {
    grain: AppContext;
  }
}
