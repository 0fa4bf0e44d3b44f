import fs from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { loadSharp } from './sharp.ts';
import { newName, originalPath, type Storage, writingToStorage } from './storage.ts';
import { type UploadedFile, unreadableImage } from './uploads.ts';

/** The public copy's encoder, by stored extension: the upload's own format, at full size and good quality. */
const encoders: Record<string, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 88, mozjpeg: true }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 80 }),
  avif: (image) => image.avif({ quality: 80, effort: 2 }),
  gif: (image) => image.gif(),
};

/** Formats that may hold an animation, read with every frame so that it stays one. */
const animatedFormats = new Set(['gif', 'webp']);

/**
 * One decode and one encode: upright, sRGB, and none of the upload's metadata (sharp writes no
 * EXIF, GPS, XMP or ICC unless told to). An animation sharp cannot read through is kept as its
 * first frame.
 */
async function safeCopy(file: string, extension: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const encode = (animated: boolean) =>
    encoders[extension](sharp(file, { failOn: 'error', animated }).autoOrient().toColorspace('srgb')).toBuffer();
  if (!animatedFormats.has(extension)) return encode(false);
  return encode(true).catch(() => encode(false));
}

/**
 * Adopts a checked image upload: the untouched file goes to `originals/{path}`, which is never
 * served (variants are made from it), and `{path}` gets a re-encoded copy without metadata, so
 * nothing the upload carried (a phone's GPS position) is ever public. Returns the stored path.
 */
export async function adoptImage(storage: Storage, upload: UploadedFile, folder: string): Promise<string> {
  const extension = upload.extension!;
  const relative = newName(folder, extension);
  const original = originalPath(relative);
  await storage.moveTo(upload.tempPath, original);
  try {
    const copy = await safeCopy(storage.absolute(original), extension).catch(() => {
      throw unreadableImage(upload, extension);
    });
    await writingToStorage(async () => {
      await fs.mkdir(path.dirname(storage.absolute(relative)), { recursive: true });
      await fs.writeFile(storage.absolute(relative), copy);
    });
  } catch (error) {
    await Promise.all([storage.remove(original), storage.remove(relative)]);
    throw error;
  }
  return relative;
}
