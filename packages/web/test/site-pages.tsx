import { defaultPublicSiteSettings } from '@grain/contract/site-settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '../src/api/query-client.ts';
import { SiteSettingsProvider } from '../src/head/site-settings.tsx';
import { routeContextFor } from '../src/routing/route-context.ts';
import { siteRoutes } from '../src/site/site-routes.tsx';

/**
 * The harness of the inner pages' loading, error and empty tests (spec public §8), with only
 * the network stubbed: each test answers API paths with envelopes or failures.
 */
export type Answer = { status: number; body: unknown } | 'pending';

export const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
export const failure = (status: number, message: string): Answer => ({ status, body: { success: false, message } });

/**
 * Stubs fetch for every test of the calling file and returns the answers it gives, by path
 * (with or without a query string); a path without an answer gets an empty list.
 */
export function stubApiAnswers(): Record<string, Answer> {
  const answers: Record<string, Answer> = {};
  beforeEach(() => {
    for (const key of Object.keys(answers)) delete answers[key];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = String(input).replace(/^\/api/, '');
        const key = Object.keys(answers).find((candidate) => path === candidate || path.startsWith(`${candidate}?`));
        const answer = key ? answers[key] : ok([]);
        if (answer === 'pending') return new Promise<Response>(() => {});
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return answers;
}

/**
 * Renders the site's real route for `url` (its loader, its page, and the page frame's error
 * boundary, without the header and footer), as a navigation in the browser would.
 */
export function renderSiteRoute(url: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const pages = siteRoutes[0].children?.[0];
  if (!pages) throw new Error('The site has no page frame route.');
  const router = createMemoryRouter([pages], {
    initialEntries: [url],
    getContext: () => routeContextFor(queryClient),
  });
  render(
    <SiteSettingsProvider
      settings={{ origin: 'http://localhost', currency: 'USD', settings: defaultPublicSiteSettings }}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteSettingsProvider>,
  );
  return router;
}

/** Renders a page component at `url` inside a fresh query client and a memory router. */
export function renderPage(Page: ComponentType, url: string, routePath = url.split('?')[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: routePath, Component: Page }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
