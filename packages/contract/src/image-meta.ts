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
  })
  .describe('Responsive variants of the image; null while they are being made');

export type ImageMeta = z.infer<typeof imageMetaSchema>;

/** The API field that carries an image field's variants: `image` → `image_meta`. */
export const imageMetaField = (field: string) => `${field}_meta`;

/**
 * How an answer documents its image fields: the stored path, its URL and its variants per field;
 * the record's other fields are left open (`additionalProperties`).
 */
export function withImageFields(names: readonly string[], shape: z.ZodRawShape = {}) {
  const imageShape = Object.fromEntries(
    names.flatMap((name) => [
      [name, z.string().nullable().describe('Storage-relative path, or an absolute URL')],
      [`${name}_url`, z.string().nullable().describe('The full-size image, re-encoded without metadata (EXIF, GPS)')],
      [imageMetaField(name), imageMetaSchema.nullable()],
    ]),
  );
  return z.looseObject({ id: z.number().int(), ...imageShape, ...shape });
}
