import { createBrowserRouter } from 'react-router';

/**
 * Every route is lazy: the public pages and the admin area are separate chunks, so a visitor
 * never downloads the admin code.
 */
export const router = createBrowserRouter([
  { path: '/admin/*', lazy: () => import('../admin/admin-routes.tsx') },
  { path: '*', lazy: () => import('../site/site-routes.tsx') },
]);
