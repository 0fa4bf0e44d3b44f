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
