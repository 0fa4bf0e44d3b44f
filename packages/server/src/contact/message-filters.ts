import { CONTACT_MESSAGE_SORTS, type ContactMessageStatus, contactStatusSchema } from '@grain/contract/contact';
import { DEFAULT_PER_PAGE } from '@grain/contract/list-query';
import { z } from 'zod';
import { searchSortQuery } from '../http/list-query.ts';
import { idText, optionalBoolean, pagingQuery } from '../http/params.ts';
import type { MessageFilter } from './messages-repository.ts';

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const day = z.iso.date({ error: 'Dates are written YYYY-MM-DD.' });
const searchSort = searchSortQuery(CONTACT_MESSAGE_SORTS);

/** The filters of the inbox, its CSV export's too (blank values mean no filter). */
const filters = z.object({
  status: optional(contactStatusSchema),
  product_id: optional(idText('The product id must be a whole number.')),
  from: optional(day),
  to: optional(day),
});

/** The list's query: paging, the spec's `unread`, search and sort, then the inbox's filters. */
export const listQuery = pagingQuery(DEFAULT_PER_PAGE)
  .extend({ unread: optionalBoolean('unread') })
  .extend(searchSort.shape)
  .extend(filters.shape);

/** The CSV export's query: the list's filters, without paging or sort (newest first). */
export const exportQuery = z.object({ unread: optionalBoolean('unread'), q: searchSort.shape.q }).extend(filters.shape);

type FilterQuery = {
  unread?: boolean;
  q?: string | null;
  status?: ContactMessageStatus;
  product_id?: number;
  from?: string;
  to?: string;
};

export const filterOf = (query: FilterQuery): MessageFilter => ({
  unreadOnly: query.unread === true,
  status: query.status,
  productId: query.product_id,
  search: query.q ?? undefined,
  from: query.from,
  to: query.to,
});
