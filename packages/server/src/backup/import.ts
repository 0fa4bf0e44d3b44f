import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import * as tar from 'tar';
import type { DatabaseHandle, DialectName } from '../db/database.ts';
import { migrateToLatest, migrateUpTo, migrationNames } from '../db/migrate.ts';
import { TEMP_FOLDER } from '../storage/storage.ts';
import {
  type BackupOptions,
  isTablePath,
  MANIFEST_PATH,
  type Manifest,
  manifestSchema,
  STORAGE_FOLDER,
  tablePath,
} from './archive-format.ts';
import { toColumnValue } from './column-values.ts';
import { counted, type Progress, silentProgress } from './progress.ts';
import { type AnyDatabase, appliedMigrations, appTables, rowCount, type TableInfo } from './tables.ts';

/** Rows inserted per statement, within both databases' limits on bound parameters. */
const MAX_PARAMETERS = 30_000;
const MAX_BATCH = 500;

const notABackup = (file: string, why: string) =>
  new BackupRefused(`${file} is not a Grain backup (${why})`, 'Give the .tar.gz file that `npm run export` wrote.');

/** The manifest and the table files, unpacked into the staging folder. */
async function unpackTables(file: string, staging: string): Promise<Manifest> {
  try {
    await tar.extract({
      file,
      cwd: staging,
      strict: true,
      filter: (entryPath, entry) =>
        'type' in entry && entry.type === 'File' && (entryPath === MANIFEST_PATH || isTablePath(entryPath)),
    });
  } catch (error) {
    throw notABackup(file, `it cannot be read as a tar.gz archive: ${(error as Error).message}`);
  }
  const text = await fs.readFile(path.join(staging, MANIFEST_PATH), 'utf8').catch(() => undefined);
  if (text === undefined) throw notABackup(file, `it has no ${MANIFEST_PATH}`);
  let parsed: ReturnType<typeof manifestSchema.safeParse>;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(text));
  } catch {
    throw notABackup(file, `its ${MANIFEST_PATH} is not JSON`);
  }
  if (!parsed.success) throw notABackup(file, `its ${MANIFEST_PATH} is not one this version of Grain reads`);
  return parsed.data;
}

/**
 * The rows fit the schema they were exported from: the backup's migrations must all be known
 * here (it is not from a newer Grain), and the database must not be migrated past them.
 */
async function checkMigrations(db: AnyDatabase, dialect: DialectName, manifest: Manifest): Promise<void> {
  const unknown = manifest.migrations.find((name) => !migrationNames.includes(name));
  if (unknown) {
    throw new BackupRefused(
      `the backup was made by a newer version of Grain (it has the migration ${unknown}, which this one does not know)`,
      'Update Grain, then import again.',
    );
  }
  const ahead = (await appliedMigrations(db, dialect)).find((name) => !manifest.migrations.includes(name));
  if (ahead) {
    throw new BackupRefused(
      `the database is already migrated past the backup (it has the migration ${ahead}, the backup does not)`,
      'Import into a database that was never migrated: a new SQLite file or an empty PostgreSQL database.',
    );
  }
}

/** Restoring over existing records would mix two sites, or clash on ids: only an empty database will do. */
async function checkEmpty(db: AnyDatabase, dialect: DialectName): Promise<void> {
  const filled: string[] = [];
  for (const table of await appTables(db, dialect)) {
    const count = await rowCount(db, table.name);
    if (count > 0) filled.push(`${count} in ${table.name}`);
  }
  if (filled.length > 0) {
    throw new BackupRefused(
      `the database already holds records (${filled.slice(0, 3).join(', ')}${filled.length > 3 ? ', …' : ''}), and import restores into an empty one only`,
      'Point DATABASE_URL at a new, empty database (a new SQLite file, or a new PostgreSQL database) and import again.',
    );
  }
}

function columnsOf(tables: TableInfo[], name: string, file: string): Map<string, string> {
  const table = tables.find((candidate) => candidate.name === name);
  if (!table) throw notABackup(file, `its table ${name} does not exist in this version of Grain`);
  return table.columns;
}

/** The NDJSON rows of a table, mapped to the target's column types. */
async function* rowsOf(
  staging: string,
  table: string,
  columns: Map<string, string>,
  dialect: DialectName,
  file: string,
) {
  const lines = createInterface({ input: createReadStream(path.join(staging, tablePath(table))), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    const row = JSON.parse(line) as Record<string, unknown>;
    const mapped: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(row)) {
      const type = columns.get(column);
      if (type === undefined) throw notABackup(file, `its table ${table} has a column ${column} that Grain does not`);
      mapped[column] = toColumnValue(value, type, dialect);
    }
    yield mapped;
  }
}

/** Inserts a table's rows in batches, ids included; returns how many. */
async function restoreTable(
  trx: AnyDatabase,
  dialect: DialectName,
  staging: string,
  table: string,
  columns: Map<string, string>,
  file: string,
  progress: Progress,
): Promise<number> {
  const batchSize = Math.max(1, Math.min(MAX_BATCH, Math.floor(MAX_PARAMETERS / columns.size)));
  let batch: Array<Record<string, unknown>> = [];
  let restored = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await trx.insertInto(table).values(batch).execute();
    restored += batch.length;
    progress.advance(batch.length);
    batch = [];
  };
  const present = await fs.stat(path.join(staging, tablePath(table))).catch(() => null);
  if (!present) return 0;
  for await (const row of rowsOf(staging, table, columns, dialect, file)) {
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return restored;
}

/** PostgreSQL hands out ids from sequences, which inserts with explicit ids do not move. */
async function resetSequences(trx: AnyDatabase, tables: TableInfo[]): Promise<void> {
  for (const table of tables.filter((candidate) => candidate.columns.has('id'))) {
    await sql`select setval(pg_get_serial_sequence(${table.name}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(table.name)}`.execute(
      trx,
    );
  }
}

/** Every row of the archive, in one transaction: an import that fails leaves no record behind. */
async function restoreTables(
  database: DatabaseHandle,
  manifest: Manifest,
  staging: string,
  file: string,
  progress: Progress,
): Promise<Manifest['tables']> {
  const db = database.db as unknown as AnyDatabase;
  return db.transaction().execute(async (trx) => {
    const tables = await appTables(trx, database.dialect);
    const restored: Manifest['tables'] = [];
    for (const { name, rows } of manifest.tables) {
      const columns = columnsOf(tables, name, file);
      const count = await restoreTable(trx, database.dialect, staging, name, columns, file, progress);
      if (count !== rows)
        throw notABackup(file, `its table ${name} holds ${count} records where the manifest says ${rows}`);
      restored.push({ name, rows: count });
      progress.step(`${name}: ${counted(count, 'record')}`);
    }
    if (database.dialect === 'postgres') await resetSequences(trx, tables);
    return restored;
  });
}

/** An archive or a database that a restore must refuse: one line of cause and one of fix. */
export class BackupRefused extends Error {
  readonly fix: string;

  constructor(cause: string, fix: string) {
    super(cause);
    this.name = 'BackupRefused';
    this.fix = fix;
  }
}

/** The stored files, straight into the storage folder; returns how many and their size. */
async function unpackFiles(file: string, storageDir: string, progress: Progress): Promise<Manifest['files']> {
  await fs.mkdir(storageDir, { recursive: true });
  const files = { count: 0, bytes: 0 };
  await tar.extract({
    file,
    cwd: storageDir,
    strip: 1,
    strict: true,
    filter: (entryPath, entry) => {
      const [top, folder] = entryPath.split('/');
      const wanted = top === STORAGE_FOLDER && folder !== TEMP_FOLDER && 'type' in entry && entry.type === 'File';
      if (wanted) {
        files.count += 1;
        files.bytes += entry.size ?? 0;
        progress.advance(1);
      }
      return wanted;
    },
  });
  progress.step(counted(files.count, 'stored file'));
  return files;
}

/**
 * Restores an archive of `exportBackup` into an empty database of either dialect: migrates
 * it to the backup's schema, inserts every row with its id, then migrates to the latest
 * schema (which updates old rows as it would have in place) and unpacks the stored files.
 */
export async function importBackup(options: BackupOptions): Promise<Manifest> {
  const { database, storageDir, file } = options;
  const db = database.db as unknown as AnyDatabase;
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-import-'));
  try {
    const manifest = await unpackTables(file, staging);
    await checkEmpty(db, database.dialect);
    await checkMigrations(db, database.dialect, manifest);
    const last = manifest.migrations.at(-1);
    if (last) await migrateUpTo(db, database.dialect, last);
    const records = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const progress = (options.progress ?? silentProgress)(records + manifest.files.count);
    const tables = await restoreTables(database, manifest, staging, file, progress);
    await migrateToLatest(db, database.dialect);
    const files = await unpackFiles(file, storageDir, progress);
    progress.finish();
    return { ...manifest, tables, files };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
