import { productQueries } from '../../api/product-queries.ts';

/**
 * What a product list shows, kept in the URL query string (`?q=&category=&customized=1&page=`)
 * so a filtered page can be shared and Back returns to the previous one.
 */
export interface CatalogueCriteria {
  q: string;
  categoryId: number | null;
  customized: boolean;
  priceMin: number | null;
  priceMax: number | null;
  page: number;
}

export const EMPTY_CRITERIA: CatalogueCriteria = {
  q: '',
  categoryId: null,
  customized: false,
  priceMin: null,
  priceMax: null,
  page: 1,
};

function positiveInteger(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && Number.isSafeInteger(number) ? number : null;
}

function price(value: string | null): number | null {
  if (!value?.trim()) return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/** Reads the criteria from a query string; anything malformed counts as absent. */
export function criteriaFromParams(params: URLSearchParams): CatalogueCriteria {
  const customized = params.get('customized');
  return {
    q: params.get('q') ?? '',
    categoryId: positiveInteger(params.get('category')),
    customized: customized === '1' || customized === 'true',
    priceMin: price(params.get('price_min')),
    priceMax: price(params.get('price_max')),
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** The query string of some criteria: empty values and page 1 are left out. */
export function criteriaToParams(criteria: CatalogueCriteria): URLSearchParams {
  const params = new URLSearchParams();
  const q = criteria.q.trim();
  if (q) params.set('q', q);
  if (criteria.categoryId) params.set('category', String(criteria.categoryId));
  if (criteria.customized) params.set('customized', '1');
  if (criteria.priceMin !== null) params.set('price_min', String(criteria.priceMin));
  if (criteria.priceMax !== null) params.set('price_max', String(criteria.priceMax));
  if (criteria.page > 1) params.set('page', String(criteria.page));
  return params;
}

/**
 * Spec public §5: when the trimmed query, category, customized, minimum and maximum price are
 * all empty the storefront is not searching; it shows the normal list.
 */
export function isReset(criteria: CatalogueCriteria): boolean {
  return (
    criteria.q.trim() === '' &&
    criteria.categoryId === null &&
    !criteria.customized &&
    criteria.priceMin === null &&
    criteria.priceMax === null
  );
}

/**
 * The API call behind a list: the plain (or category) list when nothing is asked for, the
 * search when there is a text, otherwise the filtered list. `fixedCategoryId` is the category
 * page's own category, which is not a criterion the visitor can clear.
 */
export function catalogueQuery(criteria: CatalogueCriteria, fixedCategoryId: number | null = null) {
  const { page } = criteria;
  const categoryId = fixedCategoryId ?? criteria.categoryId ?? undefined;
  if (isReset(criteria)) {
    return fixedCategoryId ? productQueries.byCategory(fixedCategoryId, page) : productQueries.list({ page });
  }
  const filters = {
    page,
    categoryId,
    customized: criteria.customized || undefined,
    priceMin: criteria.priceMin ?? undefined,
    priceMax: criteria.priceMax ?? undefined,
  };
  const q = criteria.q.trim();
  return q ? productQueries.search({ ...filters, q }) : productQueries.list(filters);
}
