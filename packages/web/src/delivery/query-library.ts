/**
 * What main.tsx starts the app with from TanStack Query: a module of its own, so that boot.ts has
 * the library evaluated in a task of its own (named exports keep the rest of it out of the build).
 */
export { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
