import { consoleProgress, counted } from '../backup/progress.ts';
import { ContentVersion } from '../cache/content-version.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { type RegenerateSummary, regenerateImages } from '../images/regenerate.ts';
import { Storage } from '../storage/storage.ts';
import { type CommandLine, parseCommandLine } from './command-line.ts';
import { withAnsweringDatabase } from './preflight.ts';
import { checkedConfig } from './settings.ts';

const imagesCommandLine: CommandLine = {
  name: 'images',
  help: [
    'Usage: npm run images',
    '',
    'Makes (again) the responsive variants of every stored image a record uses: AVIF, WebP and',
    'JPEG or PNG at 320 to 1920 px, the intrinsic size and a placeholder. Safe while the site',
    'runs: it works the same queue as the server, one image at a time, and no image twice.',
  ].join('\n'),
  options: {},
};

export function summaryReport(summary: RegenerateSummary): string {
  return [
    `  ${counted(summary.queued, 'image')} queued, ${summary.made} made by this run`,
    ...summary.missing.map((path) => `  missing from storage: ${path}`),
    ...summary.failed.map(({ path, error }) => `  failed: ${path}: ${error ?? 'unknown error'}`),
    `  ${counted(summary.failed.length, 'failure')}, ${summary.missing.length} missing`,
  ].join('\n');
}

export async function imagesCommand(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  if (!parseCommandLine(imagesCommandLine, args)) return;
  const config = checkedConfig(env);
  const summary = await withAnsweringDatabase(config, async (database) => {
    await migrateToLatest(database.db, database.dialect);
    const storage = new Storage(config.storageDir);
    // A running server's cached answers must show the new variants.
    const contentVersion = new ContentVersion(database.db, 0);
    return regenerateImages({
      db: database.db,
      storage,
      log: { warn: () => {}, error: () => {} },
      onProcessed: () => contentVersion.bump(),
      progress: consoleProgress('Images'),
    });
  });
  console.log(`Image variants:\n${summaryReport(summary)}`);
  if (summary.failed.length > 0) process.exitCode = 1;
}
