import { defaultPublicSiteSettings } from '@grain/contract/site-settings-values';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '../api/query-client.ts';
import { SiteSettingsProvider } from '../head/site-settings.tsx';
import { routeContextFor } from '../routing/route-context.ts';
import { ContactFormRefusalContext } from '../site/contact/contact-form-refusal.ts';
import { PreviewBar } from '../site/layout/preview-bar.tsx';
import { nextTask } from './next-task.ts';
import { APP_READY_ATTRIBUTE, type PageState, rendersThisPage } from './page-state.ts';
import { type DehydratedState, hydrate, QueryClientProvider } from './query-library.ts';
import {
  createBrowserRouter,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HydrationState,
  matchRoutes,
  type RouteObject,
  RouterProvider,
} from './router-library.ts';
import { appRoutes } from './routes.tsx';
import { giveBackVisitorInput, takeVisitorInput, type VisitorInput } from './visitor-input.ts';

function hydrationData(state: PageState): HydrationState {
  const errors = state.router.errors
    ? Object.fromEntries(
        Object.entries(state.router.errors).map(([id, error]) => [
          id,
          new ErrorResponse(error.status, error.statusText, error.data),
        ]),
      )
    : null;
  return { loaderData: state.router.loaderData, errors };
}

/**
 * The lazy modules of the routes on screen, loaded before hydrating: the first client render
 * must be the server's, not a fallback while a chunk loads.
 */
async function loadMatchedModules(routes: RouteObject[], basename: string | undefined): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  // One at a time, a task apart (their files are already on their way: app-start.ts preloads
  // them): evaluating a page's modules together is a long task of its own.
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue;
    await nextTask();
    Object.assign(route, await route.lazy());
    route.lazy = undefined;
  }
}

/**
 * The page's data as of now: a page may come from the server's response cache, rendered long
 * ago, yet it is current (the cache drops it at the next admin write). Without this, every query
 * older than its stale time would be fetched again right after hydration.
 */
function asFreshNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/**
 * Marks the page once the app's first render (the hydration of the server's page) is committed,
 * after putting back what the visitor did on a server page the app rendered anew (`carried`).
 */
function AppReady({ root, carried }: { root: HTMLElement; carried: { input: VisitorInput | null } }) {
  useEffect(() => {
    if (carried.input) giveBackVisitorInput(root, carried.input);
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, [root, carried]);
  return null;
}

/**
 * On a draft's preview page, a link followed loads the next page from the server: only the
 * server's render applies the draft (the browser's own API reads answer the published data).
 */
function loadPreviewPagesWhole(router: ReturnType<typeof createBrowserRouter>): void {
  router.subscribe((state) => {
    const next = state.navigation.location;
    if (next) window.location.assign(router.createHref(next));
  });
}

/**
 * Starts the app: hydrates the server's page from its state (`state`, fetched beside the app's
 * scripts), or renders into the empty root of a page the server did not render (`state` null),
 * or over a page whose content changed between the page and its state.
 * A server page whose state could not be fetched stays as it is: complete, with plain links.
 */
export async function mountApp(pageState: Promise<PageState | null> | null): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const state = pageState ? await pageState : null;
  if (pageState && !state) return;
  const queryClient = createQueryClient();
  const site = state?.site ?? { origin: window.location.origin, currency: 'USD', settings: defaultPublicSiteSettings };
  if (state) {
    hydrate(queryClient, asFreshNow(state.queries));
    await loadMatchedModules(appRoutes, site.preview?.base);
    await nextTask();
  }
  const hydrates = state !== null && rendersThisPage(state);
  const carried: { input: VisitorInput | null } = { input: null };
  const router = createBrowserRouter(appRoutes, {
    // A draft's preview page: its routes live below its link's base, as on the server.
    basename: site.preview?.base,
    hydrationData: state ? hydrationData(state) : undefined,
    getContext: () => routeContextFor(queryClient),
  });
  if (site.preview) loadPreviewPagesWhole(router);
  const app = (
    <StrictMode>
      <SiteSettingsProvider settings={site}>
        <QueryClientProvider client={queryClient}>
          <ContactFormRefusalContext value={state?.contactForm ?? null}>
            <PreviewBar />
            <RouterProvider router={router} />
          </ContactFormRefusalContext>
          <AppReady root={root} carried={carried} />
        </QueryClientProvider>
      </SiteSettingsProvider>
    </StrictMode>
  );
  await nextTask();
  // Hydrated as a transition: React then yields to the browser every few milliseconds instead
  // of holding the main thread for the whole page (a long task a tap would wait behind).
  if (hydrates) startTransition(() => void hydrateRoot(root, app));
  else {
    // A server page rendered anew: what the visitor typed, chose or opened on it goes over.
    if (state) carried.input = takeVisitorInput(root);
    createRoot(root).render(app);
  }
}
