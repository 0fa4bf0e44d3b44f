import { loadSharp } from '../../storage/sharp.ts';
import { type FloorPattern, floorSurface } from './flooring.ts';
import { type Glyph, iconBody } from './icons.ts';
import { type WoodName, woodFaces } from './palette.ts';
import { portraitBody, type Sitter, teamSitters } from './portrait.ts';
import { seededRandom } from './random.ts';
import { type SceneRequest, sceneBody } from './scene.ts';
import { rect, sheenGradient, svgDocument, vignette } from './svg.ts';
import { woodSurface } from './wood-grain.ts';

/** What a demo picture shows; the seed draws it at the size its field needs. */
export type Picture =
  | ({ kind: 'scene' } & SceneRequest)
  | { kind: 'floor'; pattern: FloorPattern; wood: WoodName }
  | { kind: 'grain'; wood: WoodName }
  | { kind: 'portrait'; sitter: Sitter }
  | { kind: 'icon'; glyph: Glyph };

export const pictureSizes = {
  /** Banner and section backgrounds. */
  hero: { width: 1600, height: 900 },
  /** Feature images of project pages. */
  wide: { width: 1200, height: 675 },
  card: { width: 800, height: 600 },
  /** Product photos. */
  square: { width: 800, height: 800 },
} as const;

export type PictureSize = keyof typeof pictureSizes;

export interface RenderedPicture {
  content: Buffer;
  extension: 'jpg' | 'png';
}

export const ICON_SIZE = 128;

function grainDocument(key: string, woodName: WoodName, width: number, height: number): string {
  const rng = seededRandom(key);
  const surface = woodSurface(rng, { x: 0, y: 0, width, height }, woodFaces[woodName]);
  const light = rect(0, 0, width, height, 'url(#sheen)') + rect(0, 0, width, height, 'url(#vignette)');
  return svgDocument(width, height, surface + light, sheenGradient('sheen', 0.16) + vignette('vignette', 0.3));
}

function photoDocument(picture: Exclude<Picture, { kind: 'icon' }>, key: string, size: PictureSize): string {
  const { width, height } = pictureSizes[size];
  const rng = seededRandom(key);
  if (picture.kind === 'grain') return grainDocument(key, picture.wood, width, height);
  if (picture.kind === 'portrait') {
    const portrait = portraitBody(rng, picture.sitter, width, height);
    return svgDocument(width, height, portrait.body, portrait.defs + vignette('vignette', 0.35));
  }
  if (picture.kind === 'floor') {
    return svgDocument(width, height, floorSurface(rng, picture.pattern, width, height, woodFaces[picture.wood]));
  }
  const scene = sceneBody({ width, height, rng }, picture);
  return svgDocument(width, height, scene.body, scene.defs);
}

/**
 * Draws a picture as an image file: photos as JPEG at the requested size, icons as 128 px
 * PNG with transparency. The key seeds every random choice, so a key always gives the
 * same picture.
 */
export async function renderPicture(picture: Picture, size: PictureSize, key: string): Promise<RenderedPicture> {
  if (picture.kind === 'icon') {
    const svg = svgDocument(ICON_SIZE, ICON_SIZE, iconBody(picture.glyph));
    const sharp = await loadSharp();
    return { content: await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer(), extension: 'png' };
  }
  const svg = photoDocument(picture, key, size);
  const sharp = await loadSharp();
  return { content: await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: false }).toBuffer(), extension: 'jpg' };
}

export const scene = (subject: SceneRequest['subject'], options: Omit<SceneRequest, 'subject'> = {}): Picture => ({
  kind: 'scene',
  subject,
  ...options,
});
export const floor = (pattern: FloorPattern, woodName: WoodName): Picture => ({
  kind: 'floor',
  pattern,
  wood: woodName,
});
export const grain = (woodName: WoodName): Picture => ({ kind: 'grain', wood: woodName });
/** The portrait of the team member at `index` on the team page. */
export const portrait = (index: number): Picture => ({ kind: 'portrait', sitter: teamSitters[index] });
export const icon = (glyph: Glyph): Picture => ({ kind: 'icon', glyph });
