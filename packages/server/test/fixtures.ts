import sharp from 'sharp';

/** A real PNG of the given size, made in memory. */
export const pngImage = (width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: { r: 140, g: 98, b: 57 } } })
    .png()
    .toBuffer();

/** Text that claims to be a PNG by name and declared type. */
export const disguisedText = Buffer.from('this is not an image, only text pretending to be one\n');

/**
 * The smallest valid MP4 header (an ftyp box) followed by an empty mdat box: enough for
 * content sniffing to recognise an MP4 video.
 */
export function mp4Video(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 0x02, 0]),
    Buffer.from('isomiso2'),
  ]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('mdat')]);
  return Buffer.concat([ftyp, mdat]);
}

/** A GIF header followed by a script: sniffed as a GIF, but no image (a GIF/JavaScript polyglot). */
export const gifPolyglot = Buffer.from('GIF89a/*<script>alert(document.domain)</script>*/=1;');

/** A PNG signature and header chunk followed by text: sniffed as a PNG, but with no image data. */
export function pngHeaderText(): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4);
  ihdr.writeUInt32BE(64, 8);
  ihdr.writeUInt32BE(64, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, ihdr, Buffer.from('only text follows the header, no pixels at all\n')]);
}

/**
 * A phone photo as uploaded: a JPEG of `width`×`height` pixels stored on its side (EXIF
 * orientation 6, so it shows `height` wide), with the GPS position and camera in its EXIF.
 */
export const phoneJpeg = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 160, g: 110, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Grainphone', Model: 'Grainphone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2610/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3972/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A PNG whose pixels are half see-through. */
export const translucentPng = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: { r: 30, g: 90, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();

/** An animated GIF of `frames` frames, each a different colour. */
export async function animatedGif(frames = 3, width = 20, height = 10): Promise<Buffer> {
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, index) =>
      sharp({ create: { width, height, channels: 3, background: { r: 80 * index, g: 60, b: 40 } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pages, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/**
 * The GPS latitude that an EXIF block (sharp's `metadata().exif`) records, as its reference and
 * rationals ("N 51/1 30/1 2610/100"); null when it has none. Reads just enough of the TIFF
 * structure: IFD0, its pointer to the GPS IFD (tag 0x8825), and tags 1 and 2 there.
 */
export function gpsLatitude(exif: Buffer | undefined): string | null {
  if (!exif) return null;
  // JPEG and WebP give the APP1 payload ("Exif\0\0" then TIFF), PNG the TIFF structure alone.
  const tiff = exif.toString('latin1', 0, 6) === 'Exif\0\0' ? exif.subarray(6) : exif;
  const littleEndian = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (littleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (littleEndian ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entry = (ifd: number, tag: number) =>
    Array.from({ length: u16(ifd) }, (_, index) => ifd + 2 + index * 12).find((at) => u16(at) === tag);
  const pointer = entry(u32(4), 0x8825);
  if (pointer === undefined) return null;
  const gps = u32(pointer + 8);
  const [reference, latitude] = [entry(gps, 1), entry(gps, 2)];
  if (reference === undefined || latitude === undefined) return null;
  const values = u32(latitude + 8);
  const rationals = [0, 1, 2].map((index) => `${u32(values + index * 8)}/${u32(values + index * 8 + 4)}`);
  return `${tiff.toString('latin1', reference + 8, reference + 9)} ${rationals.join(' ')}`;
}
