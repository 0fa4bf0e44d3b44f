import { bookStack, bowlWithFruit, tableLamp, vaseWithBranch } from './decor.ts';
import { accent, wood } from './palette.ts';
import { type DrawContext, type Drawing, slab, splayedLeg, taperedLeg } from './parts.ts';
import { ellipse, path, polygon, rect, round } from './svg.ts';

/** Dining, console and side tables share one build: a top, an apron and four tapered legs. */
function leggedTable(context: DrawContext, width: number, height: number, options: { shelf?: boolean }): string {
  const { tone } = context;
  const top = -height;
  const inset = width * 0.07;
  let body = '';
  body += taperedLeg(inset + 8, top + 5, -2, 5, 3.5, tone.side);
  body += taperedLeg(width - inset - 8, top + 5, -2, 5, 3.5, tone.side);
  if (options.shelf) body += slab(inset, -height * 0.28, width - inset * 2, 2.5, tone);
  body += rect(inset - 2, top + 4, width - inset * 2 + 4, 7, tone.side);
  body += taperedLeg(inset, top + 5, 0, 6.5, 4, tone.face);
  body += taperedLeg(width - inset, top + 5, 0, 6.5, 4, tone.face);
  body += slab(0, top, width, 5, tone);
  return body;
}

export function diningTable(context: DrawContext): Drawing {
  const { rng } = context;
  const width = 200;
  let body = leggedTable(context, width, 76, {});
  body += rng.chance(0.5) ? vaseWithBranch(rng, width * 0.35, -76, 1.2) : bowlWithFruit(width * 0.4, -76, 1.2);
  if (rng.chance(0.6)) body += candle(width * 0.62, -76) + candle(width * 0.68, -76);
  return { width, height: 120, body };
}

function candle(x: number, y: number): string {
  return (
    rect(x - 2.5, y - 3, 5, 3, wood.walnut) +
    rect(x - 1, y - 19, 2, 16, wood.linen) +
    ellipse(x, y - 21.5, 1.2, 2.4, accent.glow)
  );
}

export function consoleTable(context: DrawContext): Drawing {
  const width = 130;
  let body = leggedTable(context, width, 80, { shelf: true });
  body += tableLamp(width * 0.25, -80, 1) + vaseWithBranch(context.rng, width * 0.72, -80, 0.9);
  body += bookStack(context.rng, width * 0.5, -80 * 0.28 - 0.2, 26);
  return { width, height: 125, body };
}

export function sideTable(context: DrawContext): Drawing {
  const width = 52;
  let body = leggedTable(context, width, 55, { shelf: true });
  body += context.rng.chance(0.5) ? tableLamp(width / 2, -55, 0.8) : vaseWithBranch(context.rng, width / 2, -55, 0.9);
  return { width, height: 90, body };
}

export function deskTable(context: DrawContext): Drawing {
  const { tone, rng } = context;
  const width = 140;
  let body = leggedTable(context, width, 76, {});
  body += rect(width * 0.55, -71, width * 0.35, 10, tone.face, 0.8);
  body += rect(width * 0.55 + width * 0.175 - 6, -66.8, 12, 1.6, tone.edge, 0.8);
  body += tableLamp(width * 0.16, -76, 1.05) + bookStack(rng, width * 0.72, -76, 24);
  body += rect(width * 0.38, -90, 26, 14, accent.cream, 1) + rect(width * 0.38 + 2, -88, 22, 10, wood.walnut, 0.5);
  return { width, height: 125, body };
}

export function coffeeTable(context: DrawContext): Drawing {
  const { tone, rng } = context;
  const width = 120;
  const top = -42;
  let edge = `M0 ${top + 2}`;
  for (let step = 1; step <= 8; step++) edge += ` L${round((width * step) / 8)} ${round(top + rng.between(-1.5, 1.5))}`;
  edge += ` L${width} ${top + 8} L0 ${top + 8} Z`;
  let body = '';
  body += splayedLeg(18, top + 6, 0, 5, -5, tone.side) + splayedLeg(width - 18, top + 6, 0, 5, 5, tone.side);
  body += splayedLeg(12, top + 6, 0, 6, -6, tone.face) + splayedLeg(width - 12, top + 6, 0, 6, 6, tone.face);
  body += path(edge, tone.face) + rect(0, top + 6, width, 2.5, tone.side, 0.8);
  body += bookStack(rng, width * 0.3, top + 1, 22) + bowlWithFruit(width * 0.68, top + 1, 0.9);
  return { width, height: 80, body };
}

export function roundTable(context: DrawContext): Drawing {
  const { tone, rng } = context;
  const width = 110;
  const top = -75;
  let body = '';
  body += polygon(
    [
      [width / 2 - 28, 0],
      [width / 2 + 28, 0],
      [width / 2 + 10, -8],
      [width / 2 - 10, -8],
    ],
    tone.side,
  );
  body += taperedLeg(width / 2, top + 5, -7, 9, 14, tone.face);
  body += ellipse(width / 2, top + 5, width / 2, 4, tone.side) + slab(0, top, width, 5, tone, 2.5);
  body += vaseWithBranch(rng, width * 0.5, top, 1.1);
  return { width, height: 125, body };
}
