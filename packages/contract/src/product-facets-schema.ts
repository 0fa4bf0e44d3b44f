import { z } from 'zod';

/*
 * The facets' answers and the admin's mapping of them (issue 48): zod schemas, which document
 * the API and type both sides. The pure rules (slugs, the `f.{key}` parameters) are in
 * ./product-facets.ts; the filters' own schema is the product search's (./product-search-schema.ts).
 */

export const facetValueSchema = z.object({
  value: z.string().describe("The value's slug, as a filter names it: `f.{key}={value}`."),
  label: z.string().describe("What the site shows: the admin's label, else the spelling first seen."),
  count: z.number().int().describe("Products matching the search and the other keys' filters that have this value."),
  selected: z.boolean().describe('Whether the search filters by this value.'),
});

export const facetSchema = z.object({
  key: z.string().describe("The key's slug, as a filter names it: `f.{key}`."),
  label: z.string(),
  values: z
    .array(facetValueSchema)
    .describe("Values with at least one product, and chosen ones, in the admin's order, then by label."),
});

/**
 * `GET /api/products/facets`: the filters for a search, in the admin's order. A key shows when it
 * is chosen or its values' counts add up to MIN_FACET_PRODUCTS; hidden keys and values do not.
 */
export const productFacetsSchema = z
  .array(facetSchema)
  .describe(
    "Facets of the products a search finds. Counts are disjunctive: a key's values are counted with every other key's filters applied, not its own.",
  );

export type FacetValue = z.output<typeof facetValueSchema>;
export type Facet = z.output<typeof facetSchema>;

const mappingFields = {
  id: z.number().int(),
  slug: z.string(),
  name: z.string().describe('The spelling first seen in a specification line.'),
  label: z.string().nullable().describe("The admin's label; null shows `name`."),
  position: z.number().int().describe('Order: lower first; equal positions go by label.'),
  hidden: z.boolean(),
  merge_into_id: z.number().int().nullable().describe('Merged into this one: its products count there.'),
  products: z.number().int().describe('Products (active or not) with it, once merges are applied.'),
};

export const facetValueMappingSchema = z.object(mappingFields);
export const facetKeyMappingSchema = z.object({ ...mappingFields, values: z.array(facetValueMappingSchema) });
export const facetMappingSchema = z.array(facetKeyMappingSchema);

export type FacetValueMapping = z.output<typeof facetValueMappingSchema>;
export type FacetKeyMapping = z.output<typeof facetKeyMappingSchema>;

export const MAX_FACET_LABEL_LENGTH = 120;

export const facetMappingMessages = {
  label: `A label is at most ${MAX_FACET_LABEL_LENGTH} characters.`,
  position: 'The position must be a whole number from -10000 to 10000.',
  hidden: 'Hidden must be true or false.',
  mergeInto: 'The merge target must be the id of another entry, or null.',
  mergeSelf: 'An entry cannot be merged into itself.',
  mergeMissing: 'The merge target does not exist.',
  mergeLoop: 'That merge would make a loop: the target is merged into this entry.',
  mergeOtherKey: 'A value can only be merged into a value of the same key.',
};

/** One admin change to a key or a value: any of its fields (a label of only spaces clears it). */
export const facetMappingUpdateSchema = z
  .object({
    label: z
      .string(facetMappingMessages.label)
      .trim()
      .max(MAX_FACET_LABEL_LENGTH, facetMappingMessages.label)
      .nullable()
      .transform((label) => label || null)
      .optional(),
    position: z.coerce
      .number(facetMappingMessages.position)
      .int(facetMappingMessages.position)
      .min(-10_000, facetMappingMessages.position)
      .max(10_000, facetMappingMessages.position)
      .optional(),
    hidden: z.boolean(facetMappingMessages.hidden).optional(),
    merge_into_id: z
      .number(facetMappingMessages.mergeInto)
      .int(facetMappingMessages.mergeInto)
      .positive(facetMappingMessages.mergeInto)
      .nullable()
      .optional(),
  })
  .strict();

export type FacetMappingUpdate = z.output<typeof facetMappingUpdateSchema>;
