import { type Draft, draftSchema, revisionSchema, revisionSummarySchema } from '@grain/contract/editorial';
import { pageSchema } from '@grain/contract/responses';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { adminQueries } from './admin-queries.ts';

/** A record's kept versions (issue 45): the list, one with its values, and a restore as the draft. */
export const revisionQueries = {
  page: (path: string, recordId: number, page: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'revisions', path, recordId, page],
      queryFn: async ({ signal }) =>
        pageSchema(revisionSummarySchema).parse(
          await api(`/editorial/${path}/records/${recordId}/revisions?page=${page}`, { signal }),
        ),
    }),
  one: (revisionId: number) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'revision', revisionId],
      queryFn: async ({ signal }) => revisionSchema.parse(await api(`/editorial/revisions/${revisionId}`, { signal })),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export const restoreRevision = async (revisionId: number): Promise<Draft> =>
  draftSchema.parse(await api<Draft>(`/editorial/revisions/${revisionId}/restore`, { method: 'POST' }));
