import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL's pool, for the app to log the connection losses it reports. */
  pool?: pg.Pool;
}

/** Bounds on waiting for PostgreSQL, so no request hangs while the database is away. */
export const POSTGRES_TIMEOUTS = {
  /** Waiting for a free connection, or for a new one to open. */
  connectMs: 5_000,
  /** One statement, on the server's side. */
  statementMs: 15_000,
  /** One query, on our side (also when the server stops answering). */
  queryMs: 20_000,
};

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

// Make PostgreSQL values come out as SQLite's do: numbers as numbers, dates as text.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());

export function openDatabase(url: string, options: { schema?: string } = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
      statement_timeout: POSTGRES_TIMEOUTS.statementMs,
      query_timeout: POSTGRES_TIMEOUTS.queryMs,
      idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.statementMs,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A connection that PostgreSQL ends (a restart, a failover) emits 'error', on the pool while
    // idle and on the connection itself while checked out; without a listener that event would
    // take the whole process down. The query under way fails (and answers 503), the pool drops
    // the broken connection, and new ones open once the database answers again.
    const ignore = () => {};
    pool.on('error', ignore);
    pool.on('connect', (client) => client.on('error', ignore));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', pool };
  }
  if (url !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}
