import { pottedPlant } from './decor.ts';
import { pineTree } from './outdoors.ts';
import { accent, darken, isDarkWood, lighten, mix, type WoodName, wood, woodFaces, woodTone } from './palette.ts';
import type { DrawContext } from './parts.ts';
import type { Random } from './random.ts';
import { type Subject, subjectDef } from './subjects.ts';
import {
  ellipse,
  lightingGradient,
  linearGradient,
  type Point,
  path,
  placed,
  polygon,
  radialGradient,
  rect,
  smoothPath,
} from './svg.ts';

/** The colours of a room: its wall, its floor and the tint of wall features. */
export type Mood = 'linen' | 'honey' | 'walnut' | 'clay';

interface Room {
  wallTop: string;
  wallBottom: string;
  floor: string;
  tint: string;
}

const rooms: Record<Mood, Room> = {
  linen: { wallTop: wood.linen, wallBottom: accent.cream, floor: mix(wood.honey, wood.amber, 0.35), tint: wood.honey },
  honey: {
    wallTop: lighten(wood.honey, 0.25),
    wallBottom: wood.honey,
    floor: mix(wood.oak, wood.amber, 0.35),
    tint: accent.sand,
  },
  walnut: {
    wallTop: wood.oak,
    wallBottom: wood.walnut,
    floor: darken(wood.walnut, 0.25),
    tint: mix(wood.oak, wood.amber, 0.25),
  },
  clay: {
    wallTop: mix(accent.clay, wood.linen, 0.62),
    wallBottom: mix(accent.clay, wood.linen, 0.5),
    floor: mix(wood.oak, wood.amber, 0.2),
    tint: mix(accent.clay, wood.linen, 0.35),
  },
};

const textiles = [accent.cream, accent.sage, accent.clay, wood.honey, mix(accent.sage, wood.linen, 0.4)];

export const DEFAULT_WOOD: WoodName = 'oak';

export interface SceneRequest {
  subject: Subject;
  wood?: WoodName;
  mood?: Mood;
  /** Overrides where the subject usually stands (an outdoor dining table, say). */
  setting?: 'room' | 'garden';
}

interface Frame {
  width: number;
  height: number;
  rng: Random;
}

/** Rooms a timber reads well in: dark woods against light walls, light woods against any but honey. */
const moodsFor = (woodName: WoodName): readonly Mood[] =>
  isDarkWood(woodName) ? ['linen', 'honey', 'clay'] : ['walnut', 'linen', 'clay'];

/** Another room that suits the same timber, for a second view of a piece. */
export function companionMood(woodName: WoodName, mood: Mood | undefined): Mood {
  const moods = moodsFor(woodName);
  return moods[(moods.indexOf(mood ?? moods[0]) + 1) % moods.length];
}

/** Wall, floor boards, soft light and one wall feature behind the piece. */
function roomBackdrop(frame: Frame, room: Room, floorY: number, focusX: number, focusWidth: number): string {
  const { width, height, rng } = frame;
  let body = rect(0, 0, width, floorY, 'url(#wall)');
  body += wallFeature(frame, room, floorY, focusX, focusWidth);
  body += floorBoards(frame, room.floor, floorY);
  body += rect(0, floorY - height * 0.018, width, height * 0.018, lighten(room.wallBottom, 0.12));
  body += rect(0, 0, width, height, 'url(#light)');
  return body + (rng.chance(0.3) ? pendantLamp(frame, focusX, floorY) : '');
}

/** Rows of boards that widen towards the viewer, with staggered end joints. */
function floorBoards(frame: Frame, floor: string, floorY: number): string {
  const { width, height, rng } = frame;
  const line = darken(floor, 0.25);
  const thickness = Math.max(1, height / 400);
  let body = rect(0, floorY, width, height - floorY, floor);
  let top = floorY;
  for (let gap = (height - floorY) * 0.12; top < height; gap *= 1.35) {
    const bottom = top + gap;
    for (let joint = rng.between(0, width / 3); joint < width; joint += rng.between(width / 4, width / 2)) {
      body += rect(joint, top, thickness, gap, line, 0, 'fill-opacity="0.5"');
    }
    if (bottom < height) body += rect(0, bottom, width, thickness, line, 0, 'fill-opacity="0.6"');
    top = bottom;
  }
  return body;
}

function wallFeature(frame: Frame, room: Room, floorY: number, focusX: number, focusWidth: number): string {
  const { width, height, rng } = frame;
  const feature = rng.pick(['arch', 'window', 'frames'] as const);
  if (feature === 'arch') {
    const archWidth = Math.min(width * 0.7, focusWidth * 1.25);
    const top = floorY * 0.14;
    const left = focusX - archWidth / 2;
    return path(
      `M${left} ${floorY} L${left} ${top + archWidth / 2} A${archWidth / 2} ${archWidth / 2} 0 0 1 ${left + archWidth} ${top + archWidth / 2} L${left + archWidth} ${floorY} Z`,
      room.tint,
      'fill-opacity="0.55"',
    );
  }
  if (feature === 'window') {
    const windowWidth = width * 0.22;
    const x = focusX < width / 2 ? width * 0.68 : width * 0.1;
    const y = floorY * 0.14;
    const windowHeight = floorY * 0.5;
    const beam = polygon(
      [
        [x, y + windowHeight],
        [x + windowWidth, y + windowHeight],
        [x + windowWidth * 1.6, height],
        [x + windowWidth * 0.2, height],
      ],
      '#ffffff',
      'fill-opacity="0.08"',
    );
    return (
      rect(x - 8, y - 8, windowWidth + 16, windowHeight + 16, darken(room.tint, 0.2), 3) +
      rect(x, y, windowWidth, windowHeight, accent.sky) +
      rect(x + windowWidth / 2 - 3, y, 6, windowHeight, darken(room.tint, 0.2)) +
      rect(x, y + windowHeight / 2 - 3, windowWidth, 6, darken(room.tint, 0.2)) +
      beam
    );
  }
  return pictureFrames(frame, room, floorY, focusX, focusWidth);
}

/** One or two framed prints hung beside the piece. */
function pictureFrames(frame: Frame, room: Room, floorY: number, focusX: number, focusWidth: number): string {
  const { width, rng } = frame;
  let body = '';
  const sides = rng.chance(0.5) ? [-1, 1] : [rng.pick([-1, 1])];
  for (const [index, side] of sides.entries()) {
    const frameWidth = Math.min(width, frame.height * 1.3) * rng.between(0.1, 0.14);
    const frameHeight = frameWidth * rng.between(1.1, 1.35);
    const beside = side < 0 ? focusX - focusWidth / 2 - frameWidth * 1.4 : focusX + focusWidth / 2 + frameWidth * 0.4;
    const x = Math.min(Math.max(beside, width * 0.04), width * 0.96 - frameWidth);
    const y = floorY * 0.12 + index * floorY * 0.08;
    const inner = [
      x + frameWidth * 0.12,
      y + frameWidth * 0.12,
      frameWidth * 0.76,
      frameHeight - frameWidth * 0.24,
    ] as const;
    body += rect(x, y, frameWidth, frameHeight, darken(room.tint, 0.45), 2);
    body += rect(...inner, wood.linen);
    body += path(
      `M${inner[0]} ${inner[1] + inner[3]} L${inner[0]} ${inner[1] + inner[3] * 0.65} Q${inner[0] + inner[2] * 0.4} ${inner[1] + inner[3] * 0.35} ${inner[0] + inner[2]} ${inner[1] + inner[3] * 0.6} L${inner[0] + inner[2]} ${inner[1] + inner[3]} Z`,
      rng.pick([accent.sage, wood.amber, accent.clay]),
    );
  }
  return body;
}

function pendantLamp(frame: Frame, focusX: number, floorY: number): string {
  const drop = floorY * 0.22;
  const shade = frame.width * 0.05;
  return (
    rect(focusX - 1, 0, 2, drop, wood.walnut) +
    path(
      `M${focusX - shade} ${drop + shade * 0.7} A${shade} ${shade * 0.7} 0 0 1 ${focusX + shade} ${drop + shade * 0.7} Z`,
      wood.walnut,
    ) +
    ellipse(focusX, drop + shade * 0.75, shade * 0.5, shade * 0.12, wood.honey)
  );
}

/** Sky, sun, two layers of hills and a lawn: the backdrop of garden pieces and cabins. */
function gardenBackdrop(frame: Frame, groundY: number): string {
  const { width, height, rng } = frame;
  const hill = (baseY: number, amplitude: number, color: string) => {
    const points: Point[] = [];
    for (let step = 0; step <= 8; step++) points.push([(width * step) / 8, baseY - rng.between(0, amplitude)]);
    return path(`${smoothPath(points)} L${width} ${height} L0 ${height} Z`, color);
  };
  let body = rect(0, 0, width, groundY, 'url(#sky)');
  body += ellipse(
    width * rng.between(0.15, 0.85),
    groundY * 0.3,
    height * 0.09,
    height * 0.09,
    wood.linen,
    'fill-opacity="0.9"',
  );
  body += hill(groundY * 0.78, groundY * 0.18, mix(accent.sage, wood.honey, 0.45));
  for (let tree = 0; tree < 6; tree++) {
    const x = rng.between(0, width);
    body += `<g transform="translate(0 ${groundY * 0.9})">${pineTree(rng, x, height * rng.between(0.12, 0.2))}</g>`;
  }
  body += hill(groundY * 0.96, groundY * 0.08, mix(accent.moss, accent.sage, 0.4));
  body += rect(0, groundY, width, height - groundY, 'url(#lawn)');
  return body;
}

function sceneDefs(room: Room, outdoor: boolean, dusk: boolean): string {
  const sky = dusk
    ? linearGradient('sky', [
        [0, mix(wood.amber, wood.oak, 0.35)],
        [1, wood.honey],
      ])
    : linearGradient('sky', [
        [0, mix(accent.sky, wood.honey, 0.3)],
        [1, wood.linen],
      ]);
  return [
    linearGradient('wall', [
      [0, room.wallTop],
      [1, room.wallBottom],
    ]),
    outdoor ? sky : '',
    linearGradient('lawn', [
      [0, mix(accent.moss, accent.sage, 0.5)],
      [1, darken(accent.moss, 0.2)],
    ]),
    lightingGradient('light', 0.16, 0.14),
    radialGradient('shadow', '#000000', 0.32),
  ].join('');
}

/** A piece of furniture (or a cabin, a staircase…) in a room or a garden. */
export function sceneBody(frame: Frame, request: SceneRequest): { body: string; defs: string } {
  const { width, height, rng } = frame;
  const definition = subjectDef(request.subject);
  const woodName = request.wood ?? DEFAULT_WOOD;
  const room = rooms[request.mood ?? rng.pick(moodsFor(woodName))];
  const context: DrawContext = { rng, tone: woodTone(woodFaces[woodName]), textile: rng.pick(textiles) };
  const drawing = definition.draw(context);
  const outdoor = request.setting ? request.setting === 'garden' : definition.outdoor === true;

  const wide = width / height > 1.5;
  const floorY = height * (outdoor ? 0.72 : 0.74);
  const baseY = floorY + (height - floorY) * 0.5;
  const presence = definition.presence ?? 0.5;
  const scale = Math.min((width * (wide ? 0.5 : 0.74)) / drawing.width, (height * presence) / drawing.height);
  const centreX = wide ? width * 0.66 : width / 2;
  const shadow = ellipse(centreX, baseY, (drawing.width * scale) / 1.6, height * 0.03, 'url(#shadow)');

  const backdrop = outdoor
    ? gardenBackdrop(frame, floorY)
    : roomBackdrop(frame, room, floorY, centreX, drawing.width * scale);
  const plant = !outdoor && rng.chance(0.45) ? floorPlant(frame, centreX, drawing.width * scale, baseY) : '';
  return {
    body: backdrop + shadow + placed(drawing.body, drawing.width, centreX, baseY, scale) + plant,
    defs: sceneDefs(room, outdoor, rng.chance(0.35)),
  };
}

function floorPlant(frame: Frame, centreX: number, pieceWidth: number, baseY: number): string {
  const side = centreX > frame.width / 2 ? -1 : 1;
  const x = centreX + side * (pieceWidth / 2 + frame.width * 0.1);
  if (x < frame.width * 0.06 || x > frame.width * 0.94) return '';
  const scale = frame.height / 420;
  return `<g transform="translate(${Math.round(x)} ${Math.round(baseY + frame.height * 0.03)}) scale(${scale.toFixed(3)})">${pottedPlant(frame.rng, 0, 0, 1.3)}</g>`;
}
