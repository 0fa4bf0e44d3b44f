import { queryOptions } from '@tanstack/react-query';
import { api } from '../client.ts';
import { adminQueries } from './admin-queries.ts';

/** What removing the demo content would remove and keep (GET /api/demo), or did (DELETE). */
export interface DemoPlan {
  /** One sentence naming what goes, counted per collection, with the files. */
  removes: string;
  /** Sentences naming what stays. */
  keeps: string[];
  /** Records that go in all: 0 when there is no demo content left. */
  total: number;
  collections: Array<{
    table: string;
    singular: string;
    plural: string;
    remove: number;
    edited: number;
    in_use: number;
  }>;
  files: number;
}

export const demoQueries = {
  plan: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'demo'],
      queryFn: ({ signal }) => api<DemoPlan>('/demo', { signal }),
    }),
};

export function removeDemoContent(): Promise<DemoPlan> {
  return api<DemoPlan>('/demo', { method: 'DELETE' });
}
