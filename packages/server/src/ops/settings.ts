import { type AppConfig, configFromEnv } from '../config.ts';
import { badSetting, StartupFailure } from './startup-failure.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** `mysql://…`, `http://…`: anything that names a scheme; SQLite paths do not (`C:\…` has no `//`). */
const URL_SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

/**
 * DATABASE_URL is a SQLite file path (or `:memory:`) or a `postgres://`/`postgresql://` URL.
 * Any other scheme is refused rather than taken for a file name. Only the scheme is quoted:
 * the rest may hold a password.
 */
function checkDatabaseUrl(raw: string | undefined): void {
  const scheme = raw ? URL_SCHEME.exec(raw)?.[1].toLowerCase() : undefined;
  if (scheme && scheme !== 'postgres' && scheme !== 'postgresql') {
    throw badSetting(
      `DATABASE_URL starts with "${scheme}://", which Grain does not support: it takes a SQLite file path (such as data/grain.db) or a postgres:// or postgresql:// URL`,
    );
  }
}

/** PUBLIC_URL is an absolute http(s) address, such as `https://grain.example.com`. */
function checkPublicUrl(raw: string | undefined): void {
  if (!raw) return;
  const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.search || parsed.hash) {
    throw badSetting(
      `PUBLIC_URL must be an absolute http:// or https:// address without query, such as https://grain.example.com, got "${raw}"`,
    );
  }
}

export interface ListenAddress {
  port: number;
  host: string;
}

export function listenAddressFrom(env: NodeJS.ProcessEnv): ListenAddress {
  const rawPort = env.PORT?.trim() || '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65_535) {
    throw badSetting(`PORT must be a port number from 1 to 65535, got "${env.PORT}"`);
  }
  return { port, host: env.HOST?.trim() || '0.0.0.0' };
}

function checkLogLevel(env: NodeJS.ProcessEnv): void {
  if (env.LOG_LEVEL && !LOG_LEVELS.includes(env.LOG_LEVEL)) {
    throw badSetting(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
}

function checkSmtpUrl(env: NodeJS.ProcessEnv): void {
  const raw = env.SMTP_URL;
  if (raw && !(URL.canParse(raw) && ['smtp:', 'smtps:'].includes(new URL(raw).protocol))) {
    throw badSetting('SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example.com:587');
  }
}

/** The app's settings, with every malformed one refused as a one-line StartupFailure. */
export function checkedConfig(env: NodeJS.ProcessEnv, root?: string): AppConfig {
  checkDatabaseUrl(env.DATABASE_URL);
  checkPublicUrl(env.PUBLIC_URL);
  checkLogLevel(env);
  checkSmtpUrl(env);
  try {
    return configFromEnv(env, root);
  } catch (error) {
    if (error instanceof StartupFailure || !(error instanceof Error)) throw error;
    throw badSetting(error.message);
  }
}
