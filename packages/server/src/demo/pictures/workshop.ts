import { pottedPlant } from './decor.ts';
import { accent, darken, lighten, wood } from './palette.ts';
import { type DrawContext, type Drawing, slab, taperedLeg } from './parts.ts';
import { circle, line, path, polygon, rect } from './svg.ts';

/** An oak staircase with white risers and a handrail: the House Renovation service. */
export function staircase(context: DrawContext): Drawing {
  const { tone, rng } = context;
  const steps = 10;
  const run = 26;
  const rise = 19;
  const width = steps * run + 20;
  let body = '';
  for (let step = 0; step < steps; step++) {
    const x = step * run;
    const y = -(step + 1) * rise;
    body += rect(x, y, width - x, rise, accent.cream);
    body += slab(x - 3, y - 4, run + 4, 4.5, tone, 0.8);
  }
  const railStart: [number, number] = [10, -rise - 88];
  const railEnd: [number, number] = [steps * run - 10, -steps * rise - 88];
  for (let step = 0; step < steps; step++) {
    const x = step * run + run / 2;
    const treadTop = -(step + 1) * rise - 4;
    const railY = railStart[1] + ((x - railStart[0]) / (railEnd[0] - railStart[0])) * (railEnd[1] - railStart[1]);
    body += line([x, treadTop], [x, railY], tone.edge, 2.2);
  }
  body +=
    line(railStart, railEnd, tone.face, 6, 'stroke-linecap="round"') +
    rect(0, railStart[1], 7, -railStart[1] - rise, tone.face, 1.5);
  body += pottedPlant(rng, -40, 0, 1);
  return { width, height: steps * rise + 95, body };
}

/** A joiner's bench with a vice and a pegboard of hand tools: the Custom Works service. */
export function workbench(context: DrawContext): Drawing {
  const { tone } = context;
  const width = 200;
  let body = rect(10, -190, width - 20, 95, darken(wood.honey, 0.12), 2);
  for (let row = 0; row < 6; row++) {
    for (let column = 0; column < 14; column++)
      body += circle(20 + column * 12.5, -182 + row * 14, 1, darken(wood.honey, 0.3));
  }
  body += handSaw(32, -170) + hammer(92, -176) + chisels(120, -176) + trySquare(160, -176);
  for (const x of [16, width - 16]) body += taperedLeg(x, -82, 0, 8, 7, tone.side);
  body += rect(16, -24, width - 32, 5, tone.side);
  body += rect(-6, -88, 20, 16, tone.edge, 2) + rect(-14, -82, 10, 3, wood.walnut, 1.5);
  body += slab(0, -90, width, 9, tone, 1);
  body += handPlane(width * 0.6, -90, tone.face);
  return { width, height: 195, body };
}

function handSaw(x: number, y: number): string {
  return (
    polygon(
      [
        [x, y],
        [x + 50, y + 6],
        [x + 50, y + 22],
        [x, y + 14],
      ],
      lighten(accent.steel, 0.15),
    ) + rect(x - 16, y - 2, 18, 18, wood.amber, 4)
  );
}

function hammer(x: number, y: number): string {
  return rect(x - 2, y, 4, 46, wood.amber, 1.5) + rect(x - 10, y - 2, 20, 8, accent.iron, 1.5);
}

function chisels(x: number, y: number): string {
  let body = '';
  for (let index = 0; index < 3; index++) {
    const cx = x + index * 9;
    body += rect(cx - 2.5, y, 5, 20, accent.clay, 1.5) + rect(cx - 1.5, y + 20, 3, 22 - index * 3, accent.steel);
  }
  return body;
}

function trySquare(x: number, y: number): string {
  return rect(x, y, 6, 36, wood.walnut, 1) + rect(x, y + 30, 28, 4, accent.steel);
}

function handPlane(x: number, y: number, face: string): string {
  return (
    path(`M${x - 26} ${y} L${x + 26} ${y} L${x + 22} ${y - 9} L${x - 22} ${y - 9} Z`, face) +
    path(`M${x - 8} ${y - 9} Q${x - 4} ${y - 24} ${x + 8} ${y - 20} L${x + 6} ${y - 9} Z`, accent.clay) +
    circle(x - 16, y - 12, 4.5, accent.clay)
  );
}
