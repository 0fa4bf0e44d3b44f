import type { ListOrder } from '@grain/contract/list-query';
import { MAX_PER_PAGE } from '@grain/contract/paging';
import type { AdminListQuery } from '../../api/admin/collection.ts';

/** What a list screen keeps in its address: its search and filter names, page size and sortable fields. */
export interface ListOptions {
  /** Query parameters of its search form, e.g. `q` and `active`. */
  filters: readonly string[];
  perPage: number;
  /** Fields its headers sort by; another `sort` in the address is ignored. */
  sorts: readonly string[];
}

const wholeNumber = (value: string | null): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
};

/** The list's state from its address (`?q=oak&sort=title&order=desc&page=2`); anything odd reads as the default. */
export function readListQuery(params: URLSearchParams, options: ListOptions): AdminListQuery {
  const sort = params.get('sort') ?? '';
  const perPage = wholeNumber(params.get('per_page'));
  return {
    page: wholeNumber(params.get('page')) ?? 1,
    perPage: perPage && perPage <= MAX_PER_PAGE ? perPage : options.perPage,
    ...(options.sorts.includes(sort)
      ? { sort, order: (params.get('order') === 'desc' ? 'desc' : 'asc') as ListOrder }
      : {}),
    filters: Object.fromEntries(options.filters.map((name) => [name, params.get(name) ?? ''])),
  };
}

/** The address of a list state: only what differs from the defaults, filters first, page last. */
export function listAddress(query: AdminListQuery, options: ListOptions): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of options.filters) {
    const value = query.filters[name] ?? '';
    if (value.trim()) params.set(name, value);
  }
  if (query.sort) {
    params.set('sort', query.sort);
    params.set('order', query.order ?? 'asc');
  }
  if (query.page > 1) params.set('page', String(query.page));
  if (query.perPage !== options.perPage) params.set('per_page', String(query.perPage));
  return params;
}

/**
 * A click on a sortable header: a new column sorts ascending, the current one turns around.
 * `current` is the order the rows are in now (the list's own order when none was asked for).
 */
export function nextSort(
  current: { field: string; order: ListOrder },
  field: string,
): { sort: string; order: ListOrder } {
  if (current.field !== field) return { sort: field, order: 'asc' };
  return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' };
}
