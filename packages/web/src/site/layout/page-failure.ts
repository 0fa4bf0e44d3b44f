import { isRouteErrorResponse } from 'react-router';
import type { PageHead } from '../../head/page-head.ts';

/** The status a failed route answers with: 404 and 503 as they came, anything else 500. */
export function failureStatus(error: unknown): 404 | 500 | 503 {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 503)) return error.status;
  return 500;
}

/** The head of a failed page: its title, never indexed. */
export function failureHead(error: unknown): PageHead {
  const status = failureStatus(error);
  const title = status === 404 ? 'Page Not Found' : status === 503 ? 'Back in a Moment' : 'Something Went Wrong';
  return { title, noindex: true };
}
