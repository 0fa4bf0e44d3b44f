import { type PageSeo, type PageSeoBody, type SeoPageKey, seoPages } from '@grain/contract/seo';
import { resolveStorageUrl, storagePath } from '@grain/contract/storage-url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fromBoolean, nowIso, toBoolean, toIsoTimestamp } from '../db/values.ts';
import { loadImageMeta } from '../images/image-meta.ts';

type Db = Kysely<Database>;

type StoredPageSeo = Omit<PageSeo, 'share_image_url' | 'share_image_meta'>;

const blank = (key: SeoPageKey): StoredPageSeo => ({
  page_key: key,
  meta_title: null,
  meta_description: null,
  share_image: null,
  noindex: false,
  updated_at: null,
});

/** Every fixed page's values, in the contract's order: a page never saved has the defaults (all blank). */
export async function readPageSeo(db: Db): Promise<StoredPageSeo[]> {
  const rows = await db.selectFrom('page_seo').selectAll().execute();
  const byKey = new Map(rows.map((row) => [row.page_key, row]));
  return seoPages.map(({ key }) => {
    const row = byKey.get(key);
    if (!row) return blank(key);
    return {
      page_key: key,
      meta_title: row.meta_title,
      meta_description: row.meta_description,
      share_image: row.share_image,
      noindex: toBoolean(row.noindex),
      updated_at: toIsoTimestamp(row.updated_at),
    };
  });
}

/** The pages' values as the API answers them: the picture's URL and variants beside its path. */
export async function presentPageSeo(db: Db, pages: StoredPageSeo[], base: string): Promise<PageSeo[]> {
  const meta = await loadImageMeta(
    db,
    pages.map((page) => ({ value: page.share_image })),
    base,
  );
  return pages.map((page) => ({
    ...page,
    share_image_url: page.share_image ? (resolveStorageUrl(page.share_image, { base }) ?? null) : null,
    share_image_meta: meta(page.share_image),
  }));
}

/** Whether `path` is a picture of the media library (the only pictures a fixed page may share). */
export async function isLibraryPicture(db: Db, path: string): Promise<boolean> {
  const stored = storagePath(path);
  if (!stored) return false;
  const row = await db
    .selectFrom('media_items')
    .select('id')
    .where('path', '=', stored)
    .where('kind', '=', 'image')
    .executeTakeFirst();
  return row !== undefined;
}

/** Saves one page's values; answers the names of the fields that changed. */
export async function savePageSeo(db: Db, key: SeoPageKey, input: PageSeoBody): Promise<string[]> {
  const before = (await readPageSeo(db)).find((page) => page.page_key === key) ?? blank(key);
  const next = {
    meta_title: input.meta_title ?? null,
    meta_description: input.meta_description ?? null,
    share_image: input.share_image ? storagePath(input.share_image) : null,
    noindex: input.noindex === true,
  };
  const changed = (Object.keys(next) as Array<keyof typeof next>).filter((name) => before[name] !== next[name]);
  const values = { ...next, noindex: fromBoolean(next.noindex), updated_at: nowIso() };
  await db
    .insertInto('page_seo')
    .values({ page_key: key, ...values })
    .onConflict((conflict) => conflict.column('page_key').doUpdateSet(values))
    .execute();
  return changed;
}
