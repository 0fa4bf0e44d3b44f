import { randomBytes } from 'node:crypto';
import { paths } from '@grain/contract/site-paths';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso, toIsoTimestamp } from '../db/values.ts';
import { type DraftRow, isLiveLink, parseDraftData, previewTokenHash } from '../http/preview-request.ts';

/** A token in a preview address: 32 random bytes, base64url (43 characters). */
export const newPreviewToken = () => randomBytes(32).toString('base64url');

/** The collections whose records have a public page of their own, by table. */
const ownPages: Record<string, (id: number) => string> = {
  products: paths.product,
  blogs: paths.blogPost,
  services: paths.service,
  projects: paths.project,
};

/** The page that shows the records of a collection without pages of their own, by table (the rest: home). */
const showingPages: Record<string, string> = {
  faqs: paths.faq,
  blog_categories: paths.blog,
  about_sections: paths.about,
  mission_vision_sections: paths.mission,
  contact_sections: paths.contact,
  services: paths.services,
  projects: paths.projects,
  blogs: paths.blog,
};

/**
 * The page a draft's preview opens when none is asked for: its record's own page, or the page
 * that shows it; a new record's has none yet, so its list, a new product's category list, or
 * the home page.
 */
export function defaultPreviewPath(draft: DraftRow): string {
  const ownPage = ownPages[draft.collection];
  if (ownPage && draft.record_id !== null) return ownPage(draft.record_id);
  if (draft.collection === 'categories' && draft.record_id !== null) return paths.productCategory(draft.record_id);
  if (draft.collection === 'products') {
    const categoryId = Number((parseDraftData(draft.data) as { category_id?: unknown }).category_id);
    if (Number.isInteger(categoryId) && categoryId > 0) return paths.productCategory(categoryId);
  }
  return showingPages[draft.collection] ?? paths.home;
}

/** Stores a link to the draft's preview; answers its id, address and end. */
export async function createPreviewLink(
  db: Kysely<Database>,
  draft: DraftRow,
  options: { path?: string; hours: number; userId: number | null },
) {
  const token = newPreviewToken();
  const path = options.path ?? defaultPreviewPath(draft);
  const now = nowIso();
  const expiresAt = new Date(Date.now() + options.hours * 3600 * 1000).toISOString();
  const row = await db
    .insertInto('preview_links')
    .values({
      token_hash: previewTokenHash(token),
      collection: draft.collection,
      record_id: draft.record_id,
      draft_id: draft.id,
      path,
      expires_at: expiresAt,
      revoked_at: null,
      created_by: options.userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), url: `/preview/${token}${path}`, expires_at: expiresAt };
}

/** The draft's links still open (not revoked, not expired), newest first. */
export async function livePreviewLinks(db: Kysely<Database>, draftId: number) {
  const rows = await db
    .selectFrom('preview_links')
    .select(['id', 'draft_id', 'path', 'expires_at', 'revoked_at', 'created_at'])
    .where('draft_id', '=', draftId)
    .orderBy('id', 'desc')
    .execute();
  const now = Date.now();
  return rows
    .filter((row) => isLiveLink(row, now))
    .map((row) => ({
      id: Number(row.id),
      draft_id: Number(row.draft_id),
      path: row.path,
      expires_at: toIsoTimestamp(row.expires_at) ?? '',
      created_at: toIsoTimestamp(row.created_at) ?? '',
    }));
}

/** Withdraws a link; false when there is none of that id. */
export async function revokePreviewLink(db: Kysely<Database>, id: number): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('preview_links')
    .set({ revoked_at: now, updated_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  return (await db.selectFrom('preview_links').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
