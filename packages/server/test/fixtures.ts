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
