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
