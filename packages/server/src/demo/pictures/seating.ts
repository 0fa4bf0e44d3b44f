import { lighten } from './palette.ts';
import { type DrawContext, type Drawing, slab, splayedLeg, taperedLeg } from './parts.ts';
import { ellipse, rect } from './svg.ts';

export function diningChair(context: DrawContext): Drawing {
  const { tone, rng } = context;
  const width = 48;
  const seat = -46;
  const ladderBack = rng.chance(0.5);
  let body = '';
  body += taperedLeg(6, -92, 0, 4, 3.5, tone.side) + taperedLeg(width - 6, -92, 0, 4, 3.5, tone.side);
  if (ladderBack) {
    for (const y of [-88, -78, -68]) body += rect(6, y, width - 12, 5, tone.face, 1.5);
  } else {
    body += rect(4, -93, width - 8, 7, tone.face, 3.5);
    for (let spindle = 1; spindle <= 5; spindle++)
      body += rect(6 + spindle * ((width - 12) / 6) - 0.9, -86, 1.8, 40, tone.face);
  }
  body += rect(8, -18, width - 16, 2.5, tone.side);
  body += splayedLeg(9, seat + 4, 0, 4.5, -2, tone.face) + splayedLeg(width - 9, seat + 4, 0, 4.5, 2, tone.face);
  body += slab(2, seat, width - 4, 5, tone, 1.5);
  return { width, height: 95, body };
}

export function armchair(context: DrawContext): Drawing {
  const { tone, textile } = context;
  const width = 82;
  let body = '';
  body += rect(12, -84, width - 24, 50, textile, 9);
  body += rect(12, -84, width - 24, 6, lighten(textile, 0.12), 3);
  body += rect(8, -44, width - 16, 14, textile, 6);
  body += taperedLeg(10, -38, 0, 5, 3.5, tone.face) + taperedLeg(width - 10, -38, 0, 5, 3.5, tone.face);
  body += rect(0, -62, 14, 5, tone.face, 2.5) + rect(width - 14, -62, 14, 5, tone.face, 2.5);
  body += rect(5, -60, 4, 26, tone.side) + rect(width - 9, -60, 4, 26, tone.side);
  body += rect(4, -32, width - 8, 5, tone.face, 1.5);
  return { width, height: 90, body };
}

function roundStool(context: DrawContext, height: number, width: number): string {
  const { tone } = context;
  let body = '';
  body += splayedLeg(width / 2, -height + 4, 0, 4, 0, tone.side);
  body += splayedLeg(width * 0.3, -height + 4, 0, 4.5, -width * 0.2, tone.face);
  body += splayedLeg(width * 0.7, -height + 4, 0, 4.5, width * 0.2, tone.face);
  if (height > 60) body += rect(width * 0.12, -height * 0.3, width * 0.76, 2.5, tone.side, 1);
  body += ellipse(width / 2, -height + 3, width / 2, 4, tone.side) + slab(0, -height, width, 4.5, tone, 2.2);
  return body;
}

export function stool(context: DrawContext): Drawing {
  return { width: 40, height: 48, body: roundStool(context, 46, 40) };
}

export function barStool(context: DrawContext): Drawing {
  return { width: 42, height: 78, body: roundStool(context, 76, 42) };
}

/** A plain hall bench, or with a slatted back for the garden. */
function bench(context: DrawContext, slatted: boolean): Drawing {
  const { tone } = context;
  const width = 150;
  let body = '';
  if (slatted) {
    body += rect(10, -86, 5, 86, tone.side, 1) + rect(width - 15, -86, 5, 86, tone.side, 1);
    for (const y of [-84, -74, -64]) body += rect(8, y, width - 16, 6.5, tone.face, 1.2);
  }
  for (const x of [14, width - 14]) {
    body += rect(x - 4, -44, 8, 44, tone.face, 1) + rect(x - 9, -4, 18, 4, tone.side, 1);
  }
  body += rect(18, -20, width - 36, 3, tone.side);
  if (slatted) {
    for (const y of [-46, -41]) body += rect(0, y, width, 4.2, tone.face, 1) + rect(0, y + 3.4, width, 0.8, tone.edge);
  } else {
    body += slab(0, -46, width, 6, tone, 1.2);
  }
  return { width, height: slatted ? 92 : 60, body };
}

export const hallBench = (context: DrawContext) => bench(context, false);
export const gardenBench = (context: DrawContext) => bench(context, true);

/** An Adirondack chair seen from the front: fanned back slats, broad arms, a low seat. */
export function gardenChair(context: DrawContext): Drawing {
  const { tone } = context;
  const width = 80;
  let body = '';
  const slats = 5;
  for (let slat = 0; slat < slats; slat++) {
    const offset = slat - (slats - 1) / 2;
    const x = width / 2 + offset * 9.5;
    const top = -98 + Math.abs(offset) * 7;
    body += rect(x - 4, top, 8, -30 - top, tone.face, 4);
  }
  body += rect(14, -72, width - 28, 4, tone.side);
  body += rect(8, -36, width - 16, 8, tone.face, 1.5);
  body += rect(4, -60, 5, 60, tone.side, 1) + rect(width - 9, -60, 5, 60, tone.side, 1);
  body += rect(-4, -62, 20, 5, tone.face, 2) + rect(width - 16, -62, 20, 5, tone.face, 2);
  return { width, height: 100, body };
}
