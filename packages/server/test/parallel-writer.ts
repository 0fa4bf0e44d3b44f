import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { TestApp } from './harness.ts';

export type RowValues = Record<string, string | number | null>;

/**
 * Another writer on its own connection: it inserts `row` into `table` and commits `holdMs`
 * later. Until then the app does not see the row (its unique checks pass) but waits for it
 * when it writes the same unique value, and then collides with it: the race of two requests,
 * made certain.
 */
export async function insertFromAnotherConnection(
  t: TestApp,
  table: string,
  row: RowValues,
  holdMs: number,
): Promise<{ committed: Promise<void> }> {
  return t.config.databaseSchema
    ? holdOnPostgres(t.config.databaseUrl, t.config.databaseSchema, table, row, holdMs)
    : holdOnSqlite(t.config.databaseUrl, table, row, holdMs);
}

async function holdOnPostgres(url: string, schema: string, table: string, row: RowValues, holdMs: number) {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  const columns = Object.keys(row);
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    Object.values(row),
  );
  const committed = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      client
        .query('COMMIT')
        .then(() => client.end())
        .then(resolve, reject);
    }, holdMs);
  });
  return { committed };
}

async function holdOnSqlite(file: string, table: string, row: RowValues, holdMs: number) {
  const worker = new Worker(path.join(import.meta.dirname, 'scripts', 'hold-sqlite-row.ts'), {
    workerData: { file, table, row, holdMs },
  });
  const message = (expected: string) =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (value: unknown) => {
        if (value !== expected) return;
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  const held = message('held');
  const committed = message('committed');
  await held;
  return { committed };
}
