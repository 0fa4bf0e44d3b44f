import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  nodeArgs,
  nonEmptyDatabase,
  type Running,
  type Sandbox,
  sandbox,
  serverSources,
  start,
  untilAnswering,
} from '../../test/processes.ts';
import { loadSharp } from './sharp.ts';

describe('loadSharp', () => {
  it('gives one sharp, set up with no cache and one thread per image', async () => {
    const sharp = await loadSharp();
    expect(await loadSharp()).toBe(sharp);
    expect(sharp.concurrency()).toBe(1);
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
  });
});

describe.runIf(process.platform === 'linux')('a started server', () => {
  let box: Sandbox | undefined;
  let running: Running | undefined;
  afterEach(async () => {
    running?.child.kill('SIGKILL');
    await running?.exited;
    await box?.remove();
  });

  it('has not loaded libvips while it has no image to process', async () => {
    box = await sandbox();
    await nonEmptyDatabase(box.databaseFile);
    running = start(process.execPath, [...nodeArgs, path.join(serverSources, 'main.ts')], box.env);
    await untilAnswering(box.env.PORT, running, 30_000);
    const mapped = await fs.readFile(`/proc/${running.child.pid}/maps`, 'utf8');
    // The native addons it did load (better-sqlite3's) are listed: the file is read right.
    expect(mapped).toMatch(/\.node$/m);
    expect(mapped).not.toMatch(/libvips/);
  }, 40_000);
});
