import { darken, lighten } from './palette.ts';
import type { Random } from './random.ts';
import { rect, round, sheenGradient, vignette } from './svg.ts';
import { grainLines } from './wood-grain.ts';

export type FloorPattern = 'planks' | 'herringbone' | 'chevron';

/** Each board differs a little in colour, as real boards do. */
const boardColor = (rng: Random, face: string) =>
  rng.chance(0.5) ? darken(face, rng.between(0, 0.16)) : lighten(face, rng.between(0, 0.1));

interface Floor {
  rng: Random;
  face: string;
}

/**
 * One board with its grain, seen in its own frame (grain along x, from 0 to length), with a
 * worn bevel: a lit upper edge and a shaded lower one. `transform` places it in the picture.
 */
function board(floor: Floor, length: number, width: number, transform: string): string {
  const { rng } = floor;
  const color = boardColor(rng, floor.face);
  const area = { x: 0, y: 0, width: length, height: width };
  const grain = grainLines(rng, area, color, {
    lines: rng.integer(5, 8),
    cathedral: rng.chance(0.55),
    knots: rng.chance(0.08) ? 1 : 0,
    // Pores only show on long boards; on parquet blocks they cost more than they add.
    pores: length > width * 6,
    bounded: true,
  });
  const bevel = Math.max(1, width * 0.04);
  return (
    `<g transform="${transform}">${rect(0, 0, length, width, color)}${grain}` +
    rect(0, 0, length, bevel, '#ffffff', 0, 'fill-opacity="0.16"') +
    rect(0, width - bevel, length, bevel, '#000000', 0, 'fill-opacity="0.18"') +
    '</g>'
  );
}

/** Staggered rows of long boards. */
function straightPlanks(floor: Floor, width: number, height: number): string {
  const { rng } = floor;
  const boardWidth = Math.round(height / 6.5);
  let body = rect(0, 0, width, height, darken(floor.face, 0.5));
  for (let y = 0; y < height; y += boardWidth) {
    let x = -rng.between(0, boardWidth * 5);
    while (x < width) {
      const length = boardWidth * rng.between(4, 8);
      body += board(floor, length - 1.5, boardWidth - 1.5, `translate(${round(x)} ${y})`);
      x += length;
    }
  }
  return body;
}

/**
 * Herringbone: a staircase of horizontal and vertical boards (length = 4 × width), repeated
 * along (L, -L), all turned 45° about the centre.
 */
function herringbone(floor: Floor, width: number, height: number): string {
  const unit = Math.round(Math.min(width, height) / 14);
  const length = 4;
  const reach = Math.ceil(Math.hypot(width, height) / unit / 2) + length;
  const half = Math.hypot(width, height) / 2 + unit * length;
  const visible = (x: number, y: number) => Math.abs(x * unit) < half && Math.abs(y * unit) < half;
  let body = '';
  for (let row = -reach; row <= reach; row++) {
    for (let step = -reach * 2; step <= reach * 2; step++) {
      const ox = step + row * length;
      const oy = step - row * length;
      if (!visible(ox + 2, oy) || !onScreen(ox, oy, unit, width, height)) continue;
      body += board(floor, length * unit - 1.5, unit - 1.5, `translate(${ox * unit} ${oy * unit})`);
      body += board(
        floor,
        length * unit - 1.5,
        unit - 1.5,
        `translate(${(ox + length + 1) * unit} ${(oy + 1 - length) * unit}) rotate(90)`,
      );
    }
  }
  return `<g transform="translate(${width / 2} ${height / 2}) rotate(45)">${rect(-half, -half, half * 2, half * 2, darken(floor.face, 0.5))}${body}</g>`;
}

/** Whether a herringbone pair at (ox, oy), turned 45° about the centre, lands in the picture. */
function onScreen(ox: number, oy: number, unit: number, width: number, height: number): boolean {
  const c = Math.SQRT1_2;
  const x = (ox + 2 - oy) * unit * c;
  const y = (ox + 2 + oy) * unit * c;
  const margin = unit * 4;
  return Math.abs(x) < width / 2 + margin && Math.abs(y) < height / 2 + margin;
}

/** Chevron: columns of boards cut at 45° so their ends meet in straight lines. */
function chevron(floor: Floor, width: number, height: number): string {
  const column = Math.round(width / 5);
  const boardHeight = Math.round(column / 3.2);
  let body = rect(0, 0, width, height, darken(floor.face, 0.5));
  for (let index = 0; index * column < width; index++) {
    const rising = index % 2 === 0;
    for (let y = -column * 2; y < height + column; y += boardHeight) {
      const top = rising ? y : y + column;
      const shape = `translate(${index * column} ${top}) skewY(${rising ? 45 : -45})`;
      body += board(floor, column - 1.5, boardHeight - 1.5, shape);
    }
  }
  return body;
}

/** A floor seen from above, lit softly from one corner. */
export function floorSurface(rng: Random, pattern: FloorPattern, width: number, height: number, face: string): string {
  const drawing = { planks: straightPlanks, herringbone, chevron }[pattern];
  const floor: Floor = { rng, face };
  const light = sheenGradient('floor-light', 0.14) + vignette('floor-vignette', 0.32);
  return `<defs>${light}</defs>${drawing(floor, width, height)}${rect(0, 0, width, height, 'url(#floor-light)')}${rect(0, 0, width, height, 'url(#floor-vignette)')}`;
}
