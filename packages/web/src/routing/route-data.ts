import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../api/client.ts';
import { queryClientContext } from './route-context.ts';
import { serverRenderContext } from './server-context.ts';

// biome-ignore lint/suspicious/noExplicitAny: a page mixes queries of many data types.
export type AnyQuery = EnsureQueryDataOptions<any, Error, any, any>;

/**
 * What a page shows. `required` queries are the page itself (a product, a post): when one is
 * missing the page answers 404 with `notFound` as its message, and when one fails, 500 or 503.
 * `sections` are the blocks around it: fetched too, but a block that fails shows its own error
 * and the page still renders.
 */
export interface PageData {
  required?: AnyQuery[];
  sections?: AnyQuery[];
  notFound?: string;
  /** The start of the page's error text when its data fails, e.g. "Error loading product". */
  failure?: string;
}

/** What the 404 and error pages read from a failed route: their status and message. */
export interface RouteFailure {
  message: string;
}

export const notFoundResponse = (message = 'Page not found') =>
  data<RouteFailure>({ message }, { status: 404, statusText: 'Not Found' });

/** A failed API call as the page's answer: 404 stays 404, a database outage 503, the rest 500. */
function routeFailure(error: unknown, { notFound, failure }: Pick<PageData, 'notFound' | 'failure'>) {
  if (error instanceof ApiError && error.status === 404) return notFoundResponse(notFound);
  const status = error instanceof ApiError && error.status === 503 ? 503 : 500;
  const reason = error instanceof Error ? error.message : 'Something went wrong.';
  const message = failure ? `${failure}: ${reason}` : reason;
  return data<RouteFailure>(
    { message },
    { status, statusText: status === 503 ? 'Service Unavailable' : 'Server Error' },
  );
}

const isServerFailure = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * Fills the query cache with a page's data before it renders (on the server and on navigation).
 * With `strict` (server rendering) a block that failed with a server error fails the page too.
 */
export async function loadPageData(queryClient: QueryClient, page: PageData, strict = false): Promise<void> {
  const { required = [], sections = [] } = page;
  await Promise.all([
    ...required.map((query) =>
      queryClient.ensureQueryData(query).catch((error: unknown) => {
        throw routeFailure(error, page);
      }),
    ),
    ...sections.map(async (query) => {
      await queryClient.prefetchQuery(query);
      const { error } = queryClient.getQueryState(query.queryKey) ?? {};
      if (strict && error && isServerFailure(error)) throw routeFailure(error, page);
    }),
  ]);
}

export type PageLoaderArgs = LoaderFunctionArgs;

/**
 * A route loader from the queries its page shows. The cache holds the data; the loader returns
 * only the page's `route` data, if any: what it read from the request for the page to render
 * (it reaches the browser in the page state, so hydration need not read the request again).
 */
export function pageLoader<T = null>(pick: (args: PageLoaderArgs) => PageData & { route?: T }) {
  return async (args: PageLoaderArgs): Promise<T | null> => {
    const page = pick(args);
    await loadPageData(args.context.get(queryClientContext), page, args.context.get(serverRenderContext));
    return page.route ?? null;
  };
}

/** A route parameter that must be a record id (a positive whole number), else the page is a 404. */
export function idParam(value: string | undefined, notFound: string): string {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw notFoundResponse(notFound);
  return value;
}
