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
