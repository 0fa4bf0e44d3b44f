import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { SiteSettings } from '../head/page-head.ts';

/** The element id of the server's state in the page (a JSON data block, never executed). */
export const PAGE_STATE_ID = 'grain-state';

/** A route's failure as JSON: RouteErrorResponse instances do not survive JSON on their own. */
export interface SerialisedRouteError {
  status: number;
  statusText: string;
  data: unknown;
}

/** What the server hands the browser so that hydration needs no request. */
export interface PageState {
  site: SiteSettings;
  queries: DehydratedState;
  router: {
    loaderData: HydrationState['loaderData'];
    errors: Record<string, SerialisedRouteError> | null;
  };
}

/** A meta tag naming the page's route chunks: the first script preloads them as the app starts. */
export const MODULES_META = 'grain:modules';

/** Set on `<html>` once the app has hydrated the server's page (or rendered its own). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Set on `<html>` when the page loader is to fade: shortly after the window has loaded. */
export const PAGE_LOADED_ATTRIBUTE = 'data-page-loaded';
