import type { Page } from '@grain/contract/envelope';
import type { NotFoundEntry, Redirect, RedirectBody } from '@grain/contract/redirects';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { adminQueries } from './admin-queries.ts';

/** Redirects and the 404 log (editors, issue 48): the lists, paged on the server. */
const key = () => [...adminQueries.all(), 'redirects'] as const;

export const REDIRECTS_PER_PAGE = 25;
export const NOT_FOUND_PER_PAGE = 25;

export const redirectQueries = {
  all: key,
  page: (q: string, page: number) =>
    queryOptions({
      queryKey: [...key(), 'list', q, page],
      queryFn: ({ signal }) =>
        api<Page<Redirect>>(
          `/redirects?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page), per_page: String(REDIRECTS_PER_PAGE) })}`,
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  notFound: (page: number) =>
    queryOptions({
      queryKey: [...key(), 'not-found', page],
      queryFn: ({ signal }) =>
        api<Page<NotFoundEntry>>(`/redirects/not-found?page=${page}&per_page=${NOT_FOUND_PER_PAGE}`, { signal }),
      placeholderData: keepPreviousData,
    }),
};

export const invalidateRedirects = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: key() });

export const createRedirect = (body: RedirectBody) => api<Redirect>('/redirects', { method: 'POST', body });

export const updateRedirect = (id: number, body: RedirectBody) =>
  api<Redirect>(`/redirects/${id}`, { method: 'PUT', body });

export const deleteRedirect = (id: number) => api<null>(`/redirects/${id}`, { method: 'DELETE' });

export const dismissNotFound = (id: number) => api<null>(`/redirects/not-found/${id}`, { method: 'DELETE' });

export type { NotFoundEntry, Redirect, RedirectBody };
