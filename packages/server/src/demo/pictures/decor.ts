import { accent, darken, lighten, wood } from './palette.ts';
import type { Random } from './random.ts';
import { circle, ellipse, path, polygon, rect, round } from './svg.ts';

/**
 * Small things that make a piece look lived with. Every function draws around a base point
 * (x, y) in the furniture's units (centimetres), upwards from y.
 */
export function vaseWithBranch(rng: Random, x: number, y: number, size = 1): string {
  const height = 22 * size;
  const width = 11 * size;
  const color = rng.pick([accent.cream, accent.sage, wood.linen, accent.clay]);
  const vase = path(
    `M${round(x - width * 0.25)} ${round(y)} C${round(x - width * 0.75)} ${round(y - height * 0.4)} ${round(x - width * 0.55)} ${round(y - height * 0.8)} ${round(x - width * 0.18)} ${round(y - height)} L${round(x + width * 0.18)} ${round(y - height)} C${round(x + width * 0.55)} ${round(y - height * 0.8)} ${round(x + width * 0.75)} ${round(y - height * 0.4)} ${round(x + width * 0.25)} ${round(y)} Z`,
    color,
  );
  return branch(rng, x, y - height, 30 * size) + vase;
}

function branch(rng: Random, x: number, y: number, length: number): string {
  let body = '';
  const stems = rng.integer(2, 3);
  for (let stem = 0; stem < stems; stem++) {
    const lean = rng.between(-0.6, 0.6);
    const tipX = x + lean * length;
    const tipY = y - length * rng.between(0.7, 1);
    body += `<path d="M${round(x)} ${round(y)} Q${round(x + lean * length * 0.2)} ${round(y - length * 0.5)} ${round(tipX)} ${round(tipY)}" fill="none" stroke="${accent.moss}" stroke-width="${round(length / 45)}"/>`;
    for (let leaf = 1; leaf <= 4; leaf++) {
      const t = leaf / 4.6;
      const leafX = x + (tipX - x) * t;
      const leafY = y + (tipY - y) * t;
      const side = leaf % 2 === 0 ? 1 : -1;
      body += ellipse(
        leafX + side * length * 0.06,
        leafY,
        length * 0.08,
        length * 0.035,
        accent.sage,
        `transform="rotate(${side * 35} ${round(leafX)} ${round(leafY)})"`,
      );
    }
  }
  return body;
}

export function bowlWithFruit(x: number, y: number, size = 1): string {
  const width = 26 * size;
  return (
    circle(x - width * 0.18, y - width * 0.32, width * 0.17, accent.clay) +
    circle(x + width * 0.12, y - width * 0.34, width * 0.15, wood.amber) +
    circle(x - width * 0.02, y - width * 0.44, width * 0.14, accent.sage) +
    path(
      `M${round(x - width / 2)} ${round(y - width * 0.3)} Q${round(x)} ${round(y + width * 0.12)} ${round(x + width / 2)} ${round(y - width * 0.3)} Z`,
      accent.cream,
    )
  );
}

const bookColors = [
  accent.clay,
  accent.sage,
  accent.moss,
  wood.honey,
  accent.cream,
  wood.amber,
  wood.walnut,
  accent.sand,
];

/** Upright books from x to x + width on a shelf at y. */
export function bookRow(rng: Random, x: number, y: number, width: number, maxHeight: number): string {
  let body = '';
  let cursor = x;
  while (cursor < x + width - 2) {
    const bookWidth = Math.min(rng.between(2.2, 4.8), x + width - cursor);
    const height = maxHeight * rng.between(0.62, 0.95);
    const color = rng.pick(bookColors);
    body += rect(cursor, y - height, bookWidth - 0.3, height, color, 0.4);
    body += rect(
      cursor,
      y - height * 0.82,
      bookWidth - 0.3,
      height * 0.06,
      lighten(color, 0.25),
      0,
      'fill-opacity="0.7"',
    );
    cursor += bookWidth;
  }
  return body;
}

export function bookStack(rng: Random, x: number, y: number, width: number): string {
  let body = '';
  let top = y;
  const count = rng.integer(2, 4);
  for (let book = 0; book < count; book++) {
    const thickness = rng.between(2.2, 3.6);
    const bookWidth = width * rng.between(0.75, 1);
    body += rect(
      x - bookWidth / 2 + rng.between(-1.5, 1.5),
      top - thickness,
      bookWidth,
      thickness - 0.3,
      rng.pick(bookColors),
      0.5,
    );
    top -= thickness;
  }
  return body;
}

export function tableLamp(x: number, y: number, size = 1): string {
  const shadeColor = accent.cream;
  return (
    ellipse(x, y - 1.2 * size, 7 * size, 1.6 * size, wood.walnut) +
    rect(x - 0.8 * size, y - 26 * size, 1.6 * size, 25 * size, wood.walnut) +
    polygon(
      [
        [x - 7 * size, y - 38 * size],
        [x + 7 * size, y - 38 * size],
        [x + 12 * size, y - 24 * size],
        [x - 12 * size, y - 24 * size],
      ],
      shadeColor,
    ) +
    ellipse(x, y - 18 * size, 16 * size, 6 * size, wood.honey, 'fill-opacity="0.18"')
  );
}

/** A leafy plant in a pot standing on the floor at (x, y). */
export function pottedPlant(rng: Random, x: number, y: number, size = 1): string {
  const potWidth = 30 * size;
  const potHeight = 30 * size;
  let leaves = '';
  const count = rng.integer(7, 11);
  for (let leaf = 0; leaf < count; leaf++) {
    const angle = -90 + rng.between(-70, 70);
    const length = rng.between(28, 48) * size;
    const radians = (angle * Math.PI) / 180;
    const tipX = x + Math.cos(radians) * length * 0.55;
    const tipY = y - potHeight + Math.sin(radians) * length * 0.55;
    const color = rng.chance(0.5) ? accent.sage : accent.moss;
    leaves += ellipse(
      tipX,
      tipY,
      length * 0.5,
      length * 0.16,
      color,
      `transform="rotate(${round(angle)} ${round(tipX)} ${round(tipY)})"`,
    );
  }
  const potColor = rng.pick([accent.clay, accent.cream, wood.oak]);
  const pot = polygon(
    [
      [x - potWidth / 2, y - potHeight],
      [x + potWidth / 2, y - potHeight],
      [x + potWidth * 0.38, y],
      [x - potWidth * 0.38, y],
    ],
    potColor,
  );
  return (
    leaves + pot + rect(x - potWidth / 2 - 1, y - potHeight - 2, potWidth + 2, 4 * size, darken(potColor, 0.12), 1)
  );
}
