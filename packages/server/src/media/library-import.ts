import fs from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_IMAGE_FOLDER } from '@grain/contract/catalogue';
import { contentTypes } from '@grain/contract/content-types';
import type { Fields } from '@grain/contract/fields';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readSiteSettings, writeSiteSettings } from '../db/site-settings.ts';
import { forgetImages } from '../images/image-store.ts';
import { describeStoredFile, isMediaPath, type NewMediaItem, registerMedia } from '../images/media-items.ts';
import { removeStoredFile } from '../images/release.ts';
import { variantFolder } from '../images/variants.ts';
import { PRIVATE_FOLDERS, type Storage } from '../storage/storage.ts';

type AnyTables = Record<string, Record<string, unknown>>;
type Context = { db: Kysely<Database>; storage: Storage };

/** Folders under the storage root that hold no library file of their own. */
const skipped = new Set([...PRIVATE_FOLDERS, 'variants']);

/** Every picture and video stored under the root, as stored paths, sorted. */
async function storedMediaFiles(storage: Storage): Promise<string[]> {
  const top = await fs.readdir(storage.root, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of top) {
    if (!entry.isDirectory() || skipped.has(entry.name)) continue;
    const names = await fs.readdir(path.join(storage.root, entry.name), { recursive: true, withFileTypes: true });
    for (const file of names) {
      if (!file.isFile()) continue;
      const relative = path.relative(storage.root, path.join(file.parentPath, file.name)).split(path.sep).join('/');
      if (isMediaPath(relative)) found.push(relative);
    }
  }
  return found.sort();
}

/** Points everything that names `from` at `to`: live records, the site settings, drafts, revisions, the trash. */
async function repoint(trx: Kysely<Database>, from: string, to: string): Promise<void> {
  const anyDb = trx as unknown as Kysely<AnyTables>;
  for (const def of contentTypes) {
    for (const [name, field] of Object.entries(def.fields as Fields)) {
      if (field.kind !== 'image' && field.kind !== 'video') continue;
      await anyDb
        .updateTable(def.table)
        .set({ [name]: to })
        .where(name, '=', from)
        .execute();
    }
  }
  const bare = from.startsWith(`${PRODUCT_IMAGE_FOLDER}/`) ? from.slice(PRODUCT_IMAGE_FOLDER.length + 1) : from;
  await trx.updateTable('products').set({ image: to }).where('image', 'in', [from, bare]).execute();
  await trx.updateTable('product_images').set({ path: to }).where('path', 'in', [from, bare]).execute();
  const { settings } = await readSiteSettings(trx);
  let changed = false;
  for (const name of ['logo', 'favicon', 'share_image'] as const) {
    const picture = settings[name];
    if (picture?.path === from) {
      settings[name] = { ...picture, path: to };
      changed = true;
    }
  }
  if (changed) await writeSiteSettings(trx, settings);
  for (const table of ['record_drafts', 'record_revisions', 'record_trash'] as const) {
    await trx
      .updateTable(table)
      .set((eb) => ({
        data: eb.fn<string>('replace', ['data', eb.val(JSON.stringify(from)), eb.val(JSON.stringify(to))]),
      }))
      .where('data', 'like', `%${JSON.stringify(from)}%`)
      .execute();
  }
  await trx.deleteFrom('demo_files').where('path', '=', from).execute();
}

/**
 * Makes a library item of every stored picture and video that has none (the files stored
 * before the library, or written by a seed or an import), at start. Byte-identical files are
 * merged: the records naming a copy are pointed at the first file with those bytes, in one
 * transaction, and the copy goes. Returns how many items were added and copies merged.
 */
export async function importMediaLibrary(context: Context): Promise<{ added: number; merged: number }> {
  const { db, storage } = context;
  const known = await db.selectFrom('media_items').select(['path', 'sha256']).execute();
  const knownPaths = new Set(known.map((row) => row.path));
  const files = (await storedMediaFiles(storage)).filter((file) => !knownPaths.has(file));
  if (files.length === 0) return { added: 0, merged: 0 };
  const byHash = new Map(known.filter((row) => row.sha256).map((row) => [row.sha256!, row.path]));
  const added: NewMediaItem[] = [];
  const copies: Array<{ from: string; to: string }> = [];
  for (const file of files) {
    const item = await describeStoredFile(storage, file).catch(() => null);
    if (!item) continue;
    const first = byHash.get(item.sha256);
    if (first) copies.push({ from: file, to: first });
    else {
      byHash.set(item.sha256, file);
      added.push(item);
    }
  }
  await db.transaction().execute(async (trx) => {
    await registerMedia(trx, added, null);
    for (const { from, to } of copies) await repoint(trx, from, to);
  });
  for (const { from } of copies) {
    await removeStoredFile(storage, from);
    await storage.removeFolder(variantFolder(from));
  }
  await forgetImages(
    db,
    copies.map(({ from }) => from),
  );
  return { added: added.length, merged: copies.length };
}
