import { PRODUCT_IMAGE_FOLDER } from '@grain/contract/catalogue';
import { contentTypes } from '@grain/contract/content-types';
import type { Fields } from '@grain/contract/fields';
import { storagePath } from '@grain/contract/storage-url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readSiteSettings, settingsPictures } from '../db/site-settings.ts';

/** Reads the content tables by name: their columns come from the contract, not the table types. */
type AnyTables = Record<string, Record<string, unknown>>;

/**
 * The stored path of every image any record uses: each content type's image fields, products'
 * main images and their galleries, and the site settings' pictures. Absolute URLs are not ours to process and are left out.
 */
export async function referencedImages(db: Kysely<Database>): Promise<string[]> {
  const anyDb = db as unknown as Kysely<AnyTables>;
  const values: Array<string | null> = [];
  for (const def of contentTypes) {
    const fields = Object.entries(def.fields as Fields)
      .filter(([, field]) => field.kind === 'image')
      .map(([name]) => name);
    if (fields.length === 0) continue;
    const rows = await anyDb.selectFrom(def.table).select(fields).execute();
    values.push(...rows.flatMap((row) => fields.map((name) => storagePath(row[name] as string | null))));
  }
  const products = await db.selectFrom('products').select('image').execute();
  const gallery = await db.selectFrom('product_images').select('path').execute();
  for (const value of [...products.map((row) => row.image), ...gallery.map((row) => row.path)]) {
    values.push(storagePath(value, { folder: PRODUCT_IMAGE_FOLDER }));
  }
  // The site's logo, favicon and sharing picture (site settings).
  values.push(...settingsPictures((await readSiteSettings(db)).settings));
  return [...new Set(values.filter((path): path is string => path !== null))].sort();
}

/** The tables whose JSON `data` may name stored files: drafts, kept revisions, the trash. */
const editorialTables = ['record_drafts', 'record_revisions', 'record_trash'] as const;

/**
 * Which of `paths` a draft, a revision or a trash entry still names. Their `data` is JSON that
 * holds stored paths as strings, so a path's quoted form is looked for (a LIKE wildcard in a
 * path can only make a file look used: it is then kept, never lost).
 */
export async function editoriallyReferenced(db: Kysely<Database>, paths: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const path of new Set(paths)) {
    for (const table of editorialTables) {
      const row = await db
        .selectFrom(table)
        .select('id')
        .where('data', 'like', `%${JSON.stringify(path)}%`)
        .limit(1)
        .executeTakeFirst();
      if (row) {
        found.add(path);
        break;
      }
    }
  }
  return found;
}

/** Which of `paths` a live record still uses: any content type's file fields, products' images and galleries. */
export async function liveReferenced(db: Kysely<Database>, paths: readonly string[]): Promise<Set<string>> {
  const anyDb = db as unknown as Kysely<AnyTables>;
  const wanted = [...new Set(paths)];
  const found = new Set<string>();
  if (wanted.length === 0) return found;
  const look = async (table: string, column: string) => {
    const rows = await anyDb.selectFrom(table).select(column).where(column, 'in', wanted).execute();
    for (const row of rows) found.add(String(row[column]));
  };
  for (const def of contentTypes) {
    for (const [name, field] of Object.entries(def.fields as Fields)) {
      if (field.kind === 'image' || field.kind === 'video') await look(def.table, name);
    }
  }
  await look('products', 'image');
  await look('product_images', 'path');
  return found;
}
