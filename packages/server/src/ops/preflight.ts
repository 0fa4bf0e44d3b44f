import net from 'node:net';
import { adminFromEnv } from '../auth/admin-credentials.ts';
import type { AppConfig } from '../config.ts';
import { type DatabaseHandle, isPostgresUrl, openDatabase } from '../db/database.ts';
import { fileSystemReason, pingDatabase, probeStorage } from './probes.ts';
import type { ListenAddress } from './settings.ts';
import { badSetting, StartupFailure } from './startup-failure.ts';

/** How long start-up waits for the database to answer before it gives up. */
const DATABASE_CONNECT_TIMEOUT_MS = 5000;

/**
 * Everything that can keep the server from starting, checked before it migrates, seeds or
 * prints a one-time password: the admin settings, the port, the storage folder, the database.
 */
export async function preflight(config: AppConfig, listen: ListenAddress, env: NodeJS.ProcessEnv): Promise<void> {
  checkAdminSettings(env);
  await checkPortFree(listen);
  await checkStorageWritable(config.storageDir);
  await checkDatabaseAnswers(config);
}

function checkAdminSettings(env: NodeJS.ProcessEnv): void {
  try {
    adminFromEnv(env);
  } catch (error) {
    throw badSetting((error as Error).message);
  }
}

/** A cause and a fix for an address the server cannot listen on. */
export function listenFailure(error: NodeJS.ErrnoException, { port, host }: ListenAddress): Error {
  const hostFix = 'Set HOST to an address of this machine, or to 0.0.0.0 for all of them.';
  switch (error.code) {
    case 'EADDRINUSE':
      return new StartupFailure(
        `port ${port} is already in use`,
        'Stop the program that uses it, or set PORT to a free port.',
      );
    case 'EACCES':
      return new StartupFailure(
        `port ${port} needs administrator rights`,
        'Set PORT to 1024 or above (and put a reverse proxy in front).',
      );
    case 'EADDRNOTAVAIL':
      return new StartupFailure(`HOST ${host} is not an address of this machine`, hostFix);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartupFailure(`HOST ${host} cannot be resolved`, hostFix);
    default:
      return error;
  }
}

/** Binds the address for a moment, so that a taken port is found before anything else is done. */
function checkPortFree(listen: ListenAddress): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) => reject(listenFailure(error, listen)));
    server.listen({ port: listen.port, host: listen.host, exclusive: true }, () => server.close(() => resolve()));
  });
}

async function checkStorageWritable(storageDir: string): Promise<void> {
  try {
    await probeStorage(storageDir);
  } catch (error) {
    throw new StartupFailure(
      `the storage folder ${storageDir} is not writable (${fileSystemReason(error)})`,
      'Set STORAGE_DIR to a writable folder, or fix its permissions.',
    );
  }
}

/** `host:port/database` of a PostgreSQL URL: never the password. */
function postgresPlace(url: string): { place: string; user: string; database: string } {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed) return { place: 'DATABASE_URL', user: '', database: '' };
  const database = decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username);
  return {
    place: `${parsed.hostname || 'localhost'}:${parsed.port || 5432}/${database}`,
    user: decodeURIComponent(parsed.username),
    database,
  };
}

function postgresFailure(url: string, error: Error & { code?: string }): StartupFailure {
  const { place, user, database } = postgresPlace(url);
  const fix = 'Start PostgreSQL, or correct DATABASE_URL.';
  const reasons: Record<string, [string, string]> = {
    ECONNREFUSED: [`PostgreSQL at ${place} refuses connections`, fix],
    ENOTFOUND: [`PostgreSQL at ${place} cannot be found (unknown host)`, fix],
    EAI_AGAIN: [`PostgreSQL at ${place} cannot be found (unknown host)`, fix],
    PROBE_TIMEOUT: [`PostgreSQL at ${place} did not answer within ${DATABASE_CONNECT_TIMEOUT_MS / 1000} s`, fix],
    '28P01': [`PostgreSQL at ${place} refused the password of user "${user}"`, 'Correct DATABASE_URL.'],
    '28000': [`PostgreSQL at ${place} refused user "${user}" (${error.message})`, 'Correct DATABASE_URL.'],
    '3D000': [
      `PostgreSQL at ${place} has no database "${database}"`,
      `Create it (createdb ${database}), or correct DATABASE_URL.`,
    ],
  };
  const [cause, reasonFix] = reasons[error.code ?? ''] ?? [
    `PostgreSQL at ${place} cannot be used (${error.message.split('\n')[0]})`,
    fix,
  ];
  return new StartupFailure(cause, reasonFix);
}

function sqliteFailure(url: string, error: Error & { code?: string }): StartupFailure {
  if (error.code === 'SQLITE_NOTADB') {
    return new StartupFailure(
      `${url} is not a SQLite database`,
      'Set DATABASE_URL to a Grain database file, or to a new file name.',
    );
  }
  return new StartupFailure(
    `the SQLite database ${url} cannot be opened (${fileSystemReason(error)})`,
    'Set DATABASE_URL to a file in a writable folder, or fix its permissions.',
  );
}

/** A cause and a fix for a database that cannot be opened; a native addon that cannot load stays as it is. */
function databaseFailure(url: string, error: unknown): unknown {
  if (!(error instanceof Error) || (error as { code?: string }).code === 'ERR_DLOPEN_FAILED') return error;
  return isPostgresUrl(url) ? postgresFailure(url, error) : sqliteFailure(url, error);
}

/** Opens the database and waits (a bounded time) for it to answer. */
async function openAnsweringDatabase(config: AppConfig): Promise<DatabaseHandle> {
  let database: DatabaseHandle | undefined;
  try {
    database = openDatabase(config.databaseUrl, { schema: config.databaseSchema });
    await pingDatabase(database.db, DATABASE_CONNECT_TIMEOUT_MS);
    return database;
  } catch (error) {
    // Not awaited: a connection attempt still under way would hold the exit up.
    database?.db.destroy().catch(() => {});
    throw databaseFailure(config.databaseUrl, error);
  }
}

/** Runs `work` on the database once it answers, and closes it afterwards: what every command does. */
export async function withAnsweringDatabase<T>(
  config: AppConfig,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openAnsweringDatabase(config);
  try {
    return await work(database);
  } finally {
    await database.db.destroy();
  }
}

async function checkDatabaseAnswers(config: AppConfig): Promise<void> {
  await withAnsweringDatabase(config, async () => {});
}
