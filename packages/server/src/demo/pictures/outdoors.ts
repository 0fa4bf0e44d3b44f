import { accent, darken, lighten, wood } from './palette.ts';
import { type DrawContext, type Drawing, slab } from './parts.ts';
import type { Random } from './random.ts';
import { circle, ellipse, polygon, rect } from './svg.ts';

export function pineTree(rng: Random, x: number, height: number): string {
  const color = rng.pick([accent.moss, darken(accent.moss, 0.15), accent.sage]);
  let body = rect(x - height * 0.03, -height * 0.22, height * 0.06, height * 0.22, wood.oak);
  const tiers = 3;
  for (let tier = 0; tier < tiers; tier++) {
    const base = -height * (0.15 + tier * 0.25);
    const halfWidth = height * (0.3 - tier * 0.07);
    const shade = tier % 2 === 0 ? color : lighten(color, 0.08);
    body += polygon(
      [
        [x - halfWidth, base],
        [x + halfWidth, base],
        [x, base - height * 0.42],
      ],
      shade,
    );
  }
  return body;
}

/** A cedar box of horizontal boards overflowing with leaves. */
export function planterBox(context: DrawContext): Drawing {
  const { tone, rng } = context;
  const width = 120;
  let body = '';
  for (let leaf = 0; leaf < 26; leaf++) {
    const x = rng.between(10, width - 10);
    const y = -50 - rng.between(0, 38);
    const color = rng.pick([accent.sage, accent.moss, lighten(accent.sage, 0.15)]);
    body += ellipse(
      x,
      y,
      rng.between(7, 13),
      rng.between(4, 7),
      color,
      `transform="rotate(${Math.round(rng.between(-50, 50))} ${Math.round(x)} ${Math.round(y)})"`,
    );
  }
  for (let flower = 0; flower < 5; flower++)
    body += circle(rng.between(16, width - 16), -60 - rng.between(5, 30), 3.2, wood.amber);
  for (const [index, y] of [-52, -40, -28, -16].entries()) {
    body += rect(0, y, width, 11.5, index % 2 === 0 ? tone.face : lighten(tone.base, 0.06), 0.8);
  }
  body += rect(0, -54, 6, 54, tone.side, 1) + rect(width - 6, -54, 6, 54, tone.side, 1);
  body += slab(-3, -56, width + 6, 4, tone);
  return { width, height: 100, body };
}

export function pergola(context: DrawContext): Drawing {
  const { tone, rng } = context;
  const width = 320;
  let body = '';
  for (const x of [20, width - 20])
    body += rect(x - 6, -240, 12, 240, tone.face, 1.5) + rect(x + 2, -240, 4, 240, tone.side);
  for (let rafter = 0; rafter < 9; rafter++) body += rect(rafter * 40 - 4, -262, 8, 14, tone.side, 1.5);
  body += slab(-12, -250, width + 24, 12, tone, 2);
  for (let leaf = 0; leaf < 40; leaf++) {
    const x = rng.between(-5, width + 5);
    body += ellipse(
      x,
      -244 + rng.between(0, 30) * (x < 40 || x > width - 40 ? 3 : 1),
      6,
      3.5,
      rng.pick([accent.sage, accent.moss]),
    );
  }
  body += rect(90, -46, 140, 6, tone.face, 1.5) + rect(100, -40, 8, 40, tone.side) + rect(212, -40, 8, 40, tone.side);
  return { width, height: 265, body };
}

/** A log cabin with a lit window: the Custom Cabin service and the outdoor projects. */
export function logCabin(context: DrawContext): Drawing {
  const { tone, rng } = context;
  const width = 300;
  const wallTop = -150;
  let body = '';
  body += rect(width * 0.7, -235, 22, 60, darken(wood.walnut, 0.1), 2);
  body += polygon(
    [
      [-18, wallTop + 4],
      [width / 2, -250],
      [width + 18, wallTop + 4],
    ],
    darken(wood.walnut, 0.15),
  );
  body += polygon(
    [
      [12, wallTop],
      [width / 2, -232],
      [width - 12, wallTop],
    ],
    tone.side,
  );
  body += rect(4, wallTop, width - 8, -wallTop, tone.edge);
  for (let log = 0; log < 10; log++) {
    const y = wallTop + log * 15;
    body += rect(0, y, width, 14.4, log % 2 === 0 ? tone.face : lighten(tone.base, 0.05), 7);
    body += circle(4, y + 7.2, 6.5, tone.highlight) + circle(width - 4, y + 7.2, 6.5, tone.highlight);
  }
  body += windowPane(width * 0.2, -112, 56, 50, tone) + windowPane(width * 0.66, -112, 56, 50, tone);
  body += rect(width * 0.43, -96, 42, 96, darken(tone.base, 0.45), 2) + circle(width * 0.43 + 34, -48, 2.4, wood.honey);
  body +=
    circle(width / 2, -196, 14, darken(wood.walnut, 0.05)) +
    circle(width / 2, -196, 11, wood.honey, 'fill-opacity="0.85"');
  if (rng.chance(0.7)) body += rect(width * 0.38, -2, 66, 6, tone.side, 1);
  return { width, height: 250, body };
}

function windowPane(x: number, y: number, width: number, height: number, tone: DrawContext['tone']): string {
  return (
    rect(x - 4, y - 4, width + 8, height + 8, tone.edge, 2) +
    rect(x, y, width, height, accent.glow) +
    rect(x + width / 2 - 1.5, y, 3, height, tone.edge) +
    rect(x, y + height / 2 - 1.5, width, 3, tone.edge)
  );
}

/** A stand of pines with a stack of cut logs: sustainable sourcing. */
export function pineGrove(context: DrawContext): Drawing {
  const { rng, tone } = context;
  const width = 320;
  let body = '';
  for (const [x, height] of [
    [40, 200],
    [120, 250],
    [205, 220],
    [280, 180],
    [165, 150],
  ] as const) {
    body += pineTree(rng, x + rng.between(-10, 10), height * rng.between(0.9, 1.05));
  }
  for (const [index, [x, y]] of [
    [210, -10],
    [232, -10],
    [254, -10],
    [221, -29],
    [243, -29],
    [232, -48],
  ].entries()) {
    body +=
      circle(x, y, 10.5, tone.side) + circle(x, y, 8, tone.highlight) + circle(x, y, 3.5 + (index % 2), tone.face);
  }
  return { width, height: 260, body };
}
