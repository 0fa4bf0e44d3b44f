import '../../app/zod-config.ts';
import { DEFAULT_PRODUCT_SEARCH } from '@grain/contract/product-search';
import { type ProductSearch, productSearchFromParams } from '@grain/contract/product-search-schema';
import { categoryQueries } from '../../api/category-queries.ts';
import { productQueries } from '../../api/product-queries.ts';
import { idParam, pageLoader } from '../../routing/route-data.ts';
import { catalogueQuery } from './catalogue-query.ts';
import { CATEGORY_NOT_FOUND } from './catalogue-routes.ts';

/**
 * Loaders of the product list pages. They read the address bar with the contract's schema
 * (zod), so they are a chunk of their own that loads beside the page's: no other page pays
 * for the schema library.
 */

/** The search of a list page, read from the address bar as the contract reads it. */
const searchOf = (request: Request): ProductSearch => productSearchFromParams(new URL(request.url).searchParams);

export const productsLoader = pageLoader(({ request }) => ({
  required: [catalogueQuery(searchOf(request))],
  sections: [categoryQueries.list()],
  failure: 'Error loading products',
}));

/** The customized page follows only the page number of the address bar. */
export const customizedSearch = (params: URLSearchParams): ProductSearch => ({
  ...DEFAULT_PRODUCT_SEARCH,
  page: productSearchFromParams(params).page,
});

export const customizedLoader = pageLoader(({ request }) => ({
  required: [productQueries.customized(customizedSearch(new URL(request.url).searchParams))],
  failure: 'Error loading customized products',
}));

export const categoryLoader = pageLoader(({ params, request }) => {
  const id = Number(idParam(params.id, CATEGORY_NOT_FOUND));
  const search = { ...searchOf(request), category_id: null };
  return {
    required: [categoryQueries.detail(id), catalogueQuery(search, id)],
    sections: [categoryQueries.list()],
    notFound: CATEGORY_NOT_FOUND,
    failure: 'Error loading products',
  };
});
