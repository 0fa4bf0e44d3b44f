import type { ListOrder } from '@grain/contract/list-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminListQuery } from '../../api/admin/collection.ts';
import { type ListOptions, listAddress, nextSort, readListQuery } from './list-state.ts';

/**
 * A list's page, search, filters and sort, kept in the address: every change is a history
 * entry, so Back and Forward walk through them and a reload keeps them. A new search, filter
 * or sort starts again at page 1 (spec admin §4).
 */
export function useListState(options: ListOptions, defaultSort?: { field: string; order: ListOrder }) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address string stands for the params
  const query = useMemo(() => readListQuery(params, options), [address, options]);
  const go = useCallback(
    (next: AdminListQuery, replace = false) => setParams(listAddress(next, options), { replace }),
    [setParams, options],
  );
  const ownField = defaultSort?.field;
  const ownOrder = defaultSort?.order ?? 'asc';

  return useMemo(() => {
    const sorted = query.sort
      ? { field: query.sort, order: query.order ?? 'asc' }
      : ownField
        ? { field: ownField, order: ownOrder }
        : undefined;
    return {
      query,
      /** The field and direction the rows are in, when known. */
      sorted,
      setPage: (page: number) => go({ ...query, page }),
      /** Shows another page in place of this one, without a history entry. */
      replacePage: (page: number) => go({ ...query, page }, true),
      sortBy: (field: string) => go({ ...query, ...nextSort(sorted ?? { field: '', order: 'asc' }, field), page: 1 }),
      /** A chosen order; none goes back to the list's own. */
      sortTo: (sort: string | undefined, order: ListOrder | undefined) => go({ ...query, sort, order, page: 1 }),
      filter: (filters: Record<string, string>) => go({ ...query, filters: { ...query.filters, ...filters }, page: 1 }),
    };
  }, [query, go, ownField, ownOrder]);
}

export type ListState = ReturnType<typeof useListState>;

/**
 * Keeps the list on a page that exists: a page beyond the last (an old address) shows the last
 * one, and a delete that empties its page shows the page before.
 */
export function usePageWithin(list: ListState, lastPage: number | undefined) {
  const { page } = list.query;
  const { replacePage } = list;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) replacePage(lastPage);
  }, [lastPage, page, replacePage]);
  return {
    /** After deleting one of the `shown` rows of the page. */
    afterDelete: (shown: number) => {
      if (shown === 1 && page > 1) replacePage(page - 1);
    },
  };
}

/**
 * A control whose value lives in the address: it shows a choice at once, while the address
 * (updated in a transition) catches up, and follows the address when it changes (Back).
 */
export function useAddressChoice<T>(value: T, choose: (next: T) => void): [T, (next: T) => void] {
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  return [
    shown,
    (next: T) => {
      setShown(next);
      choose(next);
    },
  ];
}
