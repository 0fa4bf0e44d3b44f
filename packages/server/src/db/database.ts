import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, SqliteQueryCompiler } from 'kysely';
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

/** The dialect behind a Kysely instance (a transaction's too), for the few queries that differ. */
// biome-ignore lint/suspicious/noExplicitAny: any database of either dialect.
export const dialectOf = (db: Kysely<any>): DialectName =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

// Make PostgreSQL values come out as SQLite's do: numbers as numbers, dates as text.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());

/** How many prepared statements a SQLite connection keeps: the app sends far fewer distinct ones. */
const PREPARED_STATEMENTS = 500;

/**
 * Kysely asks better-sqlite3 to prepare every statement it sends, and preparing costs as much
 * as running a short query: keep the prepared statements by their SQL (least recently used
 * out). One that is busy (a stream still reading it) is not shared: a fresh one is prepared.
 */
function withPreparedStatements(sqlite: SQLite.Database) {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SQLite.Statement {
      const kept = prepared.get(sql);
      if (kept?.busy) return sqlite.prepare(sql);
      const statement = kept ?? sqlite.prepare(sql);
      prepared.delete(sql);
      prepared.set(sql, statement);
      if (prepared.size > PREPARED_STATEMENTS) prepared.delete(prepared.keys().next().value as string);
      return statement;
    },
  };
}

/**
 * SQLite's planner reads some bound values (a LIMIT, an equality with 0 or 1, a LIKE pattern)
 * and marks the statement to be planned again whenever they are bound anew, which
 * better-sqlite3 does on every run: a kept statement was prepared again on each call (a page
 * of products, 72 µs instead of 26). A unary plus leaves a value as it is but hides it from the
 * planner, as SQLITE_DBCONFIG_ENABLE_QPSG would (better-sqlite3 cannot set it): each statement
 * is planned once, on its shape. Where a plan must differ by value (a search's), the query
 * says so itself (see TextPlan in catalogue/product-repository.ts).
 */
class PlanOnceCompiler extends SqliteQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return '+?';
  }
}

class PlanOnceSqliteDialect extends SqliteDialect {
  override createQueryCompiler() {
    return new PlanOnceCompiler();
  }
}

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
  // Reads through a memory map instead of a read() per page: list and search queries that
  // visit thousands of rows run several times faster. Mapped pages are the OS's file cache,
  // shared and given back under memory pressure.
  sqlite.pragma('mmap_size = 268435456');
  const database = withPreparedStatements(sqlite);
  return { db: new Kysely<Database>({ dialect: new PlanOnceSqliteDialect({ database }) }), dialect: 'sqlite' };
}
