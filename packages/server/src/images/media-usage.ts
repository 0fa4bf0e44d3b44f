import { PRODUCT_IMAGE_FOLDER } from '@grain/contract/catalogue';
import { contentTypes } from '@grain/contract/content-types';
import type { Fields } from '@grain/contract/fields';
import type { MediaUse, MediaUseState } from '@grain/contract/media';
import { seoPageOf } from '@grain/contract/seo-pages';
import { storagePath } from '@grain/contract/storage-url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readSiteSettings, settingsPictures } from '../db/site-settings.ts';

/** Reads the content tables by name: their columns come from the contract, not the table types. */
type AnyTables = Record<string, Record<string, unknown>>;

const capitalised = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

const collectionLabels = new Map<string, string>([
  ...contentTypes.map((def) => [def.table, capitalised(def.singular)] as const),
  ['products', 'Product'],
  ['site_settings', 'Site settings'],
]);

const collectionLabel = (table: string) => collectionLabels.get(table) ?? table;

/** A record's name: its first text field that holds something. */
function recordLabel(fields: Fields, row: Record<string, unknown>): string | null {
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind === 'text' && typeof row[name] === 'string' && row[name]) return String(row[name]).slice(0, 120);
  }
  return null;
}

type Uses = Map<string, MediaUse[]>;

const fieldsByTable = new Map<string, Fields>([
  ...contentTypes.map((def) => [def.table, def.fields as Fields] as const),
  ['products', { name: { kind: 'text' } } as unknown as Fields],
]);

/** The record's name as a draft, revision or trash entry holds it (its JSON `data`). */
function labelInData(table: string, data: string): string | null {
  const fields = fieldsByTable.get(table);
  if (!fields) return null;
  try {
    const parsed = JSON.parse(data) as Record<string, unknown>;
    // A trash entry keeps the row under `row`; drafts and revisions are the values themselves.
    const values = (parsed.row && typeof parsed.row === 'object' ? parsed.row : parsed) as Record<string, unknown>;
    return recordLabel(fields, values);
  } catch {
    return null;
  }
}

const add = (uses: Uses, path: string, use: MediaUse) => {
  const list = uses.get(path) ?? [];
  if (!list.some((known) => JSON.stringify(known) === JSON.stringify(use))) list.push(use);
  uses.set(path, list);
};

async function liveUses(db: Kysely<Database>, paths: string[], uses: Uses): Promise<void> {
  const anyDb = db as unknown as Kysely<AnyTables>;
  for (const def of contentTypes) {
    const fields = def.fields as Fields;
    const files = Object.entries(fields)
      .filter(([, field]) => field.kind === 'image' || field.kind === 'video')
      .map(([name]) => name);
    if (files.length === 0) continue;
    const rows = await anyDb
      .selectFrom(def.table)
      .selectAll()
      .where((eb) => eb.or(files.map((name) => eb(name, 'in', paths))))
      .execute();
    for (const row of rows) {
      for (const name of files) {
        const path = storagePath(row[name] as string | null);
        if (path && paths.includes(path)) {
          const label = recordLabel(fields, row);
          add(uses, path, {
            entity: def.table,
            entity_label: collectionLabel(def.table),
            record_id: Number(row.id),
            record_label: label,
            state: 'live',
          });
        }
      }
    }
  }
  const bare = paths.map((path) => path.replace(`${PRODUCT_IMAGE_FOLDER}/`, ''));
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'image'])
    .where((eb) => eb.or([eb('image', 'in', paths), eb('image', 'in', bare)]))
    .execute();
  const gallery = await db
    .selectFrom('product_images')
    .innerJoin('products', 'products.id', 'product_images.product_id')
    .select(['products.id as id', 'products.name as name', 'product_images.path as image'])
    .where((eb) => eb.or([eb('product_images.path', 'in', paths), eb('product_images.path', 'in', bare)]))
    .execute();
  for (const row of [...products, ...gallery]) {
    const path = storagePath(row.image, { folder: PRODUCT_IMAGE_FOLDER });
    if (path) {
      add(uses, path, {
        entity: 'products',
        entity_label: 'Product',
        record_id: row.id,
        record_label: row.name,
        state: 'live',
      });
    }
  }
  // Sharing pictures (issue 48): products' own, and the fixed pages' (page_seo).
  const sharing = await db
    .selectFrom('products')
    .select(['id', 'name', 'share_image'])
    .where('share_image', 'in', paths)
    .execute();
  for (const row of sharing) {
    add(uses, row.share_image as string, {
      entity: 'products',
      entity_label: 'Product',
      record_id: row.id,
      record_label: row.name,
      state: 'live',
    });
  }
  const pages = await db
    .selectFrom('page_seo')
    .select(['page_key', 'share_image'])
    .where('share_image', 'in', paths)
    .execute();
  for (const row of pages) {
    add(uses, row.share_image as string, {
      entity: 'page_seo',
      entity_label: 'Search & sharing',
      record_id: null,
      record_label: seoPageOf(row.page_key)?.title ?? row.page_key,
      state: 'settings',
    });
  }
  for (const path of settingsPictures((await readSiteSettings(db)).settings)) {
    if (paths.includes(path)) {
      add(uses, path, {
        entity: 'site_settings',
        entity_label: 'Site settings',
        record_id: null,
        record_label: null,
        state: 'settings',
      });
    }
  }
}

const editorialTables: ReadonlyArray<readonly ['record_drafts' | 'record_revisions' | 'record_trash', MediaUseState]> =
  [
    ['record_drafts', 'draft'],
    ['record_revisions', 'revision'],
    ['record_trash', 'trash'],
  ];

/** Drafts, kept revisions and trash entries hold stored paths as quoted strings in their JSON. */
async function editorialUses(db: Kysely<Database>, paths: string[], uses: Uses): Promise<void> {
  for (const path of paths) {
    for (const [table, state] of editorialTables) {
      const rows = await db
        .selectFrom(table)
        .select(['collection', 'record_id', 'data'])
        .where('data', 'like', `%${JSON.stringify(path)}%`)
        .orderBy('record_id')
        .limit(50)
        .execute();
      for (const row of rows) {
        add(uses, path, {
          entity: row.collection,
          entity_label: collectionLabel(row.collection),
          record_id: row.record_id,
          record_label: labelInData(row.collection, row.data),
          state,
        });
      }
    }
  }
}

/**
 * Where each of `paths` is used: live records (content types' image and video fields,
 * products' main pictures and galleries), the site settings, drafts, kept revisions and the
 * trash. A path nothing uses is absent from the answer.
 */
export async function mediaUses(db: Kysely<Database>, paths: readonly string[]): Promise<Uses> {
  const wanted = [...new Set(paths)];
  const uses: Uses = new Map();
  if (wanted.length === 0) return uses;
  await liveUses(db, wanted, uses);
  await editorialUses(db, wanted, uses);
  return uses;
}

/** The paths of the library's pictures that the public sees (live records and site settings). */
export async function publiclyUsed(db: Kysely<Database>, paths: readonly string[]): Promise<Uses> {
  const uses: Uses = new Map();
  if (paths.length > 0) await liveUses(db, [...new Set(paths)], uses);
  return uses;
}
