import type { RouteObject } from 'react-router';
import { siteRoutes } from '../site/site-routes.tsx';

/** The admin area: rendered in the browser only, from its own lazy chunk (never on public pages). */
export const ADMIN_PATH_PREFIX = '/admin';

/**
 * Every route of the app. The public site's pages are rendered on the server and hydrated;
 * the admin area is a separate lazy chunk rendered in the browser, so a visitor of the public
 * site never downloads it.
 */
export const appRoutes: RouteObject[] = [
  { path: `${ADMIN_PATH_PREFIX}/*`, HydrateFallback: () => null, lazy: () => import('../admin/admin-routes.tsx') },
  ...siteRoutes,
];
