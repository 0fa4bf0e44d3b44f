import fs from 'node:fs';
import path from 'node:path';
import { exportBackup } from '../backup/export.ts';
import { BackupRefused, importBackup } from '../backup/import.ts';
import { consoleProgress, countsReport } from '../backup/progress.ts';
import { isPostgresUrl } from '../db/database.ts';
import { type CommandLine, parseCommandLine } from './command-line.ts';
import { withAnsweringDatabase } from './preflight.ts';
import { checkedConfig } from './settings.ts';
import { StartupFailure } from './startup-failure.ts';

const archiveArgument = { count: 1, name: 'archive file name' };

/** Archives `npm run backup` keeps unless told otherwise: two weeks of daily backups. */
const DEFAULT_KEEP = 14;
/** The names `npm run backup` gives its archives (and the only files it ever removes). */
const BACKUP_NAME = /^grain-\d{8}-\d{6}(-\d+)?\.tar\.gz$/;

const exportCommandLine: CommandLine = {
  name: 'export',
  help: [
    'Usage: npm run export -- <file.tar.gz> [--with-sessions]',
    '',
    'Writes every record of every table and every stored file into one archive, which',
    '`npm run import` restores into an empty SQLite or PostgreSQL database. The site may keep',
    'running: the records are read in one consistent snapshot.',
    '',
    'The archive holds password hashes and personal data (contact messages, user names and',
    'emails): keep it where only the site’s operators can read it.',
    '',
    'Options:',
    '  --with-sessions  keep the sign-in tokens too (left out by default: a restored copy would',
    '                   accept every session open when the archive was made)',
    '  -h, --help       show this help',
  ].join('\n'),
  options: { 'with-sessions': { type: 'boolean' } },
  positionals: archiveArgument,
};

const importCommandLine: CommandLine = {
  name: 'import',
  help: [
    'Usage: npm run import -- <file.tar.gz>',
    '',
    'Restores an archive of `npm run export` into the EMPTY database of DATABASE_URL (SQLite or',
    'PostgreSQL, whichever the archive came from) and the storage folder of STORAGE_DIR. Records',
    'keep their ids; the database is migrated to the latest schema afterwards.',
  ].join('\n'),
  options: {},
  positionals: archiveArgument,
};

const backupCommandLine: CommandLine = {
  name: 'backup',
  help: [
    'Usage: npm run backup -- <folder> [--keep <count>] [--with-sessions]',
    '',
    'Writes an archive of `npm run export` named grain-<date>-<time>.tar.gz into the folder',
    '(created, readable by its owner only, when missing), then removes the oldest such archives',
    'beyond the newest <count>. Made for a daily cron job or systemd timer; the site may keep',
    'running. Other files in the folder are left alone.',
    '',
    'Options:',
    `  --keep <count>   how many archives to keep (default ${DEFAULT_KEEP})`,
    '  --with-sessions  keep the sign-in tokens too (see `npm run export -- --help`)',
    '  -h, --help       show this help',
  ].join('\n'),
  options: { keep: { type: 'string' }, 'with-sessions': { type: 'boolean' } },
  positionals: { count: 1, name: 'backup folder' },
};

/** npm runs scripts in the project root; a relative name means the folder the command was typed in. */
const archivePath = (name: string, env: NodeJS.ProcessEnv) => path.resolve(env.INIT_CWD || process.cwd(), name);

export async function exportCommand(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const parsed = parseCommandLine(exportCommandLine, args);
  if (!parsed) return;
  const config = checkedConfig(env);
  const file = archivePath(parsed.positionals[0], env);
  if (fs.existsSync(file)) {
    throw new StartupFailure(`${file} already exists`, 'Choose another file name, or remove that file first.');
  }
  if (!isPostgresUrl(config.databaseUrl) && !fs.existsSync(config.databaseUrl)) {
    throw new StartupFailure(
      `there is no SQLite database at ${config.databaseUrl}`,
      'Set DATABASE_URL to the database to export.',
    );
  }
  const counts = await withAnsweringDatabase(config, (database) =>
    exportBackup({
      database,
      storageDir: config.storageDir,
      file,
      progress: consoleProgress('Exporting'),
      withSessions: parsed.values['with-sessions'] === true,
    }),
  );
  console.log(`Exported to ${file}:\n${countsReport(counts)}`);
}

export async function importCommand(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const parsed = parseCommandLine(importCommandLine, args);
  if (!parsed) return;
  const config = checkedConfig(env);
  const file = archivePath(parsed.positionals[0], env);
  if (!fs.existsSync(file)) throw new StartupFailure(`there is no file ${file}`, 'Give the path of the archive.');
  const counts = await withAnsweringDatabase(config, (database) =>
    importBackup({ database, storageDir: config.storageDir, file, progress: consoleProgress('Importing') }),
  ).catch((error: unknown) => {
    throw error instanceof BackupRefused ? new StartupFailure(error.message, error.fix) : error;
  });
  console.log(`Imported from ${file}:\n${countsReport(counts)}`);
}

/** `grain-20261128-031500.tar.gz`, in UTC: names sort as the archives were made. */
function backupName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `grain-${stamp}.tar.gz`;
}

/** An archive's place in time: its stamp, then its copy number (none is the first, copy 1). */
const archiveOrder = (name: string) => {
  const [, stamp, copy] = name.match(/^grain-(\d{8}-\d{6})(?:-(\d+))?\.tar\.gz$/) ?? [];
  return `${stamp}-${(copy ?? '1').padStart(6, '0')}`;
};

function keepCount(raw: string | boolean | undefined): number {
  if (raw === undefined) return DEFAULT_KEEP;
  const count = Number(raw);
  if (typeof raw !== 'string' || !/^\d+$/.test(raw) || count < 1) {
    throw new StartupFailure(
      `--keep must be a whole number of at least 1, got "${raw}"`,
      'Run `npm run backup -- --help` for what it accepts.',
    );
  }
  return count;
}

/** `npm run backup`: a new archive in the folder, then only the newest `--keep` of them stay. */
export async function backupCommand(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const parsed = parseCommandLine(backupCommandLine, args);
  if (!parsed) return;
  const keep = keepCount(parsed.values.keep);
  const config = checkedConfig(env);
  const folder = archivePath(parsed.positionals[0], env);
  if (!isPostgresUrl(config.databaseUrl) && !fs.existsSync(config.databaseUrl)) {
    throw new StartupFailure(
      `there is no SQLite database at ${config.databaseUrl}`,
      'Set DATABASE_URL to the database to back up.',
    );
  }
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  let file = path.join(folder, backupName(new Date()));
  // Two backups within the same second get their own names.
  // (The copy number follows the time: `-\d{6}` is the time itself, never replaced.)
  for (let copy = 2; fs.existsSync(file); copy++) file = file.replace(/(-\d{6})(-\d+)?\.tar\.gz$/, `$1-${copy}.tar.gz`);
  const manifest = await withAnsweringDatabase(config, (database) =>
    exportBackup({
      database,
      storageDir: config.storageDir,
      file,
      withSessions: parsed.values['with-sessions'] === true,
    }),
  );
  const records = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  console.log(`Backed up ${plural(records, 'record')} and ${plural(manifest.files.count, 'file')} to ${file}.`);
  const archives = fs
    .readdirSync(folder)
    .filter((name) => BACKUP_NAME.test(name))
    .sort((a, b) => archiveOrder(a).localeCompare(archiveOrder(b)));
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) fs.rmSync(path.join(folder, name), { force: true });
  if (removed.length > 0)
    console.log(
      `Removed ${removed.length} older ${removed.length === 1 ? 'archive' : 'archives'}: ${removed.join(', ')}.`,
    );
}
