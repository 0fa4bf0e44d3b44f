import '../../api/zod-config.ts';
import { DEFAULT_PRODUCT_SEARCH } from '@grain/contract/product-search';
import { type ProductSearch, productSearchFromParams } from '@grain/contract/product-search-schema';
import { categoryQueries } from '../../api/category-queries.ts';
import { productQueries } from '../../api/product-queries.ts';
import { idParam, pageLoader } from '../../routing/route-data.ts';
import { catalogueQuery } from './catalogue-query.ts';
import { CATEGORY_NOT_FOUND } from './catalogue-routes.ts';
import type { CatalogueRouteData } from './catalogue-search.ts';

/**
 * Loaders of the product list pages. They read the address bar with the contract's schema
 * (zod), so they are a chunk of their own that loads beside the page's, and hand the search to
 * the page (./catalogue-search.ts): no page, not even these, needs the schema library to render.
 */

/** The search of /products, read from the address bar as the contract reads it. */
export const productsSearch = (request: Request): ProductSearch =>
  productSearchFromParams(new URL(request.url).searchParams);

/** A category page's search: its category is its own, the address bar cannot change it. */
export const categorySearch = (request: Request): ProductSearch => ({ ...productsSearch(request), category_id: null });

/** The customized page's: it has no search or filters, and follows only the page number. */
export const customizedSearch = (request: Request): ProductSearch => ({
  ...DEFAULT_PRODUCT_SEARCH,
  page: productsSearch(request).page,
});

export const productsLoader = pageLoader<CatalogueRouteData>(({ request }) => {
  const search = productsSearch(request);
  return {
    required: [catalogueQuery(search)],
    sections: [categoryQueries.list(), productQueries.facets(search)],
    failure: 'Error loading products',
    route: { search },
  };
});

export const customizedLoader = pageLoader<CatalogueRouteData>(({ request }) => {
  const search = customizedSearch(request);
  return {
    required: [productQueries.customized(search)],
    failure: 'Error loading customized products',
    route: { search },
  };
});

export const categoryLoader = pageLoader<CatalogueRouteData>(({ params, request }) => {
  const id = Number(idParam(params.id, CATEGORY_NOT_FOUND));
  const search = categorySearch(request);
  return {
    required: [categoryQueries.detail(id), catalogueQuery(search, id)],
    sections: [categoryQueries.list(), productQueries.facets(search, id)],
    notFound: CATEGORY_NOT_FOUND,
    failure: 'Error loading products',
    route: { search },
  };
});
