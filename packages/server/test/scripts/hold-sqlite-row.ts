// A writer on its own SQLite connection, in a worker thread: it inserts one row, tells the
// test, holds the write lock for `holdMs` and commits. The app's connection in the main thread
// meanwhile waits for the lock without running JavaScript, so the commit must come from here.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { file, table, row, holdMs } = workerData as {
  file: string;
  table: string;
  row: Record<string, string | number | null>;
  holdMs: number;
};

const database = new SQLite(file);
database.pragma('busy_timeout = 5000');
const columns = Object.keys(row);
database.exec('BEGIN IMMEDIATE');
database
  .prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
  .run(...Object.values(row));
parentPort?.postMessage('held');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, holdMs);
database.exec('COMMIT');
database.close();
parentPort?.postMessage('committed');
