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
