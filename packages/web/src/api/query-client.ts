import { QueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from './retry-policy.ts';

/**
 * One query client per browser tab, and one per server render (never shared between
 * visitors). On the server nothing is retried or refetched: a render reads what its route
 * loaders fetched, once.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: server
        ? { staleTime: Number.POSITIVE_INFINITY, retry: false, gcTime: Number.POSITIVE_INFINITY }
        : { staleTime: 60_000, retry: retryUnlessClientError, refetchOnWindowFocus: false },
    },
  });
}
