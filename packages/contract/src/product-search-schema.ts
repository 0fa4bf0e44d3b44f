import { z } from 'zod';
import { type FieldDef, field, fieldSchema, searchTextSchema } from './fields.ts';
import {
  FACET_SLUG_PATTERN,
  gatherFacetParams,
  MAX_FACET_KEYS,
  MAX_FACET_SLUG_LENGTH,
  MAX_FACET_VALUES,
  queryObjectOf,
} from './product-facets.ts';
import { DEFAULT_PRODUCT_SEARCH, MAX_PRODUCTS_PER_PAGE, PRODUCT_SORTS, SORT_ORDERS } from './product-search.ts';

/*
 * The product search's schema, apart from the product's own (./catalogue.ts): the site's
 * catalogue pages read their address bar with it, and need not build every product schema
 * (the admin's, the API's answers) as they start.
 */

export const productSearchMessages = {
  sort: `The sort must be one of: ${PRODUCT_SORTS.join(', ')}.`,
  order: `The order must be one of: ${SORT_ORDERS.join(', ')}.`,
  page: 'The page must be a whole number of at least 1.',
  perPage: `The per page must be between 1 and ${MAX_PRODUCTS_PER_PAGE}.`,
};

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A query value validated like a form field of that kind (blank means absent). */
export const queryValue = <T>(name: string, def: FieldDef) => fieldSchema(name, def) as z.ZodType<T, unknown>;
/** An optional criterion: absent, blank or null all read as null, so equal searches are equal objects. */
export const criterion = <T>(name: string, def: FieldDef) =>
  queryValue<T | null | undefined>(name, def).transform((value): T | null => value ?? null);
const FOLDED =
  'Text to look for, ignoring case and accents: `ÿ` finds `y` and `ÿ`, as `é` finds `e` and `é` (one letter finds every product with it).';

/** A text to search for (see searchTextSchema), as a query value, compared folded (search-text.ts). */
export const searchValue = <T>(name: string, def: FieldDef) =>
  searchTextSchema(name, def, FOLDED) as z.ZodType<T, unknown>;
/** An optional text to search for: absent, blank or null all read as null. */
export const searchCriterion = (name: string, def: FieldDef) =>
  searchValue<string | null | undefined>(name, def).transform((value): string | null => value ?? null);

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string, fallback: T[number]) =>
  z.preprocess(blankToUndefined, z.enum(values, message).default(fallback));

const wholeNumber = (message: string, fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);

const isFacetSlug = (text: unknown): text is string =>
  typeof text === 'string' && text.length <= MAX_FACET_SLUG_LENGTH && FACET_SLUG_PATTERN.test(text);

/**
 * Chosen facet values by key, as `gatherFacetParams` collects them from `f.{key}={value}`
 * parameters. Every refusal names the parameter, as the visitor's URL spells it.
 */
export const facetFiltersSchema = z
  .record(z.string(), z.array(z.unknown()))
  .superRefine((facets, context) => {
    const keys = Object.keys(facets);
    if (keys.length > MAX_FACET_KEYS) {
      context.addIssue({ code: 'custom', message: `At most ${MAX_FACET_KEYS} filters (f.…) can be combined.` });
    }
    for (const key of keys) {
      if (!isFacetSlug(key)) {
        context.addIssue({
          code: 'custom',
          message: `The filter f.${key} names no filter: names are lower-case words joined by hyphens, such as f.material.`,
        });
        continue;
      }
      const values = facets[key];
      if (values.length > MAX_FACET_VALUES) {
        context.addIssue({ code: 'custom', message: `The filter f.${key} takes at most ${MAX_FACET_VALUES} values.` });
      }
      for (const value of values) {
        if (!isFacetSlug(value)) {
          context.addIssue({
            code: 'custom',
            message: `The filter f.${key}=${String(value).slice(0, 40)} names no value: values are lower-case words joined by hyphens, such as f.${key}=solid-oak.`,
          });
        }
      }
    }
  })
  .transform((facets) => {
    const cleaned: Record<string, string[]> = {};
    for (const key of Object.keys(facets).sort()) {
      const values = [...new Set(facets[key] as string[])].sort();
      if (values.length > 0) cleaned[key] = values;
    }
    return cleaned;
  })
  .default({})
  .describe(
    'Facet filters, sent as `f.{key}={value}` parameters (repeatable): values of one key match any of them (OR), different keys all together (AND). Keys and values are the slugs the facets call answers, such as `f.material=oak&f.material=walnut`.',
  );

export const categoryQuery = field.reference('Category', { min: 1 });

/**
 * One product search, named exactly as the API's query parameters (spec public §5, §7): the
 * address bar, the query factories, the routes and the repository all hold this shape.
 */
export const productSearchSchema = z.object({
  q: searchCriterion('q', field.text('Search')),
  category_id: criterion<number>('category_id', categoryQuery),
  customized: criterion<boolean>('customized', field.boolean('Customized')),
  price_min: criterion<number>('price_min', field.decimal('Minimum price', { min: 0 })),
  price_max: criterion<number>('price_max', field.decimal('Maximum price', { min: 0 })),
  sort: choice(PRODUCT_SORTS, productSearchMessages.sort, DEFAULT_PRODUCT_SEARCH.sort),
  order: choice(SORT_ORDERS, productSearchMessages.order, DEFAULT_PRODUCT_SEARCH.order),
  page: wholeNumber(productSearchMessages.page, DEFAULT_PRODUCT_SEARCH.page),
  per_page: wholeNumber(productSearchMessages.perPage, DEFAULT_PRODUCT_SEARCH.per_page, MAX_PRODUCTS_PER_PAGE),
  facets: facetFiltersSchema,
});

export type ProductSearch = z.output<typeof productSearchSchema>;

/** The search as a query string carries it: `f.{key}` parameters gathered into `facets` first. */
export const productSearchQuerySchema = z.preprocess(gatherFacetParams, productSearchSchema);

/**
 * The search an address bar asks for: read like the API's query, except that a malformed
 * value counts as absent instead of refusing the page (visitors edit and truncate URLs).
 */
export function productSearchFromParams(params: URLSearchParams): ProductSearch {
  const input = gatherFacetParams(queryObjectOf(params)) as Record<string, unknown>;
  const parsed = productSearchSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const malformed = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return productSearchSchema.parse(Object.fromEntries(Object.entries(input).filter(([name]) => !malformed.has(name))));
}
