import fs from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { variantFolder } from '../src/images/variants.ts';
import { originalPath } from '../src/storage/storage.ts';
import type { TestApp } from './harness.ts';

/*
 * The media library (issue 47) in tests: a record that lets go of a picture or video never
 * deletes it; the file stays as a library item until the item itself is deleted.
 */

type App = Pick<TestApp, 'app' | 'config'>;

const exists = (t: App, relative: string) =>
  fs.stat(path.join(t.config.storageDir, relative)).then(
    () => true,
    () => false,
  );

/** The id of the library item stored at `storedPath`, or null when the path is no item. */
export async function mediaItemId(t: App, storedPath: string): Promise<number | null> {
  const row = await t.app.grain.db
    .selectFrom('media_items')
    .select('id')
    .where('path', '=', storedPath)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** What is kept of a stored path: its file, its original, its variants folder and row, its library item. */
export async function storedTraces(t: App, storedPath: string) {
  const variantRow = await t.app.grain.db
    .selectFrom('image_variants')
    .select('path')
    .where('path', '=', storedPath)
    .executeTakeFirst();
  return {
    file: await exists(t, storedPath),
    original: await exists(t, originalPath(storedPath)),
    variants: await exists(t, variantFolder(storedPath)),
    variantRow: variantRow !== undefined,
    item: (await mediaItemId(t, storedPath)) !== null,
  };
}

/** Nothing at all is kept of a stored path. */
export const noTraces = { file: false, original: false, variants: false, variantRow: false, item: false } as const;

/** Deletes the library item stored at `storedPath` as the admin (`DELETE /api/media/:id`). */
export async function deleteMediaItemAt(t: TestApp, storedPath: string): Promise<LightMyRequestResponse> {
  const id = await mediaItemId(t, storedPath);
  if (id === null) throw new Error(`${storedPath} is no media library item`);
  return t.asAdmin({ method: 'DELETE', url: `/api/media/${id}` });
}

/**
 * Deletes every library item nothing uses (`POST /api/media/delete` as the admin), so a test
 * can start from an empty folder after earlier tests' records let go of their files. Returns
 * the ids it kept because something still uses them.
 */
export async function deleteUnusedMedia(t: TestApp): Promise<number[]> {
  const rows = await t.app.grain.db.selectFrom('media_items').select('id').orderBy('id').execute();
  const ids = rows.map((row) => Number(row.id));
  const kept: number[] = [];
  for (let start = 0; start < ids.length; start += 200) {
    const response = await t.asAdmin({
      method: 'POST',
      url: '/api/media/delete',
      payload: { ids: ids.slice(start, start + 200) },
    });
    if (response.statusCode !== 200) throw new Error(`media not deleted: ${response.body}`);
    kept.push(...(response.json().data.kept as number[]));
  }
  return kept;
}

/** The stored paths of every library item, sorted. */
export async function mediaPaths(t: App): Promise<string[]> {
  const rows = await t.app.grain.db.selectFrom('media_items').select('path').execute();
  return rows.map((row) => row.path).sort();
}
