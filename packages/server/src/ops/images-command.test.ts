import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../test/fixtures.ts';
import { nonEmptyDatabase, runNode, type Sandbox, sandbox, serverSources } from '../../test/processes.ts';
import { openDatabase } from '../db/database.ts';

const cli = path.join(serverSources, 'cli.ts');

let box: Sandbox;
beforeEach(async () => {
  box = await sandbox();
});
afterEach(() => box.remove());

describe('npm run images', { timeout: 60_000 }, () => {
  it('makes the variants of every image records use, and reports the missing ones', async () => {
    await nonEmptyDatabase(box.databaseFile);
    await fs.mkdir(path.join(box.storageDir, 'banners'), { recursive: true });
    await fs.writeFile(path.join(box.storageDir, 'banners', 'hall.jpg'), await phoneJpeg(1000, 700));
    const { db } = openDatabase(box.databaseFile);
    await sql`update banners set background_img = 'banners/hall.jpg', headline_img = 'banners/gone.png'`.execute(db);
    await db.destroy();

    const result = await runNode(cli, ['images'], box.env);

    expect({ code: result.code, stdout: result.stdout, stderr: result.stderr }).toEqual({
      code: 0,
      stdout: [
        'Image variants:',
        '  1 image queued, 1 made by this run',
        '  missing from storage: banners/gone.png',
        '  0 failures, 1 missing',
        '',
      ].join('\n'),
      stderr: '',
    });
    const made = await fs.readdir(path.join(box.storageDir, 'variants', 'banners', 'hall.jpg'));
    expect(made.sort()).toEqual(['w320.avif', 'w320.jpg', 'w320.webp', 'w640.avif', 'w640.jpg', 'w640.webp']);
  });
});
