import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PREVIEW_DRAFT_HEADER } from '../cache/cached-api.ts';
import type { Database } from '../db/schema.ts';
import { toIsoTimestamp } from '../db/values.ts';
import { isInternalRequest } from './request-log.ts';

/**
 * The draft a preview page shows, from the page's request to the API calls its renderer makes
 * in-process. The renderer's calls carry the draft's id in a header that is honoured only
 * beside the per-process internal token (http/request-log.ts): a visitor sending it gets the
 * published data, as does anyone without a live preview link.
 */
const PREVIEW_HEADER = PREVIEW_DRAFT_HEADER;

/** What is stored of a preview link's token: its SHA-256, hex. A leaked table opens no preview. */
export const previewTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as the address may carry one (32 bytes, base64url): anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface DraftRow {
  id: number;
  collection: string;
  record_id: number | null;
  data: string;
}

/** A draft's data (the design's "draft data" form); a malformed one reads as empty. */
export function parseDraftData(data: string): Record<string, unknown> {
  try {
    const value = JSON.parse(data) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export const findDraft = (db: Kysely<Database>, id: number): Promise<DraftRow | undefined> =>
  db
    .selectFrom('record_drafts')
    .select(['id', 'collection', 'record_id', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Whether a link is open: not withdrawn, not expired. */
export const isLiveLink = (link: { expires_at: unknown; revoked_at: unknown }, now: number) =>
  link.revoked_at === null && new Date(toIsoTimestamp(link.expires_at) ?? 0).getTime() > now;

/** The draft an address's token opens: undefined for an unknown, expired or withdrawn link, or a draft gone. */
export async function draftOfToken(db: Kysely<Database>, token: string): Promise<DraftRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const link = await db
    .selectFrom('preview_links')
    .select(['draft_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', previewTokenHash(token))
    .executeTakeFirst();
  if (!link || link.draft_id === null || !isLiveLink(link, Date.now())) return undefined;
  return findDraft(db, Number(link.draft_id));
}

export interface PreviewDraft {
  id: number;
  /** The collection's table. */
  collection: string;
  /** The live record the draft changes; null for a new record. */
  recordId: number | null;
  /** The draft's field values (the design's "draft data" form). */
  data: Record<string, unknown>;
}

const renderScope = new AsyncLocalStorage<number>();

/** Runs a preview page's render: the API calls it makes in-process carry the draft. */
export const withPreviewDraft = <T>(draftId: number, render: () => Promise<T>): Promise<T> =>
  renderScope.run(draftId, render);

/** The header of an in-process API call made while a preview page renders (none otherwise). */
export function previewRequestHeaders(): Record<string, string> {
  const draftId = renderScope.getStore();
  return draftId === undefined ? {} : { [PREVIEW_HEADER]: String(draftId) };
}

export const toPreviewDraft = (row: DraftRow): PreviewDraft => ({
  id: Number(row.id),
  collection: row.collection,
  recordId: row.record_id === null ? null : Number(row.record_id),
  data: parseDraftData(row.data),
});

const drafts = new WeakMap<FastifyRequest, Promise<PreviewDraft | null>>();

/**
 * The draft a public read shows over the published data, or null: always null (and no query)
 * unless the request is the server's own, made for a preview page.
 */
export function previewDraftOf(request: FastifyRequest): Promise<PreviewDraft | null> | null {
  const header = request.headers[PREVIEW_HEADER];
  if (header === undefined || !isInternalRequest(request)) return null;
  let draft = drafts.get(request);
  if (!draft) {
    const id = Number(header);
    draft =
      Number.isInteger(id) && id > 0
        ? findDraft(request.server.grain.db, id).then((row) => (row ? toPreviewDraft(row) : null))
        : Promise.resolve(null);
    drafts.set(request, draft);
  }
  return draft;
}
