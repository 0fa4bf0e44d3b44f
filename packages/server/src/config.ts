import net from 'node:net';
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
  /** How often expired tokens are swept away while the server runs. */
  tokenSweepMs: number;
  maxImageBytes: number;
  maxVideoBytes: number;
  /** Whether a brand-new database gets the demo content (GRAIN_DEMO=off starts it empty). */
  demo: boolean;
  /** Whether this process makes image variants in the background (IMAGE_WORKER=off leaves it to others). */
  imageWorker: boolean;
  /**
   * Which proxies in front may tell us the client's address and protocol: false (none), a hop
   * count (the nearest n), or their addresses and CIDR ranges. Never "everyone".
   */
  trustProxy: TrustProxy;
  logger: boolean;
  /** ISO 4217 code of product prices in structured data. */
  currency: string;
  /** Bytes the response cache of pages and public API answers may hold; 0 turns it off. */
  responseCacheBytes: number;
  /** How long an instance trusts its copy of the content version (see cache/content-version.ts). */
  contentVersionStaleMs: number;
  /** Whether this process runs the editorial runner (schedules, trash purge); tests turn it on. */
  editorialRunner: boolean;
  /** How often the editorial runner looks for due schedules (at most 15 s; tests poll faster). */
  editorialPollMs: number;
  smtpUrl?: string;
  mailFrom: string;
  /** Drafts, revisions, trash and previews (GRAIN_REVISION_DAYS, … see docs/operations.md). */
  editorial: EditorialConfig;
  /** ADMIN_TWO_FACTOR=required: administrators must set up two-factor sign-in before anything else. */
  requireAdminTwoFactor: boolean;
  /** AUDIT_RETENTION_DAYS: how long audit log entries are kept (default a year). */
  auditRetentionDays: number;
  /** NOT_FOUND_LOG_DAYS: how long a 404 log entry is kept after its last hit (default 90 days). */
  notFoundLogDays: number;
  /** MESSAGE_RETENTION_DAYS: how long contact messages are kept, with their notes (default two years). */
  messageRetentionDays: number;
  /** TWO_FACTOR_KEY: when set, TOTP secrets are stored encrypted with a key derived from it. */
  twoFactorKey?: string;
  rateLimits: {
    loginFailuresPerEmail: RateLimitConfig;
    loginFailuresPerIp: RateLimitConfig;
    contactPerIp: RateLimitConfig;
    /** Password reset requests per IP address, and per email address (whether or not it has an account). */
    passwordResetPerIp?: RateLimitConfig;
    passwordResetPerEmail?: RateLimitConfig;
  };
}

export type TrustProxy = false | number | string[];

export interface EditorialConfig {
  /** IANA time zone the admin shows schedule times in. */
  timeZone: string;
  /** Every revision of the last this many days is kept… */
  revisionDays: number;
  /** …and at least this many per record, however old. */
  revisionKeep: number;
  /** Days a deleted record stays in the trash. */
  trashDays: number;
  /** Hours a preview link lives. */
  previewHours: number;
}

const MB = 1024 * 1024;

/** An IPv4 or IPv6 address, optionally with a /prefix length. */
function isAddressOrRange(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset or 0 for none, a hop count, or a comma-separated list of addresses and CIDRs. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || invalid !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies (e.g. 1) or their addresses and CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1), got "${raw}"`,
    );
  }
  return entries;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function nonNegativeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of at least 0, got "${raw}"`);
  return value;
}

/** A switch: on/off, true/false, yes/no or 1/0; unset means `fallback`. */
function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (['on', 'true', 'yes', '1'].includes(raw)) return true;
  if (['off', 'false', 'no', '0'].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
}

function timeZoneOf(raw: string | undefined): string {
  const value = raw?.trim() || 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    throw new Error(`GRAIN_TIME_ZONE must be an IANA time zone such as Europe/London, got "${raw}"`);
  }
  return value;
}

function editorialConfigOf(env: NodeJS.ProcessEnv): EditorialConfig {
  return {
    timeZone: timeZoneOf(env.GRAIN_TIME_ZONE),
    revisionDays: positiveNumber(env, 'GRAIN_REVISION_DAYS', 30),
    revisionKeep: Math.floor(positiveNumber(env, 'GRAIN_REVISION_KEEP', 50)),
    trashDays: positiveNumber(env, 'GRAIN_TRASH_DAYS', 30),
    previewHours: positiveNumber(env, 'GRAIN_PREVIEW_HOURS', 24),
  };
}

function currencyOf(raw: string | undefined): string {
  const value = (raw ?? 'USD').trim().toUpperCase() || 'USD';
  if (!/^[A-Z]{3}$/.test(value))
    throw new Error(`CURRENCY must be a three-letter ISO 4217 code such as USD, got "${raw}"`);
  return value;
}

/** ADMIN_TWO_FACTOR: `required` or `optional` (the default). */
function adminTwoFactor(raw: string | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'optional') return false;
  if (value === 'required') return true;
  throw new Error(`ADMIN_TWO_FACTOR must be required or optional, got "${raw}"`);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): AppConfig {
  const config: AppConfig = {
    databaseUrl: env.DATABASE_URL || path.join(root, 'data', 'grain.db'),
    storageDir: path.resolve(root, env.STORAGE_DIR || path.join('data', 'storage')),
    webDistDir: path.resolve(root, env.WEB_DIST_DIR || path.join('packages', 'web', 'dist')),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    tokenTtlHours: positiveNumber(env, 'TOKEN_TTL_HOURS', 168),
    tokenSweepMs: 60 * 60 * 1000,
    maxImageBytes: positiveNumber(env, 'MAX_IMAGE_MB', 10) * MB,
    maxVideoBytes: positiveNumber(env, 'MAX_VIDEO_MB', 200) * MB,
    demo: onOff(env, 'GRAIN_DEMO', true),
    imageWorker: onOff(env, 'IMAGE_WORKER', true),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logger: env.LOG_LEVEL !== 'silent',
    currency: currencyOf(env.CURRENCY),
    responseCacheBytes: nonNegativeNumber(env, 'RESPONSE_CACHE_MB', 64) * MB,
    contentVersionStaleMs: 1000,
    editorialRunner: true,
    editorialPollMs: 15_000,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Grain website <no-reply@grain.local>',
    editorial: editorialConfigOf(env),
    requireAdminTwoFactor: adminTwoFactor(env.ADMIN_TWO_FACTOR),
    auditRetentionDays: positiveNumber(env, 'AUDIT_RETENTION_DAYS', 365),
    notFoundLogDays: positiveNumber(env, 'NOT_FOUND_LOG_DAYS', 90),
    messageRetentionDays: positiveNumber(env, 'MESSAGE_RETENTION_DAYS', 730),
    twoFactorKey: env.TWO_FACTOR_KEY || undefined,
    rateLimits: {
      loginFailuresPerEmail: {
        points: positiveNumber(env, 'LOGIN_MAX_FAILURES_PER_EMAIL', 10),
        durationSeconds: 15 * 60,
      },
      loginFailuresPerIp: { points: positiveNumber(env, 'LOGIN_MAX_FAILURES_PER_IP', 50), durationSeconds: 15 * 60 },
      contactPerIp: { points: positiveNumber(env, 'CONTACT_MAX_PER_IP', 10), durationSeconds: 10 * 60 },
      passwordResetPerIp: { points: positiveNumber(env, 'PASSWORD_RESET_MAX_PER_IP', 10), durationSeconds: 60 * 60 },
      passwordResetPerEmail: {
        points: positiveNumber(env, 'PASSWORD_RESET_MAX_PER_EMAIL', 3),
        durationSeconds: 60 * 60,
      },
    },
  };
  // Behind a proxy the address a request came to is the proxy's view, not the site's.
  if (config.trustProxy !== false && !config.publicUrl) {
    throw new Error(
      "PUBLIC_URL must be set when TRUST_PROXY is: the site's own address, e.g. https://grain.example.com",
    );
  }
  return config;
}
