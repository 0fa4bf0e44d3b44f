import { migrateToLatest } from '../db/migrate.ts';
import { backupCommand, exportCommand, importCommand } from './backup-commands.ts';
import { type CommandLine, parseCommandLine } from './command-line.ts';
import { createAdminCommand } from './create-admin-command.ts';
import { demoCommand } from './demo-command.ts';
import { imagesCommand } from './images-command.ts';
import { withAnsweringDatabase } from './preflight.ts';
import { checkedConfig } from './settings.ts';
import { StartupFailure } from './startup-failure.ts';

const migrateCommandLine: CommandLine = {
  name: 'migrate',
  help: [
    'Usage: npm run migrate',
    '',
    'Applies the database migrations that are not applied yet (`npm start` does it too).',
  ].join('\n'),
  options: {},
};

async function migrateCommand(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  if (!parseCommandLine(migrateCommandLine, args)) return;
  const applied = await withAnsweringDatabase(checkedConfig(env), (database) =>
    migrateToLatest(database.db, database.dialect),
  );
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
}

/** The commands of `scripts/start.mjs <command>`, each behind an npm script of the same name. */
const commands: Record<string, (args: string[], env: NodeJS.ProcessEnv) => Promise<void>> = {
  migrate: migrateCommand,
  'create-admin': createAdminCommand,
  export: exportCommand,
  import: importCommand,
  images: imagesCommand,
  demo: demoCommand,
  backup: backupCommand,
};

export async function runCommand([name, ...args]: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const command = name ? commands[name] : undefined;
  if (!command) {
    throw new StartupFailure(
      name ? `there is no command "${name}"` : 'no command was given',
      `Use one of: ${Object.keys(commands).join(', ')}.`,
    );
  }
  await command(args, env);
}
