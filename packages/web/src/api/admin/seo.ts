import type { PageSeo, PageSeoBody, SeoHealth, SeoPageKey } from '@grain/contract/seo';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { adminQueries } from './admin-queries.ts';

/** Search & sharing (issue 48): the fixed pages' values and the SEO health list. */
const key = () => [...adminQueries.all(), 'seo'] as const;

export const seoQueries = {
  all: key,
  pages: () =>
    queryOptions({
      queryKey: [...key(), 'pages'],
      queryFn: ({ signal }) => api<PageSeo[]>('/page-seo', { signal }),
    }),
  health: () =>
    queryOptions({
      queryKey: [...key(), 'health'],
      queryFn: ({ signal }) => api<SeoHealth>('/seo/health', { signal }),
    }),
};

export const invalidateSeo = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: key() });

export const savePageSeo = (page: SeoPageKey, body: PageSeoBody) =>
  api<PageSeo>(`/page-seo/${page}`, { method: 'PUT', body });
