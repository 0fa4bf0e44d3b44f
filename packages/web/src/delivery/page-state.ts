import type { ContactFormRefusal } from '@grain/contract/contact-rules';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { SiteSettings } from '../head/page-head.ts';

/**
 * Where a server-rendered page's state is fetched from, beside the page rather than in it: the
 * page's own path and query after this prefix (`/_state/products?page=2`). Kept out of the HTML,
 * the state (half the bytes of a home page) is not in the way of the first paint; the app fetches
 * it as it starts, with its own scripts.
 */
export const PAGE_STATE_PREFIX = '/_state';

export const pageStateUrl = (location: { pathname: string; search: string }) =>
  `${PAGE_STATE_PREFIX}${location.pathname}${location.search}`;

/** A route's failure as JSON: RouteErrorResponse instances do not survive JSON on their own. */
export interface SerialisedRouteError {
  status: number;
  statusText: string;
  data: unknown;
}

/** What the server hands the browser so that hydration fetches no data but this. */
export interface PageState {
  /** Names the markup this state renders (RENDER_META names the page's): hydrate only the same. */
  render: string;
  site: SiteSettings;
  queries: DehydratedState;
  router: {
    loaderData: HydrationState['loaderData'];
    errors: Record<string, SerialisedRouteError> | null;
  };
  /** The refused contact form a page answering a post renders (null on every other page). */
  contactForm: ContactFormRefusal | null;
}

/**
 * The id of the state a page answering a form post carries inline, as JSON: that page is the
 * visitor's own (their values, the error), so no address beside it could serve its state.
 */
export const INLINE_STATE_ID = 'grain-page-state';

/** The state as a JSON data block in the page (`<` escaped, so no text in it can end the block). */
export const inlineStateHtml = (state: string) =>
  `<script type="application/json" id="${INLINE_STATE_ID}">${state.replace(/</g, '\\u003c')}</script>`;

/**
 * A meta tag naming the page's markup. The state fetched beside the page names the markup it
 * renders: should an admin's write fall between the page and its state, the two differ, and the
 * app renders the newer page rather than hydrate markup its data no longer makes.
 */
export const RENDER_META = 'grain:render';

/** Whether `state` renders the markup of the page in `document`. */
export const rendersThisPage = (state: PageState, document: Document = window.document) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${RENDER_META}"]`)?.content === state.render;

/** A meta tag naming the page's route chunks: the first script preloads them as the app starts. */
export const MODULES_META = 'grain:modules';

/** Set on `<html>` once the app has hydrated the server's page (or rendered its own). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Set on `<html>` when the page loader is to fade: shortly after the window has loaded. */
export const PAGE_LOADED_ATTRIBUTE = 'data-page-loaded';

/**
 * The state of the server-rendered page at `location`, fetched as the app starts; null when it
 * cannot be had (the page then stays as the server sent it: complete, with plain links).
 */
export async function fetchPageState(location: Location = window.location): Promise<PageState | null> {
  const inline = document.getElementById(INLINE_STATE_ID)?.textContent;
  try {
    if (inline) return JSON.parse(inline) as PageState;
    const response = await fetch(pageStateUrl(location), { headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as PageState) : null;
  } catch {
    return null;
  }
}
