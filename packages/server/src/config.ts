import path from 'node:path';

export interface RateLimitConfig {
  points: number;
  durationSeconds: number;
}

export interface AppConfig {
  /** `postgres://…` for PostgreSQL, otherwise a SQLite file path (or `:memory:`). */
  databaseUrl: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  databaseSchema?: string;
  storageDir: string;
  /** Built web app (index.html and assets/); when missing, only the API and storage are served. */
  webDistDir?: string;
  /** Absolute base of file URLs in responses; by default taken from the request's host. */
  publicUrl?: string;
  tokenTtlHours: number;
  maxImageBytes: number;
  maxVideoBytes: number;
  trustProxy: boolean;
  logger: boolean;
  smtpUrl?: string;
  mailFrom: string;
  rateLimits: {
    loginFailuresPerEmail: RateLimitConfig;
    loginFailuresPerIp: RateLimitConfig;
    contactPerIp: RateLimitConfig;
  };
}

const MB = 1024 * 1024;

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): AppConfig {
  return {
    databaseUrl: env.DATABASE_URL || path.join(root, 'data', 'grain.db'),
    storageDir: path.resolve(root, env.STORAGE_DIR || path.join('data', 'storage')),
    webDistDir: path.resolve(root, env.WEB_DIST_DIR || path.join('packages', 'web', 'dist')),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    tokenTtlHours: positiveNumber(env, 'TOKEN_TTL_HOURS', 168),
    maxImageBytes: positiveNumber(env, 'MAX_IMAGE_MB', 10) * MB,
    maxVideoBytes: positiveNumber(env, 'MAX_VIDEO_MB', 200) * MB,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logger: env.LOG_LEVEL !== 'silent',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Grain website <no-reply@grain.local>',
    rateLimits: {
      loginFailuresPerEmail: {
        points: positiveNumber(env, 'LOGIN_MAX_FAILURES_PER_EMAIL', 10),
        durationSeconds: 15 * 60,
      },
      loginFailuresPerIp: { points: positiveNumber(env, 'LOGIN_MAX_FAILURES_PER_IP', 50), durationSeconds: 15 * 60 },
      contactPerIp: { points: positiveNumber(env, 'CONTACT_MAX_PER_IP', 10), durationSeconds: 10 * 60 },
    },
  };
}
