import { coerceBoolean, MAX_ID, messages } from '@grain/contract/fields';
import { MAX_PER_PAGE } from '@grain/contract/paging';
import { z } from 'zod';

/**
 * A record id as a path or query string carries it: plain decimal digits with no sign, space,
 * exponent, fraction, hex prefix or leading zero, within the ids' range, so that one record has
 * one address (`0x10`, `1e1` or `016` never name record 16).
 */
export const idText = (message?: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().max(MAX_ID, { error: message }));

/** The `:id` of a record's path; a malformed one answers 404 (see route.ts). */
export const idParams = z.object({ id: idText() });

const pageMessage = 'The page must be a whole number of at least 1.';
const perPageMessage = `The per page must be between 1 and ${MAX_PER_PAGE}.`;

/** `page` (whole number ≥ 1) of a paged list; optional where the list may also come whole. */
export const pageNumber = z.coerce.number({ error: pageMessage }).int().min(1, pageMessage);

/** `per_page` (1–100) of a paged list, with the list's own default. */
export const perPage = (defaultPerPage: number) =>
  z.coerce
    .number({ error: perPageMessage })
    .int()
    .min(1, perPageMessage)
    .max(MAX_PER_PAGE, perPageMessage)
    .default(defaultPerPage);

/** `page` and `per_page` of a list that is always paged. */
export const pagingQuery = (defaultPerPage: number) =>
  z.object({ page: pageNumber.default(1), per_page: perPage(defaultPerPage) });

/** `page` and `per_page` of a list that answers whole without `page`. */
export const optionalPagingQuery = (defaultPerPage: number) =>
  z.object({ page: pageNumber.optional(), per_page: perPage(defaultPerPage) });

/** A yes/no flag: `1`/`true` or `0`/`false` (also on/off, yes/no); blank means absent. */
export const optionalBoolean = (name: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : coerceBoolean(value)),
    z.boolean({ error: messages.boolean(name) }).optional(),
  );
