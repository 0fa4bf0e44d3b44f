import { z } from 'zod';
import { field, fieldSchema } from './fields.ts';
import { imageMetaSchema } from './image-meta.ts';
import {
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_SUGGESTED,
  SEO_TITLE_MAX,
  SEO_TITLE_SUGGESTED,
  type SeoPageKey,
  seoPageKeys,
} from './seo-pages.ts';

export * from './seo-pages.ts';

/** The storage folder of sharing pictures uploaded from a record's form. */
export const SHARE_IMAGE_FOLDER = 'sharing';

/**
 * The search and sharing fields of every record with a page of its own (products, product
 * categories, projects, services, blog posts): spread into their definitions, so that they are
 * validated, stored, kept in drafts and revisions and answered like any other field.
 */
export const seoFields = {
  meta_title: field.text('Meta title', {
    maxLength: SEO_TITLE_MAX,
    suggestedLength: SEO_TITLE_SUGGESTED,
    group: 'seo',
  }),
  meta_description: field.textarea('Meta description', {
    maxLength: SEO_DESCRIPTION_MAX,
    suggestedLength: SEO_DESCRIPTION_SUGGESTED,
    group: 'seo',
  }),
  share_image: field.image('Sharing picture', SHARE_IMAGE_FOLDER, { group: 'seo' }),
  noindex: field.boolean('Hide from search engines (noindex)', { default: false, group: 'seo' }),
};

export const seoMessages = {
  unknownPage: 'There is no such page.',
  unknownPicture: 'The sharing picture must be a picture of the media library.',
} as const;

/** A fixed page's values as a save sends them; blank texts mean "use the derived default". */
export interface PageSeoBody {
  meta_title?: string | null;
  meta_description?: string | null;
  /** A library picture's stored path (or its /storage URL); blank for none. */
  share_image?: string | null;
  noindex?: boolean | null;
}

/**
 * `PUT /api/page-seo/{key}`: the field schemas of the records' own search fields. A save sends
 * all of a page's values: a picture left out or blank is removed (the library keeps it).
 */
export const pageSeoBody: z.ZodType<PageSeoBody> = z.object({
  meta_title: fieldSchema('meta_title', seoFields.meta_title),
  meta_description: fieldSchema('meta_description', seoFields.meta_description),
  share_image: fieldSchema('share_image', seoFields.share_image).describe(
    'The stored path (or /storage URL) of a media library picture. Empty, null or absent: none, the page’s default picture applies; the media library keeps the one removed.',
  ),
  noindex: fieldSchema('noindex', seoFields.noindex),
}) as z.ZodType<PageSeoBody>;

export const pageKeyParams = z.object({
  key: z.enum(seoPageKeys as [SeoPageKey, ...SeoPageKey[]], { error: seoMessages.unknownPage }),
});

export const pageSeoSchema = z.object({
  page_key: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  share_image: z.string().nullable(),
  share_image_url: z.string().nullable(),
  share_image_meta: imageMetaSchema.nullable(),
  noindex: z.boolean(),
  updated_at: z.string().nullable(),
});

/** What the SEO health list flags (see `seoIssueTexts`). */
export const seoIssueKinds = [
  'missing_description',
  'duplicate_title',
  'duplicate_description',
  'long_title',
  'long_description',
  'noindex_in_menu',
] as const;
export type SeoIssueKind = (typeof seoIssueKinds)[number];

/** The records' collections with search fields, in the health list's order; `pages` are the fixed pages. */
export const seoCollections = ['pages', 'products', 'categories', 'projects', 'services', 'blogs'] as const;
export type SeoCollection = (typeof seoCollections)[number];

export const seoIssueSchema = z.object({
  collection: z.enum(seoCollections),
  /** The record's id, or the fixed page's key. */
  id: z.union([z.number().int(), z.string()]),
  label: z.string(),
  /** The public page. */
  path: z.string(),
  kind: z.enum(seoIssueKinds),
  /** What is wrong, in words (the title, the length, the other pages with the same text). */
  detail: z.string(),
});
export type SeoIssue = z.infer<typeof seoIssueSchema>;

export const seoHealthSchema = z.object({
  issues: z.array(seoIssueSchema),
  /** True when more issues were found than the list carries. */
  truncated: z.boolean(),
  /** How many pages and records were checked. */
  checked: z.number().int(),
  /** Library pictures still without alt text (the accessibility screen lists them). */
  pictures_without_alt: z.number().int(),
});
export type SeoHealth = z.infer<typeof seoHealthSchema>;

/** The most issues one answer carries: the list is bounded, the rest counted as `truncated`. */
export const SEO_HEALTH_LIMIT = 500;
