import type { ContentTypeDef } from '@grain/contract/content-types';
import { messages } from '@grain/contract/fields';
import { DEFAULT_PER_PAGE, type ListOrder, sortableFields } from '@grain/contract/list-query';
import type { z } from 'zod';
import type { ListCriteria } from '../collections/read.ts';
import { type Ordering, requestedOrdering } from '../db/list-queries.ts';
import { searchSortQuery } from '../http/list-query.ts';
import { idText, optionalBoolean, optionalPagingQuery, pagingQuery } from '../http/params.ts';

/** A content list's query once validated; reference filters (a blog's `category_id`) come by name. */
export interface ContentListQuery {
  q?: string | null;
  sort?: string;
  order: ListOrder;
  active?: boolean;
  page?: number;
  per_page: number;
  [filter: string]: unknown;
}

const referenceNames = (def: ContentTypeDef) =>
  Object.entries(def.fields)
    .filter(([, field]) => field.kind === 'reference')
    .map(([name]) => name);

const referenceFilter = (name: string) => idText(messages.invalidReference(name)).optional();

/**
 * `GET /api/{path}` of a content type: search, sort, the active filter (types with an active
 * flag), paging (always for paged types) and the reference filters.
 */
export function contentListQuery(def: ContentTypeDef): z.ZodType<ContentListQuery, unknown> {
  const perPage = def.paged?.perPage ?? DEFAULT_PER_PAGE;
  const paging = def.paged ? pagingQuery(perPage) : optionalPagingQuery(perPage);
  const schema = searchSortQuery(sortableFields(def.fields))
    .extend(def.hasActiveFlag ? { active: optionalBoolean('active') } : {})
    .extend(paging.shape)
    .extend(Object.fromEntries(referenceNames(def).map((name) => [name, referenceFilter(name)])));
  // The shape depends on the definition, so its inferred type says less than this one.
  return schema as unknown as z.ZodType<ContentListQuery, unknown>;
}

/** What a list query asks of the repository; visitors see active records only, whatever they ask. */
export interface ContentListRequest {
  criteria: ListCriteria;
  ordering: Ordering | undefined;
  /** Absent when the list is answered whole. */
  paging?: { page: number; perPage: number };
}

export function contentListRequest(def: ContentTypeDef, query: ContentListQuery, isStaff: boolean): ContentListRequest {
  const filters = Object.fromEntries(
    referenceNames(def)
      .filter((name) => query[name] !== undefined)
      .map((name) => [name, Number(query[name])]),
  );
  const criteria: ListCriteria = { active: isStaff ? query.active : true, filters, search: query.q ?? undefined };
  const paging = query.page === undefined ? undefined : { page: query.page, perPage: query.per_page };
  return { criteria, ordering: requestedOrdering(query.sort, query.order), paging };
}
