import type { ImageMeta } from '@grain/contract/image-meta';
import { resolveStorageUrl, storagePath } from '@grain/contract/storage-url';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { variantsOf } from './image-store.ts';
import { type ImageVariants, type VariantFormat, variantPath } from './variants.ts';

/** An image value (a stored path, a bare file name of `folder`, an absolute URL) → its variants, or null. */
export type ImageMetaLookup = (value: unknown, folder?: string) => ImageMeta | null;

/** The API's view of an image's variants, with URLs under `base` like the other file URLs. */
export function imageMetaOf(stored: string, variants: ImageVariants, base: string): ImageMeta {
  const url = (width: number, format: VariantFormat) => resolveStorageUrl(variantPath(stored, width, format), { base });
  const srcsetOf = (format: VariantFormat) =>
    variants.widths.map((width) => `${url(width, format)} ${width}w`).join(', ');
  return {
    width: variants.width,
    height: variants.height,
    placeholder: variants.placeholder,
    src: url(variants.widths.at(-1)!, variants.fallback)!,
    srcset: { avif: srcsetOf('avif'), webp: srcsetOf('webp'), [variants.fallback]: srcsetOf(variants.fallback) },
    ...libraryMeta(variants.library),
  };
}

/** The library's alt text (empty for a decorative picture) and focal point, when the picture is an item. */
function libraryMeta(library: ImageVariants['library']): Pick<ImageMeta, 'alt' | 'focal'> {
  if (!library) return {};
  return {
    alt: library.decorative ? '' : library.alt,
    focal: { x: library.focalX, y: library.focalY },
  };
}

const pathOf = (value: unknown, folder?: string) => (typeof value === 'string' ? storagePath(value, { folder }) : null);

/**
 * Loads, in one query, the variants of the given image values (those of the records about to be
 * answered) and returns the lookup the record mappers use.
 */
export async function loadImageMeta(
  db: Kysely<Database>,
  values: ReadonlyArray<{ value: unknown; folder?: string }>,
  base: string,
): Promise<ImageMetaLookup> {
  const paths = values
    .map(({ value, folder }) => pathOf(value, folder))
    .filter((path): path is string => path !== null);
  const variants = await variantsOf(db, paths);
  return (value, folder) => {
    const path = pathOf(value, folder);
    const found = path === null ? undefined : variants.get(path);
    return path !== null && found ? imageMetaOf(path, found, base) : null;
  };
}
