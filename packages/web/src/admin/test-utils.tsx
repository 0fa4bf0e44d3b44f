import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot unmount by itself between tests.
afterEach(() => cleanup());

type Reply = { status: number; body: unknown } | Promise<never>;
type Handler = (request: { url: string; method: string; headers: Record<string, string>; body: unknown }) => Reply;

/**
 * Replaces fetch with handlers keyed by "METHOD /api/path" (query strings ignored); returns
 * the mock so tests can inspect the calls. Unknown calls answer 404.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const handler = handlers[`${method} ${url.split('?')[0]}`];
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const reply = handler
      ? await handler({ url, method, headers, body })
      : { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { success: true, data, ...extra },
});

export const fail = (status: number, message: string, errors?: Record<string, string[]>) => ({
  status,
  body: { success: false, message, errors },
});

/** A reply that never comes: the request stays pending. */
export const pending = (): Promise<never> => new Promise<never>(() => {});

export const adminUser = { id: 1, fname: 'Ada', lname: 'Wood', email: 'ada@example.com', role: { name: 'admin' } };

export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // A data router, as in the app: forms block navigation with unsaved changes.
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return {
    queryClient,
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
