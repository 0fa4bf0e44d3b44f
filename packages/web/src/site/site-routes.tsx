import { PREVIEW_GONE_TEXT } from '@grain/contract/preview-texts';
import type { RouteObject } from 'react-router';

/** What a lazy route module exports: its component, and the page frame's error boundary. */
type LazyRouteModule = Pick<RouteObject, 'Component' | 'ErrorBoundary'>;

import type { SeoPageKey } from '@grain/contract/seo-pages';
import { pageSeoQueries } from '../api/seo-queries.ts';
import { type HeadArgs, type PageHead, type RouteHandle, withOwnSeo } from '../head/page-head.ts';
import { notFoundResponse } from '../routing/route-data.ts';
import { aboutHead, aboutLoader } from './about/about-routes.ts';
import { blogHead, blogLoader, blogPostHead, blogPostLoader } from './blog/blog-routes.ts';
import {
  categoryHead,
  customizedHead,
  productHead,
  productLoader,
  productsHead,
} from './catalogue/catalogue-routes.ts';
import { contactHead, contactLoader } from './contact/contact-routes.ts';
import { faqHead, faqLoader } from './faq/faq-routes.ts';
import { homeHead, homeLoader } from './home/home-routes.ts';
import { layoutLoader, layoutShouldRevalidate } from './layout/layout-routes.ts';
import { missionHead, missionLoader } from './mission/mission-routes.ts';
import { pricingHead } from './pricing/pricing-routes.ts';
import { projectHead, projectLoader, projectsHead, projectsLoader } from './projects/projects-routes.ts';
import {
  firstServiceLoader,
  serviceDetailsHead,
  serviceLoader,
  servicesHead,
  servicesLoader,
} from './services/services-routes.ts';
import { teamHead, teamLoader } from './team/team-routes.ts';

/** Every lazy route module of the site, by its path from here (Vite splits each into a chunk). */
const modules = import.meta.glob<LazyRouteModule>([
  './*/*-page.tsx',
  './layout/site-layout.tsx',
  './layout/page-frame.tsx',
]);

/**
 * A route whose component comes from a lazy module, fetched beside the route's loader (which
 * lives here, so a page's data starts loading with its chunk, not after it). The handle names
 * the module, so the server can preload its chunk and styles.
 */
function lazyModule(path: string, handle: RouteHandle = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = modules[path];
  if (!load) throw new Error(`No route module at ${path}`);
  return { lazy: load, handle: { ...handle, module: `src/site/${path.slice(2)}` } };
}

/** A fixed page's head with the owner's search and sharing values (the layout's loader reads them). */
const fixedPage =
  (key: SeoPageKey, head: (args: HeadArgs) => PageHead) =>
  (args: HeadArgs): PageHead =>
    withOwnSeo(
      head(args),
      args.queryClient.getQueryData(pageSeoQueries.list().queryKey)?.find((page) => page.page_key === key),
    );

/** A zod-free loader may not be at hand for every page: the catalogue's come in a chunk of their own. */
const catalogueLoaders = () => import('./catalogue/catalogue-loaders.ts');

/**
 * The public site's route table (spec public §2). Each page has its loader (the data it shows,
 * in the query cache before it renders) and its head (title, description, structured data).
 * Every page sits under one pathless route whose error boundary renders the 404, 500 and 503
 * pages inside the site's layout.
 */
export const siteRoutes: RouteObject[] = [
  {
    id: 'site',
    ...lazyModule('./layout/site-layout.tsx'),
    loader: layoutLoader,
    shouldRevalidate: layoutShouldRevalidate,
    children: [
      {
        id: 'pages',
        ...lazyModule('./layout/page-frame.tsx'),
        children: [
          {
            index: true,
            ...lazyModule('./home/home-page.tsx', { head: fixedPage('home', homeHead('Home')) }),
            loader: homeLoader,
          },
          { path: 'home-2', ...lazyModule('./home/home-2-page.tsx', { head: homeHead('Home 2') }), loader: homeLoader },
          { path: 'home-3', ...lazyModule('./home/home-3-page.tsx', { head: homeHead('Home 3') }), loader: homeLoader },
          {
            path: 'about',
            ...lazyModule('./about/about-page.tsx', { head: fixedPage('about', aboutHead) }),
            loader: aboutLoader,
          },
          {
            path: 'services',
            ...lazyModule('./services/services-page.tsx', { head: fixedPage('services', servicesHead) }),
            loader: servicesLoader,
          },
          {
            path: 'services/details',
            ...lazyModule('./services/service-details-page.tsx', { head: serviceDetailsHead }),
            loader: firstServiceLoader,
          },
          {
            path: 'services/:id',
            ...lazyModule('./services/service-details-page.tsx', { head: serviceDetailsHead }),
            loader: serviceLoader,
          },
          {
            path: 'mission',
            ...lazyModule('./mission/mission-page.tsx', { head: fixedPage('mission', missionHead) }),
            loader: missionLoader,
          },
          { path: 'faq', ...lazyModule('./faq/faq-page.tsx', { head: fixedPage('faq', faqHead) }), loader: faqLoader },
          { path: 'price', ...lazyModule('./pricing/pricing-page.tsx', { head: fixedPage('pricing', pricingHead) }) },
          {
            path: 'team',
            ...lazyModule('./team/team-page.tsx', { head: fixedPage('team', teamHead) }),
            loader: teamLoader,
          },
          {
            path: 'project',
            ...lazyModule('./projects/projects-page.tsx', { head: fixedPage('projects', projectsHead) }),
            loader: projectsLoader,
          },
          {
            path: 'project/details/:id',
            ...lazyModule('./projects/project-details-page.tsx', { head: projectHead }),
            loader: projectLoader,
          },
          {
            path: 'products',
            ...lazyModule('./catalogue/products-page.tsx', { head: fixedPage('products', productsHead) }),
            loader: async (args) => (await catalogueLoaders()).productsLoader(args),
          },
          {
            path: 'products/customized',
            ...lazyModule('./catalogue/customized-products-page.tsx', {
              head: fixedPage('customized-products', customizedHead),
            }),
            loader: async (args) => (await catalogueLoaders()).customizedLoader(args),
          },
          {
            path: 'products/category/:id',
            ...lazyModule('./catalogue/category-products-page.tsx', { head: categoryHead }),
            loader: async (args) => (await catalogueLoaders()).categoryLoader(args),
          },
          {
            path: 'products/:id',
            ...lazyModule('./catalogue/product-details-page.tsx', { head: productHead }),
            loader: productLoader,
          },
          {
            path: 'blog',
            ...lazyModule('./blog/blog-page.tsx', { head: fixedPage('blog', blogHead) }),
            loader: blogLoader,
          },
          {
            path: 'blog/:id',
            ...lazyModule('./blog/blog-post-page.tsx', { head: blogPostHead }),
            loader: blogPostLoader,
          },
          {
            path: 'contact',
            ...lazyModule('./contact/contact-page.tsx', { head: fixedPage('contact', contactHead) }),
            loader: contactLoader,
          },
          {
            // A preview link the server did not open (unknown, expired or withdrawn).
            path: 'preview/*',
            loader: () => {
              throw notFoundResponse(PREVIEW_GONE_TEXT);
            },
          },
          {
            path: '*',
            loader: () => {
              throw notFoundResponse();
            },
          },
        ],
      },
    ],
  },
];
