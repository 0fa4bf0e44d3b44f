import type { WoodTone } from './palette.ts';
import type { Random } from './random.ts';
import { polygon, rect } from './svg.ts';

/**
 * A piece of furniture drawn in centimetres: x runs from 0 to width, the floor is y = 0 and
 * the piece rises to y = -height. Scenes scale and place it.
 */
export interface Drawing {
  width: number;
  height: number;
  body: string;
}

export interface DrawContext {
  rng: Random;
  tone: WoodTone;
  /** Upholstery, bedding and cushions. */
  textile: string;
}

/** A leg narrowing from topWidth to bottomWidth, centred on x. */
export function taperedLeg(
  x: number,
  top: number,
  bottom: number,
  topWidth: number,
  bottomWidth: number,
  fill: string,
): string {
  return polygon(
    [
      [x - topWidth / 2, top],
      [x + topWidth / 2, top],
      [x + bottomWidth / 2, bottom],
      [x - bottomWidth / 2, bottom],
    ],
    fill,
  );
}

/** A leg leaning outwards: its foot sits `splay` further out than its top. */
export function splayedLeg(x: number, top: number, bottom: number, width: number, splay: number, fill: string): string {
  return polygon(
    [
      [x - width / 2, top],
      [x + width / 2, top],
      [x + splay + width / 2.6, bottom],
      [x + splay - width / 2.6, bottom],
    ],
    fill,
  );
}

/** A board seen from the front: its face with a thin lit top and a darker lower edge. */
export function slab(x: number, y: number, width: number, thickness: number, tone: WoodTone, radius = 0.8): string {
  return (
    rect(x, y, width, thickness, tone.face, radius) +
    rect(x, y + thickness * 0.72, width, thickness * 0.28, tone.side, radius / 2) +
    rect(x + 0.5, y, width - 1, Math.min(0.8, thickness * 0.2), tone.highlight, 0.3)
  );
}

/** A round knob or a bar handle on a drawer or door front. */
export function knob(x: number, y: number, tone: WoodTone, bar = false): string {
  return bar ? rect(x - 5, y - 0.8, 10, 1.6, tone.edge, 0.8) : rect(x - 1.4, y - 1.4, 2.8, 2.8, tone.edge, 1.4);
}
