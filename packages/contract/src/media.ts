import { z } from 'zod';
import { imageMetaSchema } from './image-meta.ts';
import { normaliseText } from './text.ts';

/*
 * The media library (issue 47): every uploaded picture or video is one item, described once
 * (alt text, caption, credit, focal point) and used by any number of records, which keep
 * naming it by its stored path, so the spec's fields (`image`, `image_url`, `gallery`) are
 * unchanged. An item in use is never deleted.
 */

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_LIMITS = { alt: 300, caption: 500, credit: 200, tag: 40, tags: 10 } as const;

/** Where an item is used: a live record, a draft, a kept revision, a trash entry, the site settings. */
export const MEDIA_USE_STATES = ['live', 'draft', 'revision', 'trash', 'settings'] as const;
export type MediaUseState = (typeof MEDIA_USE_STATES)[number];

export const mediaUseSchema = z.object({
  /** The record's table ("blogs", "products", "site_settings"). */
  entity: z.string(),
  /** The collection's name for people ("Blogs"). */
  entity_label: z.string(),
  record_id: z.number().nullable(),
  /** The record's title, or null when it has none. */
  record_label: z.string().nullable(),
  state: z.enum(MEDIA_USE_STATES),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaItemSchema = z.object({
  id: z.number(),
  kind: z.enum(MEDIA_KINDS),
  /** The stored path records name ("blogs/3f2a….jpg"), and its public URL (the copy without metadata). */
  path: z.string(),
  url: z.string(),
  /** The file's name as uploaded, for searching and showing. */
  name: z.string(),
  mime: z.string(),
  size: z.number().describe('Bytes of the public copy'),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Null: nobody wrote one yet (the page falls back to the record's title). */
  alt: z.string().nullable(),
  /** Shown with an empty `alt`: it adds nothing a screen reader should read. */
  decorative: z.boolean(),
  caption: z.string().nullable(),
  credit: z.string().nullable(),
  /** Where the subject is, in percent of the width and height (50, 50 is the centre). */
  focal_x: z.number(),
  focal_y: z.number(),
  tags: z.array(z.string()),
  uploaded_at: z.string(),
  uploaded_by: z.string().nullable(),
  /** The picture's variants (null while they are made, and for videos): what the admin previews. */
  meta: imageMetaSchema.nullable(),
  /** How many places use it (live records, drafts, revisions, trash, settings). */
  use_count: z.number(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaItemDetailSchema = mediaItemSchema.extend({ uses: z.array(mediaUseSchema) });
export type MediaItemDetail = z.infer<typeof mediaItemDetailSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} may be at most ${max} characters.` })
    // No control characters, as in every stored text (PostgreSQL text cannot hold NUL).
    .transform((value) => normaliseText(value).trim() || null)
    .nullable()
    .optional();

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number from 0 to 100.` })
    .min(0, { error: `${label} must be a number from 0 to 100.` })
    .max(100, { error: `${label} must be a number from 0 to 100.` });

/** What an item's screen saves; every field is optional (a PATCH). */
export const mediaUpdateSchema = z
  .object({
    alt: optionalText(MEDIA_LIMITS.alt, 'Alt text'),
    decorative: z.boolean({ error: 'Decorative must be true or false.' }).optional(),
    caption: optionalText(MEDIA_LIMITS.caption, 'The caption'),
    credit: optionalText(MEDIA_LIMITS.credit, 'The credit'),
    focal_x: percent('The focal point').optional(),
    focal_y: percent('The focal point').optional(),
    tags: z
      .array(
        z
          .string({ error: 'A tag must be text.' })
          .trim()
          .min(1, { error: 'A tag cannot be empty.' })
          .max(MEDIA_LIMITS.tag, { error: `A tag may be at most ${MEDIA_LIMITS.tag} characters.` }),
      )
      .max(MEDIA_LIMITS.tags, { error: `At most ${MEDIA_LIMITS.tags} tags.` })
      .transform((tags) => [
        ...new Set(tags.map((tag) => normaliseText(tag).trim().toLowerCase()).filter((tag) => tag !== '')),
      ])
      .optional(),
  })
  .strict();
export type MediaUpdate = z.input<typeof mediaUpdateSchema>;

/** The library's list filters, kept in the admin's address. */
export interface MediaFilters {
  q?: string;
  kind?: MediaKind;
  tag?: string;
  /** UTC days, both included. */
  from?: string;
  to?: string;
  unused?: boolean;
}

/** A picture shown publicly with neither alt text nor "decorative", and where it shows. */
export const accessibilityIssueSchema = z.object({
  item: mediaItemSchema,
  uses: z.array(mediaUseSchema),
});
export type AccessibilityIssue = z.infer<typeof accessibilityIssueSchema>;

export const mediaTexts = {
  inUse: (count: number) =>
    `This file is used in ${count} ${count === 1 ? 'place' : 'places'} and cannot be deleted. Remove it from ${count === 1 ? 'that record' : 'those records'} first.`,
  someInUse: 'Some of the chosen files are in use and were not deleted.',
  notFound: 'Media item not found',
  noFile: 'Choose a file to upload.',
  oneFile: 'Send one file per upload.',
} as const;
