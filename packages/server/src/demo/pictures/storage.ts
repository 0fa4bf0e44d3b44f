import { bookRow, pottedPlant, tableLamp, vaseWithBranch } from './decor.ts';
import { accent, darken } from './palette.ts';
import { type DrawContext, type Drawing, knob, slab, taperedLeg } from './parts.ts';
import { line, rect } from './svg.ts';

export function bookshelf(context: DrawContext): Drawing {
  const { tone, rng } = context;
  const width = 100;
  const height = 190;
  const shelves = 5;
  const gap = (height - 8) / shelves;
  let body =
    rect(0, -height, width, height, tone.side, 1) +
    rect(4, -height + 4, width - 8, height - 8, darken(tone.base, 0.45));
  for (let shelf = 0; shelf < shelves; shelf++) {
    const floor = -height + 4 + gap * (shelf + 1);
    const decorated = rng.chance(0.35);
    const booksWidth = decorated ? (width - 8) * rng.between(0.45, 0.6) : width - 12;
    body += bookRow(rng, 6, floor - 2.5, booksWidth, gap - 6);
    if (decorated) body += vaseWithBranch(rng, 6 + booksWidth + (width - 12 - booksWidth) / 2, floor - 2.5, 0.55);
    body += rect(4, floor - 2.5, width - 8, 3, tone.face);
  }
  body += rect(0, -height, 4, height, tone.face) + rect(width - 4, -height, 4, height, tone.face);
  body += slab(-1, -height - 3, width + 2, 4, tone);
  return { width, height: height + 4, body };
}

/** Three floating shelves on the wall, with a plant standing on the floor below. */
export function wallShelves(context: DrawContext): Drawing {
  const { tone, rng } = context;
  const width = 130;
  let body = pottedPlant(rng, width * 0.78, 0, 1.1);
  for (const [index, y] of [-175, -140, -105].entries()) {
    const inset = index % 2 === 0 ? 0 : 18;
    body += bookRow(rng, inset + 6, y, rng.between(28, 44), 24);
    body += vaseWithBranch(rng, inset + 80, y, 0.6);
    body += slab(inset, y, width - 18, 4.5, tone, 0.6);
  }
  return { width, height: 205, body };
}

/** Doors with vertical fluting: the detail that makes a plain box read as cabinetry. */
function flutedDoor(x: number, y: number, width: number, height: number, context: DrawContext): string {
  const { tone } = context;
  let body = rect(x, y, width, height, tone.face, 0.6);
  for (let flute = 1; flute < Math.floor(width / 4); flute++) {
    body += line([x + flute * 4, y + 2], [x + flute * 4, y + height - 2], tone.side, 0.7, 'stroke-opacity="0.8"');
  }
  return body + knob(x + width / 2, y + height * 0.18, tone);
}

export function sideboard(context: DrawContext): Drawing {
  const { tone, rng } = context;
  const width = 180;
  const bodyTop = -78;
  let body = taperedLeg(14, -18, 0, 5, 3.5, tone.face) + taperedLeg(width - 14, -18, 0, 5, 3.5, tone.face);
  body += rect(4, bodyTop, width - 8, 60, tone.side, 1);
  const doors = 4;
  const doorWidth = (width - 14) / doors;
  for (let door = 0; door < doors; door++) {
    body += flutedDoor(7 + door * doorWidth + 0.6, bodyTop + 4, doorWidth - 1.2, 52, context);
  }
  body += slab(0, bodyTop - 4, width, 4.5, tone);
  body += tableLamp(width * 0.18, bodyTop - 4, 1.1) + vaseWithBranch(rng, width * 0.7, bodyTop - 4, 1.1);
  return { width, height: 130, body };
}

export function wardrobe(context: DrawContext): Drawing {
  const { tone } = context;
  const width = 110;
  let body = taperedLeg(10, -12, 0, 5, 4, tone.face) + taperedLeg(width - 10, -12, 0, 5, 4, tone.face);
  body += rect(2, -200, width - 4, 188, tone.side, 1);
  body +=
    rect(5, -196, width / 2 - 6, 180, tone.face, 0.8) + rect(width / 2 + 1, -196, width / 2 - 6, 180, tone.face, 0.8);
  for (const x of [5, width / 2 + 1])
    body += rect(x + 5, -190, width / 2 - 16, 168, tone.highlight, 0.6, 'fill-opacity="0.35"');
  body += knob(width / 2 - 4, -110, tone) + knob(width / 2 + 4, -110, tone);
  body += slab(0, -204, width, 5, tone);
  return { width, height: 206, body };
}

export function blanketChest(context: DrawContext): Drawing {
  const { tone } = context;
  const width = 110;
  let body = rect(4, -6, 10, 6, tone.side, 1) + rect(width - 14, -6, 10, 6, tone.side, 1);
  body += rect(2, -48, width - 4, 42, tone.face, 1);
  for (const x of [22, width / 2, width - 22]) body += line([x, -46], [x, -8], tone.side, 0.9);
  body += slab(0, -54, width, 6, tone);
  body += rect(width / 2 - 6, -47, 12, 3, tone.edge, 1);
  return { width, height: 80, body: body + drapedThrow(context, width) };
}

/** A folded cream blanket with stripes of the room's textile, hanging over the lid. */
function drapedThrow(context: DrawContext, width: number): string {
  const x = width * 0.58;
  const throwWidth = width * 0.14;
  let body =
    rect(width * 0.5, -56.5, width * 0.3, 3.5, accent.cream, 1) + rect(x, -56.5, throwWidth, 30, accent.cream, 1);
  for (const y of [-38, -34]) body += rect(x, y, throwWidth, 1.6, context.textile);
  return body;
}

function drawerStack(context: DrawContext, width: number, height: number, rows: number): string {
  const { tone } = context;
  const top = -height;
  const drawerHeight = (height - 16 - 4) / rows;
  let body = taperedLeg(8, -14, 0, 4.5, 3.2, tone.face) + taperedLeg(width - 8, -14, 0, 4.5, 3.2, tone.face);
  body += rect(2, top + 4, width - 4, height - 18, tone.side, 1);
  for (let row = 0; row < rows; row++) {
    const y = top + 6 + row * drawerHeight;
    body +=
      rect(5, y, width - 10, drawerHeight - 2, tone.face, 0.8) + knob(width / 2, y + drawerHeight / 2 - 1, tone, true);
  }
  return body + slab(0, top, width, 4.5, tone);
}

export function nightstand(context: DrawContext): Drawing {
  const body = drawerStack(context, 50, 60, 2) + tableLamp(25, -60, 0.85);
  return { width: 50, height: 95, body };
}

export function dresser(context: DrawContext): Drawing {
  const body = drawerStack(context, 120, 86, 3) + vaseWithBranch(context.rng, 90, -86, 1) + tableLamp(26, -86, 0.9);
  return { width: 120, height: 130, body };
}
