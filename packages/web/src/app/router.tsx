import { createBrowserRouter } from 'react-router';
import { siteRoutes } from '../site/site-routes.tsx';

/**
 * Every page is a lazy route module: the public pages and the admin area are separate
 * chunks, so a visitor of the public site never downloads the admin code.
 */
export const router = createBrowserRouter([
  { path: '/admin/*', HydrateFallback: () => null, lazy: () => import('../admin/admin-routes.tsx') },
  ...siteRoutes,
]);
