import { darken, lighten } from './palette.ts';
import type { Random } from './random.ts';
import { lightingGradient, type Point, polygon, rect } from './svg.ts';
import { grainLines } from './wood-grain.ts';

export type FloorPattern = 'planks' | 'herringbone' | 'chevron';

/** Each board differs a little in colour, as real boards do. */
const boardColor = (rng: Random, face: string) =>
  rng.chance(0.5) ? darken(face, rng.between(0, 0.14)) : lighten(face, rng.between(0, 0.1));

/** Staggered rows of long boards, with a line of grain in each. */
function straightPlanks(rng: Random, width: number, height: number, face: string): string {
  const boardWidth = Math.round(height / 6.5);
  const seam = darken(face, 0.45);
  let body = rect(0, 0, width, height, seam);
  for (let y = 0; y < height; y += boardWidth) {
    let x = -rng.between(0, boardWidth * 5);
    while (x < width) {
      const length = boardWidth * rng.between(4, 8);
      const color = boardColor(rng, face);
      body += rect(x + 1, y + 1, length - 2, boardWidth - 2, color, 1.5);
      body += grainLines(rng, { x: x + 4, y: y + 3, width: length - 8, height: boardWidth - 6 }, color, { lines: 4 });
      x += length;
    }
  }
  return body;
}

/** Corners of a board given in a frame turned 45°, mapped back to the picture. */
function turned(points: readonly Point[], centre: Point): Point[] {
  const c = Math.SQRT1_2;
  return points.map(([x, y]) => [centre[0] + (x - y) * c, centre[1] + (x + y) * c]);
}

/**
 * Herringbone: a staircase of horizontal and vertical boards (length = 4 × width), repeated
 * along (L, -L), all turned 45°.
 */
function herringbone(rng: Random, width: number, height: number, face: string): string {
  const unit = Math.round(Math.min(width, height) / 14);
  const length = 4;
  const centre: Point = [width / 2, height / 2];
  const reach = Math.ceil(Math.hypot(width, height) / unit / 2) + length;
  let body = rect(0, 0, width, height, darken(face, 0.45));
  const board = (x0: number, y0: number, x1: number, y1: number) => {
    const corners = turned(
      [
        [x0 * unit + 1, y0 * unit + 1],
        [x1 * unit - 1, y0 * unit + 1],
        [x1 * unit - 1, y1 * unit - 1],
        [x0 * unit + 1, y1 * unit - 1],
      ],
      centre,
    );
    const visible = corners.some(
      ([x, y]) => x > -unit * 4 && x < width + unit * 4 && y > -unit * 4 && y < height + unit * 4,
    );
    return visible ? polygon(corners, boardColor(rng, face)) : '';
  };
  for (let row = -reach; row <= reach; row++) {
    for (let step = -reach * 2; step <= reach * 2; step++) {
      const ox = step + row * length;
      const oy = step - row * length;
      body += board(ox, oy, ox + length, oy + 1);
      body += board(ox + length, oy + 1 - length, ox + length + 1, oy + 1);
    }
  }
  return body;
}

/** Chevron: columns of boards cut at 45° so their ends meet in straight lines. */
function chevron(rng: Random, width: number, height: number, face: string): string {
  const column = Math.round(width / 5);
  const boardHeight = Math.round(column / 3.2);
  let body = rect(0, 0, width, height, darken(face, 0.45));
  for (let index = 0; index * column < width; index++) {
    const x0 = index * column;
    const slope = index % 2 === 0 ? column : -column;
    for (let y = -column * 2; y < height + column; y += boardHeight) {
      const top = index % 2 === 0 ? y : y + column;
      body += polygon(
        [
          [x0 + 1, top + 1],
          [x0 + column - 1, top + slope + 1],
          [x0 + column - 1, top + slope + boardHeight - 1],
          [x0 + 1, top + boardHeight - 1],
        ],
        boardColor(rng, face),
      );
    }
  }
  return body;
}

/** A floor seen from above, lit softly from one corner. */
export function floorSurface(rng: Random, pattern: FloorPattern, width: number, height: number, face: string): string {
  const drawing = { planks: straightPlanks, herringbone, chevron }[pattern];
  const light = lightingGradient('floor-light', 0.22, 0.18);
  return `<defs>${light}</defs>${drawing(rng, width, height, face)}${rect(0, 0, width, height, 'url(#floor-light)')}`;
}
