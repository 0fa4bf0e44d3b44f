import type { PageSeo } from '@grain/contract/seo-pages';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

/** The fixed pages' search and sharing values (issue 48): one small list, read by every page's head. */
export const pageSeoQueries = {
  all: () => ['page-seo'] as const,
  list: () =>
    queryOptions({
      queryKey: ['page-seo', 'list'],
      queryFn: ({ signal }) => api<PageSeo[]>('/page-seo', { signal }),
    }),
};
