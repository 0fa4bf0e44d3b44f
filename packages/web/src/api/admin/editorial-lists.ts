import {
  restoredSchema,
  type Schedule,
  scheduleSchema,
  type TrashEntry,
  trashEntrySchema,
} from '@grain/contract/editorial-trash';
import { pageSchema } from '@grain/contract/responses';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../client.ts';
import { adminQueries } from './admin-queries.ts';

/** The editorial lists across collections (issue 45): what is scheduled, what is in the trash. */
const key = () => [...adminQueries.all(), 'editorial-lists'] as const;

export type ScheduleFilter = 'pending' | 'all';
export const TRASH_PER_PAGE = 20;

export const editorialListQueries = {
  schedules: (status: ScheduleFilter) =>
    queryOptions({
      queryKey: [...key(), 'schedules', status],
      queryFn: async ({ signal }) =>
        z.array(scheduleSchema).parse(await api<Schedule[]>(`/editorial/schedules?status=${status}`, { signal })),
    }),
  trash: (page: number) =>
    queryOptions({
      queryKey: [...key(), 'trash', page],
      queryFn: async ({ signal }) =>
        pageSchema(trashEntrySchema).parse(
          await api(`/editorial/trash?page=${page}&per_page=${TRASH_PER_PAGE}`, { signal }),
        ),
    }),
};

export const restoreFromTrash = async (id: number) =>
  restoredSchema.parse(await api(`/editorial/trash/${id}/restore`, { method: 'POST' }));

export const purgeFromTrash = (id: number) => api<null>(`/editorial/trash/${id}`, { method: 'DELETE' });

/** After a restore, purge or cancel: these lists and every admin list reload. */
export const invalidateAdminLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminQueries.all() });

export type { Schedule, TrashEntry };
