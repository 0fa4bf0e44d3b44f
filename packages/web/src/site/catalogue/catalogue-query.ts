import type { ProductSearch } from '@grain/contract/product-search-schema';
import { productQueries } from '../../api/product-queries.ts';

/**
 * The API call behind a product list page, with the search passed through as it is: a
 * category page asks its category's route (which fixes the category), otherwise a text goes
 * to the search (spec public §7) and anything else to the list.
 */
export function catalogueQuery(search: ProductSearch, categoryId: number | null = null) {
  if (categoryId) return productQueries.byCategory(categoryId, search);
  return search.q ? productQueries.search(search) : productQueries.list(search);
}
