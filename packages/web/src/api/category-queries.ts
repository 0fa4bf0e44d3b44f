import type { Category } from '@grain/contract/content-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

/** Product categories (a generic content type with its own product lists). */
export const categoryQueries = {
  all: () => ['categories'] as const,
  list: () =>
    queryOptions({
      queryKey: ['categories', 'list'],
      queryFn: ({ signal }) => api<Category[]>('/categories', { signal }),
    }),
  detail: (id: number | string) =>
    queryOptions({
      queryKey: ['categories', 'detail', String(id)],
      queryFn: ({ signal }) => api<Category>(`/categories/${id}`, { signal }),
    }),
};
