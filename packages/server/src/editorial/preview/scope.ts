import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import { isInternalRequest } from '../../http/request-log.ts';
import { type DraftRow, findDraft, parseDraftData } from './links.ts';

/**
 * The draft a preview page shows, from the page's request to the API calls its renderer makes
 * in-process. The renderer's calls carry the draft's id in a header that is honoured only
 * beside the per-process internal token (http/request-log.ts): a visitor sending it gets the
 * published data, as does anyone without a live preview link.
 */
const PREVIEW_HEADER = 'x-grain-preview-draft';

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

/** Whether a request names a preview at all (a visitor may send the header: it is then ignored). */
export const namesPreview = (request: FastifyRequest) => request.headers[PREVIEW_HEADER] !== undefined;

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
    draft = Number.isInteger(id) && id > 0
      ? findDraft(request.server.grain.db, id).then((row) => (row ? toPreviewDraft(row) : null))
      : Promise.resolve(null);
    drafts.set(request, draft);
  }
  return draft;
}
