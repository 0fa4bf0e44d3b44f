import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOf, runNode, type Sandbox, sandbox, serverSources } from '../../test/processes.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { recordSetupState } from '../db/site-setup.ts';
import { seedDemoContentIfNew } from '../demo/seed.ts';
import { Storage } from '../storage/storage.ts';

const cli = path.join(serverSources, 'cli.ts');

/** `npm run demo` on a SQLite database seeded with the demo, plus one banner of the owner's. */
describe('npm run demo', { timeout: 180_000 }, () => {
  let box: Sandbox;
  const run = (args: string[]) => runNode(cli, args, box.env, 60_000);
  const banners = async () => {
    const { db } = openDatabase(box.databaseFile);
    try {
      return (await sql<{ title: string }>`select title from banners order by id`.execute(db)).rows.map(
        (row) => row.title,
      );
    } finally {
      await db.destroy();
    }
  };
  let demoFiles: string[];

  beforeAll(async () => {
    box = await sandbox();
    const { db, dialect } = openDatabase(box.databaseFile);
    try {
      await migrateToLatest(db, dialect);
      await recordSetupState(db, true);
      const storage = new Storage(box.storageDir);
      await storage.prepare();
      expect(await seedDemoContentIfNew({ db, storage })).toBe(true);
      demoFiles = (await db.selectFrom('demo_files').select('path').execute()).map((row) => row.path);
      const at = new Date().toISOString();
      await sql`insert into banners (title, is_active, created_at, updated_at) values ('Our own banner', 1, ${at}, ${at})`.execute(
        db,
      );
    } finally {
      await db.destroy();
    }
  }, 180_000);
  afterAll(() => box.remove());

  it('says what the demo is and changes nothing', async () => {
    const result = await run(['demo']);
    expect(result.code, result.stderr).toBe(0);
    const lines = linesOf(result.stdout);
    expect(lines[0]).toMatch(/^Removes the demo content: 3 banners, 4 features, .* and 36 products, with \d+ files\.$/);
    expect(lines.slice(1)).toEqual([
      'Records you added yourself are not touched.',
      'Run `npm run demo -- --remove` to remove it.',
    ]);
    expect(await banners()).toHaveLength(4);
  });

  it('asks for a confirmation it cannot get without a terminal, in one line', async () => {
    const result = await run(['demo', '--remove']);
    expect(result.code).toBe(1);
    expect(linesOf(result.stderr)).toEqual([
      'Grain could not run demo: removing the demo needs a confirmation, and there is no terminal to ask in. Run it in a terminal, or add --yes.',
    ]);
    expect(await banners()).toHaveLength(4);
  });

  it('removes the demo records and files with --yes, and leaves the owner’s banner', async () => {
    const result = await run(['demo', '--remove', '--yes']);
    expect(result.code, result.stderr).toBe(0);
    expect(linesOf(result.stdout).at(-1)).toMatch(/^Removed 101 demo records and \d+ files\.$/);
    expect(await banners()).toEqual(['Our own banner']);
    expect(demoFiles.length).toBeGreaterThan(150);
    for (const file of demoFiles) expect(fs.existsSync(path.join(box.storageDir, file)), file).toBe(false);

    const again = await run(['demo', '--remove', '--yes']);
    expect(linesOf(again.stdout)).toEqual(['There is no demo content left to remove.']);
  });
});
