import type { Kysely } from 'kysely';
import type { LoginLimiter } from './auth/login-limiter.ts';
import type { AppConfig } from './config.ts';
import type { ContactNotifier } from './contact/notifier.ts';
import type { DialectName } from './db/database.ts';
import type { Database } from './db/schema.ts';
import type { Storage } from './storage/storage.ts';

/** What every module needs, built once per app and reached as `app.grain`. */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  storage: Storage;
  loginLimiter: LoginLimiter;
  contactNotifier: ContactNotifier;
}

declare module 'fastify' {
  interface FastifyInstance {
    grain: AppContext;
  }
}
