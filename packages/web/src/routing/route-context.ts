import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';

/** The query client of this render (server) or tab (browser), as route loaders reach it. */
export const queryClientContext = createContext<QueryClient>();

export function routeContextFor(queryClient: QueryClient): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(queryClientContext, queryClient);
  return context;
}
