import type { RouteObject } from 'react-router';

/**
 * The public site's route table (spec public §2): the layout and every page are lazy route
 * modules that export `Component`. Catalogue pages live in ./catalogue, the others in ./pages.
 */
export const siteRoutes: RouteObject[] = [
  {
    // Rendered while the lazy layout loads on first visit; the layout's own loader takes over.
    HydrateFallback: () => null,
    lazy: () => import('./layout/site-layout.tsx'),
    children: [
      { index: true, lazy: () => import('./pages/home-page.tsx') },
      { path: 'home-2', lazy: () => import('./pages/home-2-page.tsx') },
      { path: 'home-3', lazy: () => import('./pages/home-3-page.tsx') },
      { path: 'about', lazy: () => import('./pages/about-page.tsx') },
      { path: 'services', lazy: () => import('./pages/services-page.tsx') },
      { path: 'services/details', lazy: () => import('./pages/service-details-page.tsx') },
      { path: 'services/:id', lazy: () => import('./pages/service-details-page.tsx') },
      { path: 'mission', lazy: () => import('./pages/mission-page.tsx') },
      { path: 'faq', lazy: () => import('./pages/faq-page.tsx') },
      { path: 'price', lazy: () => import('./pages/pricing-page.tsx') },
      { path: 'team', lazy: () => import('./pages/team-page.tsx') },
      { path: 'project', lazy: () => import('./pages/projects-page.tsx') },
      { path: 'project/details/:id', lazy: () => import('./pages/project-details-page.tsx') },
      { path: 'products', lazy: () => import('./catalogue/products-page.tsx') },
      { path: 'products/customized', lazy: () => import('./catalogue/customized-products-page.tsx') },
      { path: 'products/category/:id', lazy: () => import('./catalogue/category-products-page.tsx') },
      { path: 'products/:id', lazy: () => import('./catalogue/product-details-page.tsx') },
      { path: 'blog', lazy: () => import('./pages/blog-page.tsx') },
      { path: 'blog/:id', lazy: () => import('./pages/blog-post-page.tsx') },
      { path: 'contact', lazy: () => import('./pages/contact-page.tsx') },
      { path: '*', lazy: () => import('./pages/not-found-page.tsx') },
    ],
  },
];
