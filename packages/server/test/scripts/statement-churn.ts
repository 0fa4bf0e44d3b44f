// Prepares and drops many thousands of SQLite statements while forcing garbage collection,
// in the main thread and in worker threads that exit while statements are still unreclaimed.
// better-sqlite3 12 aborted the process on Node 24.19+ here (`(env) != nullptr` in
// RemoveEnvironmentCleanupHook, from Statement::~Statement). Run with --expose-gc; it prints
// one JSON line of results, and a crash shows as a signal or a non-zero exit to the caller.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with --expose-gc.');

/**
 * Prepares `rounds` distinct statements on better-sqlite3 directly, in one synchronous loop,
 * leaving them to the collections that allocation triggers on its own (this is where 12 aborted).
 */
function churnDirect(file: string, rounds: number): number {
  const database = new SQLite(file);
  let sum = 0;
  for (let i = 0; i < rounds; i++) {
    sum += (database.prepare(`select ${i} as value`).get() as { value: number }).value;
  }
  database.close();
  gc?.();
  return sum;
}

/** Runs `rounds` distinct statements through Kysely, as the app does; returns their sum. */
async function churn(file: string, rounds: number, offset: number): Promise<number> {
  const { db } = openDatabase(file);
  let sum = 0;
  try {
    for (let i = 0; i < rounds; i++) {
      // A new SQL text each time, so every query prepares (and later drops) its own statement.
      const { rows } = await sql<{ value: number }>`select ${i} + ${sql.lit(offset + i)} as value`.execute(db);
      sum += rows[0].value;
      if (i % 500 === 0) gc?.();
    }
  } finally {
    await db.destroy();
  }
  gc?.();
  return sum;
}

/** Enough statements that better-sqlite3 12 aborted every time here (6 runs of 6). */
const DIRECT_ROUNDS = 100_000;

const expected = (rounds: number, offset: number) => rounds * (rounds - 1) + offset * rounds;

if (isMainThread) {
  const [file, roundsText = '20000', workersText = '4'] = process.argv.slice(2);
  const rounds = Number(roundsText);
  const direct = churnDirect(file, DIRECT_ROUNDS);
  const main = await churn(file, rounds, 0);
  const workers = await Promise.all(
    Array.from({ length: Number(workersText) }, (_, index) => {
      const offset = (index + 1) * 1000;
      return new Promise<number>((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { file, rounds: rounds / 4, offset } });
        let result = Number.NaN;
        worker.on('message', (value: number) => {
          result = value;
        });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve(result) : reject(new Error(`worker exited ${code}`))));
      });
    }),
  );
  gc();
  console.log(
    JSON.stringify({
      direct,
      directExpected: (DIRECT_ROUNDS * (DIRECT_ROUNDS - 1)) / 2,
      main,
      mainExpected: expected(rounds, 0),
      workers,
      workersExpected: workers.map((_, index) => expected(rounds / 4, (index + 1) * 1000)),
    }),
  );
} else {
  const { file, rounds, offset } = workerData as { file: string; rounds: number; offset: number };
  // Statements left for the collector when the worker's environment goes away.
  parentPort?.postMessage(await churn(file, rounds, offset));
}
