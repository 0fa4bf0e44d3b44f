import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { ScreenView } from '../src/admin/admin-routes.tsx';
import { adminScreens } from '../src/admin/admin-screens.ts';
import { AdminUserContext } from '../src/admin/auth/use-admin-session.tsx';
import { ToastProvider } from '../src/admin/ui/toasts.tsx';
import type { AdminUser } from '../src/api/admin/session.ts';

// Vitest runs without globals here, so Testing Library cannot unmount by itself between tests.
afterEach(() => cleanup());
// Searches wait for a pause in typing, and CI machines are shared: give screens time to answer.
configure({ asyncUtilTimeout: 3000 });

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
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return mock;
}

/**
 * XMLHttpRequest as the admin's uploads use it (they report progress), answered through the
 * stubbed fetch so the same handlers serve both. A test moves an upload on with `progress`.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  method = 'GET';
  url = '';
  headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }

  send(body: unknown) {
    FakeXhr.sent.push(this);
    const init = { method: this.method, headers: this.headers, body } as RequestInit;
    fetch(this.url, init).then(
      async (response) => {
        if (this.aborted) return;
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

/**
 * For a describe block whose tests mock the API: failed calls log on purpose, so the console
 * stays quiet; each test's fetch mock and spies are undone after it.
 */
export function withApiMocks() {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
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

/**
 * Renders the registry's screen at `path` as the admin area does (with toasts), at the
 * address `url` (the path with a list state, say), for `user` when the test is about a role.
 */
export function renderScreen(path: string, url = path, user: AdminUser | null = null) {
  const entry = adminScreens.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`No admin screen at ${path}.`);
  return renderWithProviders(
    <AdminUserContext.Provider value={user}>
      <ToastProvider>
        <ScreenView screen={entry} />
      </ToastProvider>
    </AdminUserContext.Provider>,
    { path: url },
  );
}

/** The addresses of the calls made to an API path (query strings included), in order. */
export const callsTo = (mock: ReturnType<typeof mockApi>, method: string, path: string): string[] =>
  mock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === `/api${path}`)
    .map(([input]) => String(input));
