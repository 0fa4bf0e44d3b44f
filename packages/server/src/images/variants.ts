import fs from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { loadSharp } from '../storage/sharp.ts';

/** The widths made of every image, never above the original's own width. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The fallback for browsers without AVIF or WebP: JPEG, or PNG when the image is see-through. */
export type FallbackFormat = 'jpeg' | 'png';
export type VariantFormat = 'avif' | 'webp' | FallbackFormat;

export const variantExtensions: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** What processing an image yields, kept per stored path (table image_variants). */
export interface ImageVariants {
  /** Intrinsic size, once rotated upright. */
  width: number;
  height: number;
  /** A tiny blurred WebP data URI, or a dominant colour (`#rrggbb`) when that would be too long. */
  placeholder: string;
  widths: number[];
  fallback: FallbackFormat;
  /** What the media library says of the picture, when it is a library item. */
  library?: { alt: string | null; decorative: boolean; focalX: number; focalY: number };
}

/**
 * Variants live apart from the originals, in `variants/{original path}/w{width}.{extension}`:
 * one folder per stored file, removed with it, and never mistaken for an upload of a field.
 */
export const variantFolder = (storedPath: string) => `variants/${storedPath}`;
export const variantPath = (storedPath: string, width: number, format: VariantFormat) =>
  `${variantFolder(storedPath)}/w${width}.${variantExtensions[format]}`;

/** Placeholders longer than this fall back to a dominant colour. */
const MAX_PLACEHOLDER_CHARS = 300;

/** The widths to make: those of the ladder that fit, or the original's own when it is smaller still. */
export function widthsFor(width: number): number[] {
  const fitting = VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [width];
}

/** Reads the original upright; the output keeps no metadata (EXIF, GPS, XMP) and is sRGB. */
const upright = async (file: string) => (await loadSharp())(file, { failOn: 'error' }).autoOrient();

async function hasTransparency(file: string, hasAlpha: boolean | undefined): Promise<boolean> {
  if (!hasAlpha) return false;
  return !(await (await upright(file)).stats()).isOpaque;
}

async function placeholderOf(file: string): Promise<string> {
  const tiny = await (await upright(file))
    .resize(16, 16, { fit: 'inside' })
    .toColorspace('srgb')
    .webp({ quality: 30 })
    .toBuffer();
  const uri = `data:image/webp;base64,${tiny.toString('base64')}`;
  if (uri.length <= MAX_PLACEHOLDER_CHARS) return uri;
  const { r, g, b } = (await (await upright(file)).stats()).dominant;
  return `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

const encoders: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, effort: 7 }),
};

/** One width: decoded and resized once, then encoded in each format from the same pixels. */
async function writeWidth(
  file: string,
  width: number,
  formats: VariantFormat[],
  target: (format: VariantFormat) => string,
  keepAlpha: boolean,
) {
  const sharp = await loadSharp();
  let pipeline = (await upright(file)).resize({ width, withoutEnlargement: true }).toColorspace('srgb');
  if (!keepAlpha) pipeline = pipeline.removeAlpha();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const format of formats) {
    await encoders[format](sharp(data, { raw })).toFile(target(format));
  }
}

/**
 * Makes every variant of the original `file` into `folder` (absolute paths): AVIF, WebP and the
 * fallback at each width, plus the intrinsic size and a placeholder. Runs one step at a time, so
 * memory stays near one decoded width at once.
 */
export async function makeVariants(file: string, folder: string): Promise<ImageVariants> {
  const metadata = await (await loadSharp())(file).metadata();
  const { width, height } = metadata.autoOrient;
  const transparent = await hasTransparency(file, metadata.hasAlpha);
  const fallback: FallbackFormat = transparent ? 'png' : 'jpeg';
  const widths = widthsFor(width);
  await fs.mkdir(folder, { recursive: true });
  for (const each of widths) {
    await writeWidth(
      file,
      each,
      ['avif', 'webp', fallback],
      (format) => path.join(folder, `w${each}.${variantExtensions[format]}`),
      transparent,
    );
  }
  return { width, height, placeholder: await placeholderOf(file), widths, fallback };
}
