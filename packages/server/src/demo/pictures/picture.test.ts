import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { floor, grain, icon, type Picture, portrait, renderPicture, scene } from './picture.ts';
import { teamSitters } from './portrait.ts';
import { type Subject, subjects } from './subjects.ts';

describe('demo pictures', () => {
  it('draws the same picture for the same key', async () => {
    const picture = scene('dining-table', { wood: 'oak' });
    const [first, again] = await Promise.all([
      renderPicture(picture, 'card', 'projects-1-image'),
      renderPicture(picture, 'card', 'projects-1-image'),
    ]);
    expect(first.content.equals(again.content)).toBe(true);
  });

  it('varies the picture with the key', async () => {
    const picture = grain('walnut');
    const [first, second] = await Promise.all([
      renderPicture(picture, 'card', 'blogs-1-image'),
      renderPicture(picture, 'card', 'blogs-2-image'),
    ]);
    expect(first.content.equals(second.content)).toBe(false);
  });

  it.each(Object.keys(subjects) as Subject[])('draws a %s scene as a JPEG of the requested size', async (subject) => {
    const { content, extension } = await renderPicture(scene(subject), 'card', subject);
    expect(extension).toBe('jpg');
    expect(await sharp(content).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
  });

  it.each<[string, Picture]>([
    ['planks', floor('planks', 'oak')],
    ['herringbone', floor('herringbone', 'ash')],
    ['chevron', floor('chevron', 'walnut')],
    ['wood grain', grain('cherry')],
  ])('draws %s as a square product photo', async (_name, picture) => {
    const { content } = await renderPicture(picture, 'square', 'PROD-001-0');
    expect(await sharp(content).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
  });

  it.each(teamSitters.map((_sitter, index) => index))(
    'draws team portrait %i as a square JPEG, the same for the same key',
    async (index) => {
      const [first, again] = await Promise.all([
        renderPicture(portrait(index), 'square', `team-${index}`),
        renderPicture(portrait(index), 'square', `team-${index}`),
      ]);
      expect(first.extension).toBe('jpg');
      expect(first.content.equals(again.content)).toBe(true);
      expect(await sharp(first.content).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
    },
  );

  it('draws different people for different team members', async () => {
    const [first, second] = await Promise.all([
      renderPicture(portrait(0), 'square', 'team'),
      renderPicture(portrait(1), 'square', 'team'),
    ]);
    expect(first.content.equals(second.content)).toBe(false);
  });

  it('draws icons as 128 px PNGs on a transparent ground', async () => {
    const { content, extension } = await renderPicture(icon('leaf'), 'hero', 'icon');
    expect(extension).toBe('png');
    const { data, info } = await sharp(content).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([128, 128]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(0, 127)).toBe(0);
    expect(alphaAt(64, 64)).toBe(255);
  });
});
