import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFileExists } from '../../test/catalogue-fixtures.ts';
import { pngImage } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { nowIso } from '../db/values.ts';
import { importMediaLibrary } from './library-import.ts';

/**
 * Files stored before the library existed become its items at start; byte-identical copies are
 * merged into one file that every record then names (issue 47, item 6).
 */
describe('the media library import of stored files', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const write = async (relative: string, content: Buffer) => {
    const file = path.join(t.config.storageDir, relative);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content);
  };
  // Content tables are named by their definitions, not in the app's table types.
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  const rows = () => t.database.db as unknown as Kysely<any>;
  const service = async (title: string, image: string) => {
    const at = nowIso();
    const row = await rows()
      .insertInto('services')
      .values({ title, description: 'x', image, order: 1, is_active: 1, created_at: at, updated_at: at } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return (row as { id: number }).id;
  };

  it('makes one item per distinct file, points the copies’ records at the first, and removes the copies', async () => {
    const same = await pngImage(24, 16);
    const other = await pngImage(16, 24);
    await write('services/a-first.png', same);
    await write('services/b-copy.png', same);
    await write('services/c-other.png', other);
    await write('variants/services/a-first.png/w320.webp', Buffer.from('not a library file'));
    const first = await service('First', 'services/a-first.png');
    const copy = await service('Copy', 'services/b-copy.png');
    const at = nowIso();
    await t.database.db
      .insertInto('record_revisions')
      .values({
        collection: 'services',
        record_id: copy,
        draft_id: null,
        data: JSON.stringify({ title: 'Copy', image: 'services/b-copy.png' }),
        reason: 'publish',
        user_id: null,
        user_name: null,
        created_at: at,
        updated_at: at,
      })
      .execute();

    expect(await importMediaLibrary(t.app.grain)).toEqual({ added: 2, merged: 1 });

    const items = await t.database.db
      .selectFrom('media_items')
      .select(['path', 'width', 'height', 'sha256'])
      .orderBy('path')
      .execute();
    expect(items.map((item) => [item.path, item.width, item.height])).toEqual([
      ['services/a-first.png', 24, 16],
      ['services/c-other.png', 16, 24],
    ]);
    const images = await rows().selectFrom('services').select(['id', 'image']).orderBy('id').execute();
    expect(images).toEqual([
      { id: first, image: 'services/a-first.png' },
      { id: copy, image: 'services/a-first.png' },
    ]);
    const revision = await t.database.db.selectFrom('record_revisions').select('data').executeTakeFirstOrThrow();
    expect(JSON.parse(revision.data).image).toBe('services/a-first.png');
    expect(await storedFileExists(t, 'services/b-copy.png')).toBe(false);
    expect(await storedFileExists(t, 'services/a-first.png')).toBe(true);

    // A second start finds nothing new.
    expect(await importMediaLibrary(t.app.grain)).toEqual({ added: 0, merged: 0 });
  });

  it('merges a new copy into an item the library already has', async () => {
    await write('services/d-late-copy.png', await pngImage(16, 24));
    const late = await service('Late', 'services/d-late-copy.png');
    expect(await importMediaLibrary(t.app.grain)).toEqual({ added: 0, merged: 1 });
    const row = await rows().selectFrom('services').select('image').where('id', '=', late).executeTakeFirstOrThrow();
    expect(row.image).toBe('services/c-other.png');
  });
});
