import { type Draft, draftSchema, recordStatesSchema } from '@grain/contract/editorial';
import { type ScheduleBody, scheduleActions } from '@grain/contract/editorial-trash';
import {
  type PreviewLink,
  type PreviewLinkSummary,
  previewLinkSchema,
  previewLinkSummarySchema,
} from '@grain/contract/preview';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type UploadOptions } from '../client.ts';
import { adminQueries } from './admin-queries.ts';

/*
 * The editorial API of one record (issue 45): its draft, the draft's preview links and the
 * record's schedules. `path` is the collection's API path (`faqs`, `products`, …).
 */

const editorialKey = (path: string) => [...adminQueries.all(), 'editorial', path] as const;

export const draftQueries = {
  ofRecord: (path: string, recordId: number) =>
    queryOptions({
      // Apart from the editorial key: a refetch under an open form would change what it began from.
      queryKey: [...adminQueries.all(), 'editorial-draft', path, recordId],
      queryFn: async ({ signal }) =>
        draftSchema
          .nullable()
          .parse(await api<Draft | null>(`/editorial/${path}/records/${recordId}/draft`, { signal })),
      // Read once per opening of the form: kept while it is open, dropped once it closes.
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  states: (path: string) =>
    queryOptions({
      queryKey: [...editorialKey(path), 'states'],
      queryFn: async ({ signal }) => recordStatesSchema.parse(await api(`/editorial/${path}/states`, { signal })),
    }),
  previews: (draftId: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'editorial', 'previews', draftId],
      queryFn: async ({ signal }) =>
        z.array(previewLinkSummarySchema).parse(await api(`/editorial/previews?draft_id=${draftId}`, { signal })),
    }),
};

/** A draft save's body: the record's fields (JSON or multipart), the version it is based on, manual or not. */
function withDraftFields(body: FormData | object, version: number | undefined, manual: boolean) {
  const extra: Record<string, string> = {};
  if (version !== undefined) extra._version = String(version);
  if (manual) extra._manual = '1';
  if (body instanceof FormData) {
    for (const [name, value] of Object.entries(extra)) body.append(name, value);
    return body;
  }
  return { ...body, ...extra };
}

export interface DraftSave {
  path: string;
  /** The record whose draft it is; none for the draft of a new record, saved by its own id. */
  recordId?: number;
  draftId?: number;
  body: FormData | object;
  /** The draft's version the editor holds; none before the first save. */
  version?: number;
  /** A save asked for (not autosave): it keeps a revision. */
  manual: boolean;
}

export async function saveDraft(save: DraftSave, upload: UploadOptions = {}): Promise<Draft> {
  const body = withDraftFields(save.body, save.version, save.manual);
  const url =
    save.recordId === undefined
      ? `/editorial/drafts/${save.draftId}`
      : `/editorial/${save.path}/records/${save.recordId}/draft`;
  const draft = await api<Draft>(url, {
    method: 'PUT',
    body,
    ...upload,
  });
  return draftSchema.parse(draft);
}

/** Starts the draft of a new record: not public until published. */
export const createDraft = async (path: string, body: FormData | object, upload: UploadOptions = {}) =>
  draftSchema.parse(await api<Draft>(`/editorial/${path}/drafts`, { method: 'POST', body, ...upload }));

export const draftById = async (draftId: number) => draftSchema.parse(await api<Draft>(`/editorial/drafts/${draftId}`));

export const discardDraft = (draftId: number) => api<null>(`/editorial/drafts/${draftId}`, { method: 'DELETE' });

export const createPreviewLink = async (draftId: number, path?: string): Promise<PreviewLink> =>
  previewLinkSchema.parse(
    await api<PreviewLink>('/editorial/previews', {
      method: 'POST',
      body: path ? { draft_id: draftId, path } : { draft_id: draftId },
    }),
  );

export const withdrawPreviewLink = (linkId: number) => api<null>(`/editorial/previews/${linkId}`, { method: 'DELETE' });

export type { PreviewLinkSummary };

const scheduledSchema = z.object({ id: z.number().int(), action: z.enum(scheduleActions), run_at: z.string() });

export const scheduleRecord = async (path: string, recordId: number, body: ScheduleBody) =>
  scheduledSchema.parse(await api(`/editorial/${path}/records/${recordId}/schedules`, { method: 'POST', body }));

export const scheduleDraft = async (draftId: number, body: ScheduleBody) =>
  scheduledSchema.parse(await api(`/editorial/drafts/${draftId}/schedules`, { method: 'POST', body }));

export const cancelSchedule = (scheduleId: number) =>
  api<null>(`/editorial/schedules/${scheduleId}`, { method: 'DELETE' });

/** After an editorial change: the collection's states, drafts and schedules reload. */
export const invalidateEditorial = (queryClient: QueryClient, path: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: editorialKey(path) }),
    queryClient.invalidateQueries({ queryKey: [...adminQueries.all(), 'editorial', 'previews'] }),
  ]).then(() => undefined);

/** Makes a draft live (an update of its record, with a publish revision); `force` over a record changed meanwhile. */
export const publishDraft = (draftId: number, force = false) =>
  api<{ record_id: number; record: Record<string, unknown> & { id: number } }>(`/editorial/drafts/${draftId}/publish`, {
    method: 'POST',
    body: force ? { force: true } : {},
  });
