import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { ContentVersion } from '../cache/content-version.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { demoRemovalCount, describeDemoRemoval, planDemoRemoval, removeDemo } from '../demo/removal.ts';
import { Storage } from '../storage/storage.ts';
import { type CommandLine, parseCommandLine } from './command-line.ts';
import { withAnsweringDatabase } from './preflight.ts';
import { checkedConfig } from './settings.ts';
import { StartupFailure } from './startup-failure.ts';

const demoCommandLine: CommandLine = {
  name: 'demo',
  help: [
    'Usage: npm run demo [-- --remove [--yes]]',
    '',
    'Without options, says what the demo content is: how many demo records of each kind are',
    'left, and what removing them would keep.',
    '',
    'With --remove, removes the demo content: the records the demo seed wrote that nobody has',
    'edited since, and their files. Records you added are not touched; demo records you edited',
    'are kept as your own, and so are demo categories your own records use. It asks for',
    'confirmation first, naming what goes; --yes skips the question (for scripts). The site may',
    'keep running: its caches see the change within a second.',
    '',
    'Options:',
    '  --remove    remove the demo content',
    '  --yes       do not ask for confirmation',
    '  -h, --help  show this help',
  ].join('\n'),
  options: { remove: { type: 'boolean' }, yes: { type: 'boolean', short: 'y' } },
};

async function confirmed(question: string): Promise<boolean> {
  const prompt = createInterface({ input: stdin, output: stdout });
  try {
    return /^y(es)?$/i.test((await prompt.question(question)).trim());
  } finally {
    prompt.close();
  }
}

/** `npm run demo`: what the demo content is, and (`--remove`) its removal after a confirmation. */
export async function demoCommand(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const parsed = parseCommandLine(demoCommandLine, args);
  if (!parsed) return;
  const config = checkedConfig(env);
  if (parsed.values.yes && !parsed.values.remove) {
    throw new StartupFailure('--yes goes with --remove', 'Run `npm run demo -- --remove --yes`.');
  }
  await withAnsweringDatabase(config, async ({ db, dialect }) => {
    await migrateToLatest(db, dialect);
    const plan = await planDemoRemoval(db);
    const { removes, keeps } = describeDemoRemoval(plan);
    if (demoRemovalCount(plan) === 0) {
      console.log(removes);
      return;
    }
    console.log([removes, ...keeps].join('\n'));
    if (!parsed.values.remove) {
      console.log('Run `npm run demo -- --remove` to remove it.');
      return;
    }
    if (!parsed.values.yes) {
      if (!stdin.isTTY) {
        throw new StartupFailure(
          'removing the demo needs a confirmation, and there is no terminal to ask in',
          'Run it in a terminal, or add --yes.',
        );
      }
      if (!(await confirmed('Remove it? This cannot be undone. [y/N] '))) {
        console.log('Nothing was removed.');
        return;
      }
    }
    const removed = await removeDemo(
      { db, storage: new Storage(config.storageDir), contentVersion: new ContentVersion(db, 0) },
      { userId: null, label: 'npm run demo -- --remove', ip: null },
    );
    console.log(`Removed ${demoRemovalCount(removed)} demo records and ${removed.files.length} files.`);
  });
}
