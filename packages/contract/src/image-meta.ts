import { z } from 'zod';

/** The `srcset` of one format: "url 320w, url 640w, …". */
const srcset = z.string().describe('Comma-separated `url {width}w` candidates, narrowest first');

/**
 * What the API adds beside an image field's path and URL once its variants are made (null until
 * then): the intrinsic size (no layout shift), a placeholder, and one `srcset` per format. The
 * variants are re-encoded without metadata; the fallback is JPEG, or PNG for see-through images.
 */
export const imageMetaSchema = z
  .object({
    width: z.number().int().describe('Intrinsic width in pixels, upright'),
    height: z.number().int().describe('Intrinsic height in pixels, upright'),
    placeholder: z.string().describe('A tiny blurred WebP data URI (under 300 characters), or a `#rrggbb` colour'),
    src: z.string().describe('The widest fallback variant (JPEG or PNG), for an `<img src>`'),
    srcset: z.object({
      avif: srcset,
      webp: srcset,
      jpeg: srcset.optional().describe('The fallback of opaque images'),
      png: srcset.optional().describe('The fallback of see-through images'),
    }),
    alt: z
      .string()
      .nullable()
      .optional()
      .describe("The media library's alt text: empty for a decorative picture, null when none is written yet"),
    focal: z
      .object({ x: z.number(), y: z.number() })
      .nullable()
      .optional()
      .describe('Where the subject is, in percent of the width and height: a crop keeps it in view'),
  })
  .describe('Responsive variants of the image; null while they are being made');

export type ImageMeta = z.infer<typeof imageMetaSchema>;

/** The API field that carries an image field's variants: `image` → `image_meta`. */
export const imageMetaField = (field: string) => `${field}_meta`;
