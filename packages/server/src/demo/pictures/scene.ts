import { pottedPlant } from './decor.ts';
import { pineTree } from './outdoors.ts';
import { accent, darken, isDarkWood, lighten, mix, type WoodName, wood, woodFaces, woodTone } from './palette.ts';
import type { DrawContext } from './parts.ts';
import type { Random } from './random.ts';
import { type Subject, subjectDef } from './subjects.ts';
import {
  ellipse,
  gradientBetween,
  linearGradient,
  type Point,
  path,
  placed,
  polygon,
  radialGradient,
  radialStops,
  rect,
  smoothPath,
  vignette,
} from './svg.ts';
import type { Area } from './wood-grain.ts';

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

/**
 * Wall, floor boards and one wall feature behind the piece, lit from the upper left: a pool of
 * light on the wall, shade gathering where wall meets floor and towards the viewer.
 */
function roomBackdrop(frame: Frame, room: Room, floorY: number, focusX: number, focusWidth: number): string {
  const { width, height, rng } = frame;
  let body = rect(0, 0, width, floorY, 'url(#wall)') + rect(0, 0, width, floorY, 'url(#wall-light)');
  body += wallFeature(frame, room, floorY, focusX, focusWidth);
  body += floorBoards(frame, room.floor, floorY);
  body += rect(0, floorY, width, height - floorY, 'url(#floor-shade)');
  const skirting = height * 0.018;
  body += rect(0, floorY - height * 0.06, width, height * 0.06, 'url(#corner-shade)');
  body += rect(0, floorY - skirting, width, skirting, lighten(room.wallBottom, 0.12));
  body += rect(0, floorY - skirting, width, Math.max(1, skirting * 0.12), '#ffffff', 0, 'fill-opacity="0.35"');
  body += rect(0, floorY, width, height * 0.035, 'url(#floor-corner)');
  return body + (rng.chance(0.3) ? pendantLamp(frame, focusX, floorY) : '');
}

/** Rows of boards that widen towards the viewer, each board its own shade, with staggered end joints. */
function floorBoards(frame: Frame, floor: string, floorY: number): string {
  const { width, height, rng } = frame;
  const seam = darken(floor, 0.35);
  const thickness = Math.max(1, height / 500);
  let body = rect(0, floorY, width, height - floorY, floor);
  let top = floorY;
  for (let gap = (height - floorY) * 0.1; top < height; gap *= 1.3) {
    let left = -rng.between(0, width / 3);
    while (left < width) {
      const length = rng.between(width / 4, width / 2);
      const shade = rng.between(-0.1, 0.1);
      const color = shade < 0 ? darken(floor, -shade) : lighten(floor, shade);
      body += rect(left, top, length - thickness, gap - thickness, color);
      body += grainStreaks(rng, left, top, length, gap, color);
      left += length;
    }
    body += rect(0, top + gap - thickness, width, thickness, seam, 0, 'fill-opacity="0.7"');
    top += gap;
  }
  return body;
}

/** A few long streaks of grain along a floor board seen at a low angle. */
function grainStreaks(rng: Random, left: number, top: number, length: number, gap: number, color: string): string {
  let body = '';
  for (let streak = 0; streak < 2; streak++) {
    const y = top + gap * rng.between(0.15, 0.85);
    const x = left + rng.between(0, length * 0.3);
    body += rect(
      x,
      y,
      length * rng.between(0.3, 0.65),
      Math.max(0.6, gap * 0.05),
      darken(color, 0.2),
      0,
      'fill-opacity="0.35"',
    );
  }
  return body;
}

function wallFeature(frame: Frame, room: Room, floorY: number, focusX: number, focusWidth: number): string {
  const { width, rng } = frame;
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
    return windowWithLight(frame, room, { x, y, width: windowWidth, height: windowHeight }, floorY);
  }
  return pictureFrames(frame, room, floorY, focusX, focusWidth);
}

/** A mullioned window, its daylight glowing on the wall around it and falling as a patch on the floor. */
function windowWithLight(frame: Frame, room: Room, pane: Area, floorY: number): string {
  const { x, y, width, height } = pane;
  const frameColor = lighten(room.tint, 0.35);
  const patchTop = floorY + (frame.height - floorY) * 0.15;
  const patch = polygon(
    [
      [x + width * 0.3, patchTop],
      [x + width * 1.3, patchTop],
      [x + width * 1.9, frame.height],
      [x + width * 0.5, frame.height],
    ],
    'url(#daylight)',
  );
  const glow = ellipse(x + width / 2, y + height / 2, width * 1.3, height * 0.95, 'url(#window-glow)');
  const bar = Math.max(3, width * 0.03);
  return (
    glow +
    rect(x - bar * 2, y - bar * 2, width + bar * 4, height + bar * 4, darken(frameColor, 0.12), 2) +
    rect(x, y, width, height, 'url(#glass)') +
    rect(x, y + height * 0.6, width, height * 0.4, accent.sage, 0, 'fill-opacity="0.25"') +
    rect(x + width / 2 - bar / 2, y, bar, height, frameColor) +
    rect(x, y + height / 2 - bar / 2, width, bar, frameColor) +
    rect(x, y, width, bar * 1.2, '#000000', 0, 'fill-opacity="0.12"') +
    rect(x - bar * 3, y + height + bar * 2, width + bar * 6, bar * 1.6, lighten(frameColor, 0.2), 1) +
    rect(x - bar * 3, y + height + bar * 3.6, width + bar * 6, bar * 1.2, '#000000', 0, 'fill-opacity="0.12"') +
    patch
  );
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
    body += rect(
      x + frameWidth * 0.04,
      y + frameWidth * 0.06,
      frameWidth,
      frameHeight,
      '#000000',
      3,
      'fill-opacity="0.12"',
    );
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
  const sunX = width * rng.between(0.15, 0.85);
  body += ellipse(sunX, groundY * 0.3, height * 0.5, height * 0.5, 'url(#sun-glow)');
  body += ellipse(sunX, groundY * 0.3, height * 0.06, height * 0.06, '#fffaf0', 'fill-opacity="0.95"');
  body += hill(groundY * 0.78, groundY * 0.18, mix(accent.sage, wood.honey, 0.45));
  body += rect(0, groundY * 0.55, width, groundY * 0.45, 'url(#haze)');
  for (let tree = 0; tree < 6; tree++) {
    const x = rng.between(0, width);
    body += `<g transform="translate(0 ${groundY * 0.9})">${pineTree(rng, x, height * rng.between(0.12, 0.2))}</g>`;
  }
  body += hill(groundY * 0.96, groundY * 0.08, mix(accent.moss, accent.sage, 0.4));
  body += rect(0, groundY * 0.8, width, groundY * 0.2, 'url(#haze)');
  body += rect(0, groundY, width, height - groundY, 'url(#lawn)');
  return body;
}

function roomDefs(room: Room): string {
  const warmWhite = '#fff6e6';
  return [
    linearGradient('wall', [
      [0, room.wallTop],
      [1, room.wallBottom],
    ]),
    radialStops(
      'wall-light',
      [
        [0, warmWhite, 0.4],
        [0.5, warmWhite, 0.12],
        [1, warmWhite, 0],
      ],
      'cx="0.18" cy="0.15" r="0.9"',
    ),
    radialStops('wall-shadow', [
      [0, '#1a0d05', 0.16],
      [1, '#1a0d05', 0],
    ]),
    linearGradient('corner-shade', [
      [0, '#1a0d05', 0],
      [1, '#1a0d05', 0.16],
    ]),
    linearGradient('floor-corner', [
      [0, '#1a0d05', 0.28],
      [1, '#1a0d05', 0],
    ]),
    linearGradient('floor-shade', [
      [0, '#000000', 0.1],
      [0.35, '#000000', 0],
      [1, '#000000', 0.22],
    ]),
    linearGradient('daylight', [
      [0, warmWhite, 0.26],
      [1, warmWhite, 0.04],
    ]),
    radialStops('window-glow', [
      [0, warmWhite, 0.55],
      [1, warmWhite, 0],
    ]),
    linearGradient('glass', [
      [0, '#fbf7ef'],
      [0.55, mix(accent.sky, '#dfe7e8', 0.5)],
      [1, mix(accent.sage, wood.linen, 0.55)],
    ]),
  ].join('');
}

function gardenDefs(dusk: boolean): string {
  const sky = dusk
    ? linearGradient('sky', [
        [0, mix(wood.amber, wood.oak, 0.35)],
        [0.7, wood.honey],
        [1, lighten(wood.honey, 0.3)],
      ])
    : linearGradient('sky', [
        [0, mix('#c9d6d8', accent.sky, 0.35)],
        [0.75, lighten(accent.sky, 0.3)],
        [1, wood.linen],
      ]);
  return [
    sky,
    linearGradient('lawn', [
      [0, mix(accent.moss, accent.sage, 0.5)],
      [1, darken(accent.moss, 0.25)],
    ]),
    radialStops('sun-glow', [
      [0, '#fff8e8', 0.8],
      [0.25, '#fff3dc', 0.35],
      [1, '#fff3dc', 0],
    ]),
    linearGradient('haze', [
      [0, '#fff6e6', 0],
      [1, '#fff6e6', 0.35],
    ]),
  ].join('');
}

/** Light on the piece from the upper left: its faces brighter on that side, its sides in shade. */
function woodDefs(face: string, drawingWidth: number): string {
  return (
    gradientBetween(
      'wood-face',
      [0, 0],
      [drawingWidth, 0],
      [
        [0, lighten(face, 0.16)],
        [0.45, face],
        [1, darken(face, 0.16)],
      ],
    ) +
    gradientBetween(
      'wood-side',
      [0, 0],
      [drawingWidth, 0],
      [
        [0, darken(face, 0.12)],
        [1, darken(face, 0.34)],
      ],
    )
  );
}

function sceneDefs(room: Room, outdoor: boolean, dusk: boolean): string {
  return [
    outdoor ? gardenDefs(dusk) : roomDefs(room),
    radialGradient('shadow', '#1a0d05', 0.3),
    radialStops('contact', [
      [0, '#1a0d05', 0.6],
      [0.6, '#1a0d05', 0.25],
      [1, '#1a0d05', 0],
    ]),
    vignette('vignette', 0.3),
  ].join('');
}

/** A piece of furniture (or a cabin, a staircase…) in a room or a garden. */
export function sceneBody(frame: Frame, request: SceneRequest): { body: string; defs: string } {
  const { width, height, rng } = frame;
  const definition = subjectDef(request.subject);
  const woodName = request.wood ?? DEFAULT_WOOD;
  const face = woodFaces[woodName];
  const room = rooms[request.mood ?? rng.pick(moodsFor(woodName))];
  const tone = { ...woodTone(face), face: 'url(#wood-face)', side: 'url(#wood-side)' };
  const context: DrawContext = { rng, tone, textile: rng.pick(textiles) };
  const drawing = definition.draw(context);
  const outdoor = request.setting ? request.setting === 'garden' : definition.outdoor === true;

  const wide = width / height > 1.5;
  const floorY = height * (outdoor ? 0.72 : 0.74);
  const baseY = floorY + (height - floorY) * 0.5;
  const presence = definition.presence ?? 0.5;
  const scale = Math.min((width * (wide ? 0.5 : 0.74)) / drawing.width, (height * presence) / drawing.height);
  const centreX = wide ? width * 0.66 : width / 2;
  const piece = { width: drawing.width * scale, height: drawing.height * scale };

  const backdrop = outdoor ? gardenBackdrop(frame, floorY) : roomBackdrop(frame, room, floorY, centreX, piece.width);
  const plant = !outdoor && rng.chance(0.45) ? floorPlant(frame, centreX, piece.width, baseY) : '';
  const body =
    backdrop +
    (outdoor
      ? ''
      : ellipse(
          centreX + piece.width * 0.08,
          baseY - piece.height * 0.45,
          piece.width * 0.62,
          piece.height * 0.6,
          'url(#wall-shadow)',
        )) +
    groundShadows(centreX, baseY, piece.width, height) +
    placed(drawing.body, drawing.width, centreX, baseY, scale) +
    plant +
    rect(0, 0, width, height, 'url(#vignette)');
  return { body, defs: sceneDefs(room, outdoor, rng.chance(0.35)) + woodDefs(face, drawing.width) };
}

/** A wide soft shadow on the floor, and a dark one close under the piece where light cannot reach. */
function groundShadows(centreX: number, baseY: number, pieceWidth: number, height: number): string {
  return (
    ellipse(centreX + pieceWidth * 0.06, baseY + height * 0.005, pieceWidth * 0.7, height * 0.04, 'url(#shadow)') +
    ellipse(centreX + pieceWidth * 0.02, baseY, pieceWidth * 0.52, height * 0.013, 'url(#contact)')
  );
}

function floorPlant(frame: Frame, centreX: number, pieceWidth: number, baseY: number): string {
  const side = centreX > frame.width / 2 ? -1 : 1;
  const x = centreX + side * (pieceWidth / 2 + frame.width * 0.1);
  if (x < frame.width * 0.06 || x > frame.width * 0.94) return '';
  const scale = frame.height / 420;
  return `<g transform="translate(${Math.round(x)} ${Math.round(baseY + frame.height * 0.03)}) scale(${scale.toFixed(3)})">${pottedPlant(frame.rng, 0, 0, 1.3)}</g>`;
}
