import type { Page } from '@grain/contract/envelope';
import { api, type UploadOptions } from '../client.ts';
import { adminQueries } from './admin-queries.ts';
import type { ContentRecord } from './collection.ts';

/*
 * The editorial API (issue 45): drafts, revisions, schedules, previews and trash. The answer
 * types are the design's; the lead reconciles them with contract/src/editorial.ts at merge.
 */

/** A record's values in the API's typed form, files as stored paths (the "draft data" form). */
export type DraftData = Record<string, unknown>;
/** Stored path → URL of the files a draft or revision refers to. */
export type FileUrls = Record<string, string>;

export interface Draft {
  id: number;
  collection: string;
  record_id: number | null;
  version: number;
  data: DraftData;
  files: FileUrls;
  base_updated_at: string | null;
  live_updated_at: string | null;
  updated_at: string;
  updated_by_name: string | null;
}

export type EditorialState = 'published' | 'changed' | 'draft' | 'scheduled';
export type ScheduleAction = 'publish' | 'unpublish';

export interface PendingSchedule {
  id: number;
  action: ScheduleAction;
  run_at: string;
}

export interface RecordState {
  record_id: number;
  state: EditorialState;
  draft_id: number | null;
  draft_updated_at: string | null;
  schedules: PendingSchedule[];
}

export interface NewDraftState {
  draft_id: number;
  label: string;
  state: 'draft';
  updated_at: string;
  schedules: PendingSchedule[];
}

export interface EditorialStates {
  records: RecordState[];
  new_drafts: NewDraftState[];
}

export interface RevisionSummary {
  id: number;
  reason: 'publish' | 'save' | 'restore';
  user_name: string | null;
  created_at: string;
}

export interface Revision extends RevisionSummary {
  collection: string;
  record_id: number;
  data: DraftData;
  files: FileUrls;
}

export interface Schedule {
  id: number;
  collection: string;
  collection_label: string;
  record_id: number | null;
  draft_id: number | null;
  label: string;
  action: ScheduleAction;
  run_at: string;
  status: 'pending' | 'running' | 'done' | 'failed' | 'cancelled';
  error: string | null;
}

export interface TrashEntry {
  id: number;
  collection: string;
  collection_label: string;
  record_id: number;
  label: string;
  deleted_by_name: string | null;
  deleted_at: string;
  purge_after: string;
}

export interface EditorialSettings {
  time_zone: string;
  revision_days: number;
  revision_keep: number;
  trash_days: number;
  preview_hours: number;
}

export interface PreviewLink {
  id: number;
  url: string;
  expires_at: string;
}

/** Where a draft is: of a live record (`recordId`) or of a new one (`draftId` only). */
export interface DraftTarget {
  path: string;
  recordId?: number;
  draftId?: number;
}

/** A draft save: values (JSON, or multipart with files), the version it builds on, a Save click. */
export interface DraftSave {
  body: Record<string, unknown> | FormData;
  version?: number;
  manual?: boolean;
}

const E = '/editorial';

function withMeta({ body, version, manual }: DraftSave): Record<string, unknown> | FormData {
  if (body instanceof FormData) {
    if (version !== undefined) body.set('_version', String(version));
    if (manual) body.set('_manual', '1');
    return body;
  }
  return { ...body, ...(version === undefined ? {} : { _version: version }), ...(manual ? { _manual: 1 } : {}) };
}

/** The draft of a live record (null when it has none), or a new record's draft by its id. */
export async function readDraft(target: DraftTarget): Promise<Draft | null> {
  if (target.draftId === undefined) return api<Draft | null>(`${E}/${target.path}/records/${target.recordId}/draft`);
  try {
    return await api<Draft>(`${E}/drafts/${target.draftId}`);
  } catch (error) {
    // A new record's draft published or discarded in another tab meanwhile.
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/**
 * Saves a draft: by its id once it exists, else the first draft of a live record (PUT) or of
 * a new record (POST).
 */
export function saveDraft(target: DraftTarget, save: DraftSave, upload?: UploadOptions): Promise<Draft> {
  const body = withMeta(save);
  if (target.draftId !== undefined)
    return api<Draft>(`${E}/drafts/${target.draftId}`, { method: 'PUT', body, ...upload });
  if (target.recordId !== undefined)
    return api<Draft>(`${E}/${target.path}/records/${target.recordId}/draft`, { method: 'PUT', body, ...upload });
  return api<Draft>(`${E}/${target.path}/drafts`, { method: 'POST', body, ...upload });
}

export const discardDraft = (draftId: number) => api<null>(`${E}/drafts/${draftId}`, { method: 'DELETE' });

export const publishDraft = (draftId: number, force = false) =>
  api<{ record_id: number; record: ContentRecord }>(`${E}/drafts/${draftId}/publish`, {
    method: 'POST',
    body: force ? { force: true } : {},
  });

export const createPreview = (draftId: number) =>
  api<PreviewLink>(`${E}/previews`, { method: 'POST', body: { draft_id: draftId } });

export const readLive = (path: string, id: number) => api<Record<string, unknown>>(`/${path}/${id}`);

export const revisionsPage = (path: string, recordId: number, page: number) =>
  api<Page<RevisionSummary>>(`${E}/${path}/records/${recordId}/revisions?page=${page}`);

export const readRevision = (id: number) => api<Revision>(`${E}/revisions/${id}`);

export const restoreRevision = (id: number) => api<Draft>(`${E}/revisions/${id}/restore`, { method: 'POST' });

export function createSchedule(target: DraftTarget, action: ScheduleAction, runAt: string) {
  const url =
    target.recordId !== undefined
      ? `${E}/${target.path}/records/${target.recordId}/schedules`
      : `${E}/drafts/${target.draftId}/schedules`;
  return api<Schedule>(url, { method: 'POST', body: { action, run_at: runAt } });
}

export const cancelSchedule = (id: number) => api<null>(`${E}/schedules/${id}`, { method: 'DELETE' });

export const restoreTrash = (id: number) => api<unknown>(`${E}/trash/${id}/restore`, { method: 'POST' });
export const purgeTrash = (id: number) => api<null>(`${E}/trash/${id}`, { method: 'DELETE' });

/** The newest trash entry of a record (what an Undo after a delete restores). */
export async function trashEntryOf(path: string, recordId: number): Promise<TrashEntry | undefined> {
  const page = await api<Page<TrashEntry>>(`${E}/trash?collection=${encodeURIComponent(path)}&page=1`);
  return page.data.find((entry) => entry.record_id === recordId);
}

/** Query options of the editorial reads; keys under `admin` so signing out drops them. */
export const editorialQueries = {
  all: () => [...adminQueries.all(), 'editorial'] as const,
  states: (path: string) => ({
    queryKey: [...editorialQueries.all(), 'states', path],
    queryFn: ({ signal }: { signal: AbortSignal }) => api<EditorialStates>(`${E}/${path}/states`, { signal }),
  }),
  settings: () => ({
    queryKey: [...editorialQueries.all(), 'settings'],
    queryFn: ({ signal }: { signal: AbortSignal }) => api<EditorialSettings>(`${E}/settings`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  schedules: (status: 'pending' | 'failed') => ({
    queryKey: [...editorialQueries.all(), 'schedules', status],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const answer = await api<Schedule[] | Page<Schedule>>(`${E}/schedules?status=${status}`, { signal });
      return Array.isArray(answer) ? answer : answer.data;
    },
  }),
  trash: (collection: string, page: number) => ({
    queryKey: [...editorialQueries.all(), 'trash', collection, page],
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const params = new URLSearchParams({ page: String(page) });
      if (collection) params.set('collection', collection);
      return api<Page<TrashEntry>>(`${E}/trash?${params}`, { signal });
    },
  }),
};
