import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Storage } from './storage.ts';

/**
 * Removing an image's variant folder while the image worker still writes into it (a record
 * deleted, or the demo removed, right after its pictures were queued): the removal must not
 * fail the request. The writer here behaves as the worker does: it made the folder once and
 * writes file after file into it until the folder is gone.
 */
describe('removing a folder another writer is filling', () => {
  let root: string;
  let storage: Storage;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-storage-'));
    storage = new Storage(root);
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('removes the folder, or leaves what the writer added last to it, without throwing', async () => {
    const folder = path.join(root, 'variants', 'services', 'picture.jpg');
    await fs.mkdir(folder, { recursive: true });
    for (let n = 0; n < 200; n += 1) await fs.writeFile(path.join(folder, `old-${n}.webp`), 'x');

    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        try {
          await fs.writeFile(path.join(folder, `w${written}.avif`), Buffer.alloc(64));
          written += 1;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw error;
        }
      }
    })();

    const removals = Array.from({ length: 20 }, () => storage.removeFolder('variants/services/picture.jpg'));
    await expect(Promise.all(removals)).resolves.toBeDefined();
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    const left = await fs.readdir(folder).catch(() => []);
    expect(left.filter((name) => name.startsWith('old-'))).toEqual([]);
  });

  it('leaves paths outside the storage alone', async () => {
    const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-outside-'));
    await storage.removeFolder(`../${path.basename(outside)}`);
    await expect(fs.stat(outside)).resolves.toBeDefined();
    await fs.rm(outside, { recursive: true });
  });
});
