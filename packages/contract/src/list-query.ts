import type { FieldKind, Fields } from './fields.ts';

/**
 * Search, sort and paging of the admin's lists (`GET /api/{path}` of every content type, and
 * the contact messages): which fields `q` searches and `sort` accepts, written once for the
 * server that checks them and the admin that offers them.
 */

/** Records per page when `per_page` is not given (paged content types have their own). */
export const DEFAULT_PER_PAGE = 20;

/** The field kinds whose text `q` searches. */
export const SEARCHABLE_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'text',
  'slug',
  'textarea',
  'email',
  'url',
]);

/** The fields `q` searches: every text, slug, textarea, email and URL field. */
export const searchableFields = (fields: Fields): string[] =>
  Object.entries(fields)
    // The search and sharing fields describe the page to search engines, not the record to its editors.
    .filter(([, field]) => SEARCHABLE_KINDS.has(field.kind) && field.group !== 'seo')
    .map(([name]) => name);

/** What a list may be sorted by: the id, the timestamps and every field that is not a file (nor a search one). */
export const sortableFields = (fields: Fields): string[] => [
  'id',
  'created_at',
  'updated_at',
  ...Object.entries(fields)
    .filter(([, field]) => field.kind !== 'image' && field.kind !== 'video' && field.group !== 'seo')
    .map(([name]) => name),
];

export const LIST_ORDERS = ['asc', 'desc'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

export const listMessages = {
  sort: (allowed: readonly string[]) => `The sort must be one of: ${allowed.join(', ')}.`,
  order: `The order must be one of: ${LIST_ORDERS.join(', ')}.`,
};

/**
 * What a list accepts, every part optional: `q` (case-insensitive, `%` and `_` literal),
 * `sort` and `order` (ties by id ascending), `active` (types with an active flag; visitors
 * always get active records), and `page` with `per_page` (1–100). With `page`, or for a paged
 * type, the answer is a page `{ data, current_page, last_page, per_page, total }`; without,
 * the whole list as an array.
 */
export interface ListQuery {
  q?: string;
  sort?: string;
  order?: ListOrder;
  active?: boolean;
  page?: number;
  per_page?: number;
}
