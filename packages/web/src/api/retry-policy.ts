import { ApiError } from './client.ts';

/**
 * The default retry policy of every read: a missing or refused record (4xx) is an answer, not
 * a hiccup, so only network failures and server errors are tried once more.
 */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
