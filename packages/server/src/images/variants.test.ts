import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg, pngImage, translucentPng } from '../../test/fixtures.ts';
import { makeVariants, widthsFor } from './variants.ts';

describe('image variants', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-variants-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const original = async (name: string, content: Buffer) => {
    const file = path.join(dir, name);
    await fs.writeFile(file, content);
    return file;
  };

  it.each([
    { width: 2400, widths: [320, 640, 960, 1280, 1920] },
    { width: 1920, widths: [320, 640, 960, 1280, 1920] },
    { width: 1000, widths: [320, 640, 960] },
    { width: 320, widths: [320] },
    { width: 200, widths: [200] },
  ])('makes widths $widths of a $width px wide image, never upscaling', ({ width, widths }) => {
    expect(widthsFor(width)).toEqual(widths);
  });

  it('turns a phone JPEG upright and leaves out its EXIF, GPS position included', async () => {
    const upload = await phoneJpeg(900, 600);
    expect((await sharp(upload).metadata()).exif?.toString('latin1')).toContain('Grainphone');
    const folder = path.join(dir, 'phone');

    const made = await makeVariants(await original('phone.jpg', upload), folder);

    expect(made).toMatchObject({ width: 600, height: 900, widths: [320], fallback: 'jpeg' });
    expect((await fs.readdir(folder)).sort()).toEqual(['w320.avif', 'w320.jpg', 'w320.webp']);
    for (const [name, format] of [
      ['w320.avif', 'heif'],
      ['w320.webp', 'webp'],
      ['w320.jpg', 'jpeg'],
    ]) {
      const metadata = await sharp(path.join(folder, name)).metadata();
      expect(metadata).toMatchObject({ format, width: 320, height: 480 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it('keeps the transparency of a see-through PNG, with a PNG fallback', async () => {
    const folder = path.join(dir, 'glass');
    const made = await makeVariants(await original('glass.png', await translucentPng(700, 350)), folder);

    expect(made).toMatchObject({ width: 700, height: 350, widths: [320, 640], fallback: 'png' });
    for (const name of ['w640.png', 'w640.webp', 'w640.avif', 'w320.png']) {
      const file = path.join(folder, name);
      expect((await sharp(file).metadata()).hasAlpha).toBe(true);
      expect((await sharp(file).stats()).isOpaque).toBe(false);
    }
  });

  it('gives an opaque PNG a JPEG fallback at its own width when it is narrower than 320 px', async () => {
    const folder = path.join(dir, 'small');
    const made = await makeVariants(await original('small.png', await pngImage(120, 80)), folder);
    expect(made).toMatchObject({ width: 120, height: 80, widths: [120], fallback: 'jpeg' });
    expect((await fs.readdir(folder)).sort()).toEqual(['w120.avif', 'w120.jpg', 'w120.webp']);
  });

  it('makes a blurred placeholder as a WebP data URI under 300 characters', async () => {
    const made = await makeVariants(await original('ph.jpg', await phoneJpeg(1200, 800)), path.join(dir, 'ph'));
    expect(made.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(made.placeholder.length).toBeLessThanOrEqual(300);
    const tiny = await sharp(Buffer.from(made.placeholder.split(',')[1], 'base64')).metadata();
    expect([tiny.width, tiny.height]).toEqual([11, 16]);
  });
});
