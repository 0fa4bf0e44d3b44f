import type { Page } from '@grain/contract/envelope';
import type {
  AccessibilityIssue,
  MediaFilters,
  MediaItem,
  MediaItemDetail,
  MediaKind,
  MediaUpdate,
  MediaUse,
  MediaUseState,
} from '@grain/contract/media';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, type UploadOptions } from '../client.ts';
import { downloadWithToken } from '../download.ts';
import { adminQueries } from './admin-queries.ts';

/** The media library (issue 47): every uploaded picture and video, described once, used anywhere. */
export type {
  AccessibilityIssue,
  MediaFilters,
  MediaItem,
  MediaItemDetail,
  MediaKind,
  MediaUpdate,
  MediaUse,
  MediaUseState,
};

/** Items per page of the library's grid (a multiple of 2, 3, 4 and 6 columns). */
export const MEDIA_PER_PAGE = 24;

/** The filters as the API takes them: blanks left out, `unused` as 1. */
export function mediaQueryString(filters: MediaFilters, page: number, perPage = MEDIA_PER_PAGE): string {
  const params = new URLSearchParams();
  for (const name of ['q', 'kind', 'tag', 'from', 'to'] as const) {
    const value = filters[name]?.trim();
    if (value) params.set(name, value);
  }
  if (filters.unused) params.set('unused', '1');
  params.set('page', String(page));
  params.set('per_page', String(perPage));
  return params.toString();
}

const key = () => [...adminQueries.all(), 'media'] as const;

export const mediaQueries = {
  all: key,
  /** One page of the library, newest first. */
  page: (filters: MediaFilters, page: number, perPage = MEDIA_PER_PAGE) =>
    queryOptions({
      queryKey: [...key(), 'page', filters, page, perPage],
      queryFn: ({ signal }) => api<Page<MediaItem>>(`/media?${mediaQueryString(filters, page, perPage)}`, { signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  /** One item with where it is used. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...key(), 'detail', id],
      queryFn: ({ signal }) => api<MediaItemDetail>(`/media/${id}`, { signal }),
      staleTime: 0,
    }),
  /** Every tag the library uses. */
  tags: () =>
    queryOptions({
      queryKey: [...key(), 'tags'],
      queryFn: ({ signal }) => api<string[]>('/media/tags', { signal }),
    }),
  /** Pictures shown publicly with neither alt text nor "decorative". */
  accessibility: () =>
    queryOptions({
      queryKey: [...key(), 'accessibility'],
      queryFn: ({ signal }) => api<AccessibilityIssue[]>('/media/accessibility', { signal }),
      staleTime: 0,
    }),
};

/** After an upload, a save or a delete: every list, tag list and detail of the library reloads. */
export const invalidateMedia = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: key() });

/**
 * Uploads one file into the library. With `onUploadProgress` it goes over XMLHttpRequest (the
 * API client's upload transport, with the admin's token), and `signal` cancels it.
 */
export function uploadMedia(file: File, upload: UploadOptions = {}): Promise<MediaItem> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api<MediaItem>('/media', {
    method: 'POST',
    body,
    signal: upload.signal,
    onUploadProgress: upload.onUploadProgress,
  });
}

export const updateMedia = (id: number, change: MediaUpdate) =>
  api<MediaItem>(`/media/${id}`, { method: 'PATCH', body: change });

/** Deletes an item nothing uses; one in use is refused with 409 and `errors.uses`. */
export const deleteMedia = (id: number) => api<null>(`/media/${id}`, { method: 'DELETE' });

/** What a bulk delete did: the items deleted, and those kept because they are in use. */
export interface MediaDeleteOutcome {
  deleted: number[];
  kept: number[];
}

export const deleteMediaItems = (ids: number[]) =>
  api<MediaDeleteOutcome>('/media/delete', { method: 'POST', body: { ids } });

/** The file as it was uploaded (with its metadata): fetched with the token, then saved. */
export const downloadMediaOriginal = (item: Pick<MediaItem, 'id' | 'name'>) =>
  downloadWithToken(`/media/${item.id}/original`, item.name, 'The download failed');
