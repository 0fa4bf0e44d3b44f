import type { RouteObject } from 'react-router';

/**
 * The public site's route table: the layout and every page are lazy route modules that
 * export `Component`. Catalogue pages live in ./catalogue, the other pages in ./pages.
 */
export const siteRoutes: RouteObject[] = [
  {
    lazy: () => import('./layout/site-layout.tsx'),
    children: [
      { path: 'products', lazy: () => import('./catalogue/products-page.tsx') },
      { path: 'products/customized', lazy: () => import('./catalogue/customized-products-page.tsx') },
      { path: 'products/category/:id', lazy: () => import('./catalogue/category-products-page.tsx') },
      { path: 'products/:id', lazy: () => import('./catalogue/product-details-page.tsx') },
    ],
  },
];
