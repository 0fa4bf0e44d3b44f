import { loadSharp } from './sharp.ts';

/** sharp's name of each stored image extension's format (AVIF is read by libheif). */
const sharpFormats: Record<string, string> = { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'heif' };

/**
 * Whether sharp reads the file as the image its magic bytes claim, all the way through: a file
 * that only starts like an image (a `GIF89a<script>` polyglot, a PNG header before text, a
 * truncated JPEG) is not one. Images above sharp's pixel limit (a decompression bomb) fail too.
 */
export async function decodesAs(file: string, extension: string): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(file).metadata();
    if (metadata.format !== sharpFormats[extension]) return false;
    // Shrinking on load keeps a full read of a large JPEG cheap; any decode error throws.
    await sharp(file, { failOn: 'error' }).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

const formatNames: Record<string, string> = {
  jpg: 'a JPEG',
  png: 'a PNG',
  webp: 'a WebP',
  gif: 'a GIF',
  avif: 'an AVIF',
};

/** The format's name in a sentence, before "image": "a JPEG", "an AVIF". */
export const formatName = (extension: string) => formatNames[extension] ?? `a ${extension}`;
