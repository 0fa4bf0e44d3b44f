import { latinBase } from './slug.ts';

/*
 * Facets (issue 48): the products' specification lines ("Material: Solid oak") as filters. A
 * line's key and value are each reduced to a slug, the same on the server (which indexes them,
 * migration 0031) and in the address bar (`?f.material=solid-oak`). Pure helpers, no zod: the
 * site's pages use them as they render. The schemas are in ./product-facets-schema.ts.
 */

/** A facet filter's query parameter is this prefix and the key's slug: `f.material=oak`. */
export const FACET_PARAM_PREFIX = 'f.';

/** A key used by fewer products than this (among those a list shows) is no filter, unless chosen. */
export const MIN_FACET_PRODUCTS = 3;

/** At most this many keys, and values per key, in one search: a URL a visitor can make with the panel. */
export const MAX_FACET_KEYS = 10;
export const MAX_FACET_VALUES = 30;
/** A slug longer than this names no key or value (specification lines hold up to 1,000 characters). */
export const MAX_FACET_SLUG_LENGTH = 120;

/** A key's or a value's slug: lower-case `a-z` and digits, in words joined by single hyphens. */
export const FACET_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug of a specification's key or value: accents dropped, letters lower-cased, and every
 * run of anything but a letter or digit one hyphen, so "Solid Oak", "solid oak" and "Solid-Oak"
 * are one value and "1.5 m" stays apart from "15 m". Empty when nothing is left (no facet), and
 * cut at MAX_FACET_SLUG_LENGTH.
 */
export function facetSlug(text: string): string {
  return latinBase(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_FACET_SLUG_LENGTH)
    .replace(/-+$/, '');
}

/** Chosen facet values by key slug: values of one key match any of them, keys all together. */
export type FacetFilters = Record<string, string[]>;

/** The filters' query parameters, keys and values in order, so equal filters share one URL. */
export function facetParamEntries(facets: FacetFilters): Array<[string, string]> {
  return Object.keys(facets)
    .sort()
    .flatMap((key) =>
      [...new Set(facets[key])].sort().map((value): [string, string] => [`${FACET_PARAM_PREFIX}${key}`, value]),
    );
}

export const hasFacetFilters = (facets: FacetFilters | undefined): boolean =>
  facets !== undefined && Object.values(facets).some((values) => values.length > 0);

/** The filters with `value` of `key` added or taken away (a checkbox, a "remove" link). */
export function toggledFacet(facets: FacetFilters, key: string, value: string): FacetFilters {
  const values = facets[key] ?? [];
  const next = values.includes(value) ? values.filter((chosen) => chosen !== value) : [...values, value];
  const { [key]: _, ...others } = facets;
  return next.length > 0 ? { ...others, [key]: next } : others;
}

/**
 * A query as an object (Fastify's, or an address bar's entries) with its `f.{key}` parameters
 * gathered into `facets` (each a list, repeated parameters kept), for the search's schema to
 * check. A `facets` parameter sent as such is dropped: filters come only as `f.{key}`.
 */
export function gatherFacetParams(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const rest: Record<string, unknown> = {};
  const facets: Record<string, unknown[]> = {};
  for (const [name, value] of Object.entries(input)) {
    if (name.startsWith(FACET_PARAM_PREFIX)) {
      const key = name.slice(FACET_PARAM_PREFIX.length);
      facets[key] = [...(facets[key] ?? []), ...(Array.isArray(value) ? value : [value])];
    } else if (name !== 'facets') {
      rest[name] = value;
    }
  }
  return { ...rest, facets };
}

/** An address bar's parameters as the object `gatherFacetParams` takes: repeated `f.` parameters kept. */
export function queryObjectOf(params: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of params) {
    if (name.startsWith(FACET_PARAM_PREFIX)) input[name] = [...((input[name] as string[] | undefined) ?? []), value];
    else input[name] = value;
  }
  return input;
}
