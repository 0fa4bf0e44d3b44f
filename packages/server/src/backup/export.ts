import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import * as tar from 'tar';
import type { DatabaseHandle } from '../db/database.ts';
import { TEMP_FOLDER } from '../storage/storage.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupOptions,
  MANIFEST_PATH,
  type Manifest,
  STORAGE_FOLDER,
  TABLES_FOLDER,
  tablePath,
} from './archive-format.ts';
import { counted, type Progress, type ProgressFactory, silentProgress } from './progress.ts';
import {
  type AnyDatabase,
  appliedMigrations,
  appTables,
  inDependencyOrder,
  rowCount,
  type TableInfo,
} from './tables.ts';

/** Rows read and written at a time: a large table never sits in memory whole. */
const EXPORT_BATCH = 1000;

/** The stored files: every file under the storage folder but the uploads in progress. */
async function storedFiles(storageDir: string): Promise<{ count: number; bytes: number }> {
  const entries = await fs.readdir(storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter(
    (entry) => entry.isFile() && path.relative(storageDir, entry.parentPath).split(path.sep)[0] !== TEMP_FOLDER,
  );
  const sizes = await Promise.all(files.map((entry) => fs.stat(path.join(entry.parentPath, entry.name))));
  return { count: files.length, bytes: sizes.reduce((sum, stat) => sum + stat.size, 0) };
}

/**
 * The rows of a table a batch at a time: after the last id seen (keyset), or, for a table
 * without ids, by position in the order of all its columns.
 */
function batchOf(db: AnyDatabase, table: TableInfo, after: { lastId: unknown; offset: number }) {
  const query = db.selectFrom(table.name).selectAll().limit(EXPORT_BATCH);
  if (!table.columns.has('id')) {
    // One orderBy per column: Kysely prints a deprecation line for orderBy(array).
    let ordered = query;
    for (const column of table.columns.keys()) ordered = ordered.orderBy(column);
    return ordered.offset(after.offset);
  }
  return after.lastId === undefined ? query.orderBy('id') : query.where('id', '>', after.lastId).orderBy('id');
}

/** Writes every row of a table, one JSON object a line; returns how many. */
async function writeTable(db: AnyDatabase, table: TableInfo, file: string, progress: Progress): Promise<number> {
  const out = createWriteStream(file);
  const position = { lastId: undefined as unknown, offset: 0 };
  for (;;) {
    const rows = await batchOf(db, table, position).execute();
    if (rows.length === 0) break;
    if (!out.write(`${rows.map((row) => JSON.stringify(row)).join('\n')}\n`)) await once(out, 'drain');
    position.offset += rows.length;
    position.lastId = rows[rows.length - 1].id;
    progress.advance(rows.length);
  }
  out.end();
  await finished(out);
  return position.offset;
}

/** The sign-in tokens: no part of a backup unless asked for (BackupOptions.withSessions). */
export const SESSION_TABLE = 'access_tokens';

/** A table listed with no rows (its records were left out). */
async function emptyTable(file: string): Promise<number> {
  await fs.writeFile(file, '');
  return 0;
}

/** One snapshot for the whole export: SQLite's read transaction is one already, PostgreSQL's default is not. */
function readTransaction(database: DatabaseHandle) {
  const transaction = (database.db as unknown as AnyDatabase).transaction();
  return database.dialect === 'postgres' ? transaction.setIsolationLevel('repeatable read') : transaction;
}

/** Every table's rows into the staging folder, referenced tables first; returns what the manifest lists. */
async function writeTables(
  trx: AnyDatabase,
  dialect: DatabaseHandle['dialect'],
  staging: string,
  files: Manifest['files'],
  startProgress: ProgressFactory,
  leftOut: ReadonlySet<string>,
) {
  const tables = await inDependencyOrder(trx, dialect, await appTables(trx, dialect));
  const counts = await Promise.all(tables.map((table) => (leftOut.has(table.name) ? 0 : rowCount(trx, table.name))));
  const progress = startProgress(counts.reduce((sum, count) => sum + count, 0) + files.count);
  const written: Manifest['tables'] = [];
  for (const table of tables) {
    const file = path.join(staging, tablePath(table.name));
    const rows = leftOut.has(table.name) ? await emptyTable(file) : await writeTable(trx, table, file, progress);
    written.push({ name: table.name, rows });
    progress.step(`${table.name}: ${counted(rows, 'record')}`);
  }
  return { tables: written, migrations: await appliedMigrations(trx, dialect), progress };
}

const isUploadInProgress = (entryPath: string) => {
  const [top, folder] = entryPath.split('/');
  return top === STORAGE_FOLDER && folder === TEMP_FOLDER;
};

/** Packs the staging folder and the storage folder (linked in as storage/) into the archive. */
async function pack(staging: string, storageDir: string, archive: string, progress: Progress): Promise<void> {
  const parts = [MANIFEST_PATH, TABLES_FOLDER];
  if (await fs.stat(storageDir).catch(() => null)) {
    await fs.symlink(path.resolve(storageDir), path.join(staging, STORAGE_FOLDER), 'dir');
    parts.push(STORAGE_FOLDER);
  }
  await tar.create(
    {
      gzip: true,
      file: archive,
      cwd: staging,
      portable: true,
      // storage/ is a link to the storage folder: archive what it points at.
      follow: true,
      filter: (entryPath) => !isUploadInProgress(entryPath),
      onWriteEntry: (entry) => {
        if (entry.type === 'File' && entry.path.startsWith(`${STORAGE_FOLDER}/`)) progress.advance(1);
      },
    },
    parts,
  );
}

/** Writes every record of every table and every stored file into one archive; returns its manifest. */
export async function exportBackup(options: BackupOptions): Promise<Manifest> {
  const { database, storageDir, file } = options;
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-export-'));
  const partial = `${file}.partial`;
  try {
    await fs.mkdir(path.join(staging, TABLES_FOLDER));
    const files = await storedFiles(storageDir);
    const { tables, migrations, progress } = await readTransaction(database).execute((trx) =>
      writeTables(
        trx,
        database.dialect,
        staging,
        files,
        options.progress ?? silentProgress,
        new Set(options.withSessions ? [] : [SESSION_TABLE]),
      ),
    );
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      dialect: database.dialect,
      migrations,
      tables,
      files,
    };
    await fs.writeFile(path.join(staging, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
    await pack(staging, storageDir, partial, progress);
    progress.step(counted(files.count, 'stored file'));
    progress.finish();
    // It holds password hashes and personal data: readable by its owner only.
    await fs.chmod(partial, 0o600);
    await fs.rename(partial, file);
    return manifest;
  } finally {
    await fs.rm(partial, { force: true });
    await fs.rm(staging, { recursive: true, force: true });
  }
}
