import { field, searchTextSchema } from '@grain/contract/fields';
import { LIST_ORDERS, listMessages } from '@grain/contract/list-query';
import { z } from 'zod';

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * `q`, `sort` and `order` of a list: `q` is trimmed (blank means no search; a control character
 * is refused), `sort` one of
 * `sorts` (absent: the list's own order), `order` asc (default) or desc.
 */
export function searchSortQuery(sorts: readonly string[]) {
  return z.object({
    q: searchTextSchema(
      'q',
      field.text('Search'),
      'Text one of the searched fields must contain, ignoring the case of ASCII letters (of all letters on PostgreSQL); `%` and `_` mean themselves.',
    ) as z.ZodType<string | null | undefined, unknown>,
    sort: z.preprocess(
      blankToUndefined,
      z.enum(sorts as [string, ...string[]], { error: listMessages.sort(sorts) }).optional(),
    ),
    order: z.preprocess(blankToUndefined, z.enum(LIST_ORDERS, { error: listMessages.order }).default('asc')),
  });
}
