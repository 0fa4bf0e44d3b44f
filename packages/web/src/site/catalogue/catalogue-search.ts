import type { ProductSearch } from '@grain/contract/product-search-schema';
import { useLoaderData } from 'react-router';

/** What a product list page's loader hands its page: the search it read from the address bar. */
export interface CatalogueRouteData {
  search: ProductSearch;
}

/**
 * The search a product list page shows. Its loader reads the address bar with the contract's
 * schema (./catalogue-loaders.ts) and the page takes the result, rather than parsing the URL
 * again as it renders: a server-rendered page then hydrates from the search in its page state
 * and never loads the schema library; a navigation loads it with the loaders' chunk.
 */
export function useCatalogueSearch(): ProductSearch {
  return (useLoaderData() as CatalogueRouteData).search;
}
