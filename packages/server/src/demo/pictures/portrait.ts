import { accent, darken, lighten, mix, wood } from './palette.ts';
import type { Random } from './random.ts';
import { ellipse, linearGradient, path, radialStops, rect } from './svg.ts';

export type HairStyle = 'short' | 'cropped' | 'long' | 'bun' | 'bob' | 'curly';

/** Who a team portrait shows. */
export interface Sitter {
  skin: string;
  hair: string;
  style: HairStyle;
  beard?: boolean;
  shirt: string;
}

/** The craftspeople of the team page, in its order. */
export const teamSitters: readonly Sitter[] = [
  { skin: '#e2b896', hair: '#8a8580', style: 'short', beard: true, shirt: '#5d6a43' },
  { skin: '#efcfb2', hair: '#c39a62', style: 'long', shirt: '#a8653a' },
  { skin: '#8a5a3e', hair: '#1f140e', style: 'cropped', beard: true, shirt: '#3b2416' },
  { skin: '#deb08c', hair: '#3b2416', style: 'bun', shirt: '#8a9466' },
  { skin: '#ecc6a6', hair: '#9c6230', style: 'short', shirt: '#5b3a22' },
  { skin: '#ecc9a4', hair: '#1d1410', style: 'bob', shirt: '#c8873e' },
  { skin: '#d9aa86', hair: '#4a2e1b', style: 'short', beard: true, shirt: '#6f6259' },
  { skin: '#b98462', hair: '#2b1a10', style: 'curly', shirt: '#a86b28' },
];

/** The portrait is drawn on a 200 × 200 canvas: head and shoulders, the head a third of the height. */
const SIZE = 200;

function portraitDefs(sitter: Sitter): string {
  const { skin, hair, shirt } = sitter;
  return [
    linearGradient('bg', [
      [0, mix(wood.walnut, wood.oak, 0.5)],
      [1, darken(wood.walnut, 0.2)],
    ]),
    radialStops('lamp', [
      [0, wood.honey, 0.55],
      [0.5, wood.amber, 0.18],
      [1, wood.amber, 0],
    ]),
    radialStops('bokeh', [
      [0, lighten(wood.honey, 0.3), 0.5],
      [0.8, wood.honey, 0.3],
      [1, wood.honey, 0],
    ]),
    linearGradient(
      'rack',
      [
        [0, '#000000', 0],
        [0.5, '#1a0d05', 0.35],
        [1, '#000000', 0],
      ],
      false,
    ),
    radialStops(
      'face',
      [
        [0, lighten(skin, 0.14)],
        [0.55, skin],
        [1, darken(skin, 0.22)],
      ],
      'cx="0.4" cy="0.4" r="0.7" fx="0.36" fy="0.36"',
    ),
    linearGradient(
      'face-shade',
      [
        [0, '#ffffff', 0.1],
        [0.5, '#000000', 0],
        [1, '#2a1306', 0.42],
      ],
      false,
    ),
    linearGradient('neck', [
      [0, darken(skin, 0.35)],
      [0.45, darken(skin, 0.12)],
      [1, skin],
    ]),
    linearGradient(
      'hair',
      [
        [0, lighten(hair, 0.22)],
        [0.5, hair],
        [1, darken(hair, 0.3)],
      ],
      false,
    ),
    linearGradient(
      'shirt',
      [
        [0, lighten(shirt, 0.16)],
        [0.6, shirt],
        [1, darken(shirt, 0.35)],
      ],
      false,
    ),
    linearGradient(
      'apron',
      [
        [0, lighten(accent.sand, 0.12)],
        [1, darken(accent.sand, 0.25)],
      ],
      false,
    ),
    radialStops('blush', [
      [0, mix(skin, '#c0544a', 0.5), 0.35],
      [1, mix(skin, '#c0544a', 0.5), 0],
    ]),
    radialStops('socket', [
      [0, darken(skin, 0.35), 0.45],
      [1, darken(skin, 0.35), 0],
    ]),
    radialStops(
      'key-light',
      [
        [0, lighten(wood.honey, 0.3), 0.12],
        [0.4, wood.honey, 0],
        [1, '#1a0d05', 0.42],
      ],
      'cx="0.3" cy="0.22" r="0.95" fx="0.26" fy="0.18"',
    ),
    radialStops(
      'glow',
      [
        [0, lighten(wood.honey, 0.2), 0.3],
        [1, wood.amber, 0],
      ],
      'cx="0.5" cy="0.5" r="0.5"',
    ),
    // The background out of focus, as a lens would leave it.
    '<filter id="far" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="2.2"/><feComponentTransfer><feFuncA type="table" tableValues="1 1"/></feComponentTransfer></filter>',
    // Paint: soft edges, never a vector outline.
    '<filter id="soften" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="0.6"/></filter>',
    '<filter id="rim-blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="0.9"/></filter>',
    '<filter id="form-shade-blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="3.5"/></filter>',
  ].join('');
}

/** A workshop out of focus: timber racks as soft dark bands, warm lamps as glowing discs. */
function workshopBlur(rng: Random): string {
  let body = rect(0, 0, SIZE, SIZE, 'url(#bg)');
  for (let rack = 0; rack < 4; rack++) {
    body += rect(rng.between(-20, SIZE), 0, rng.between(18, 40), SIZE, 'url(#rack)');
  }
  body += ellipse(rng.between(20, 50), rng.between(30, 60), 70, 70, 'url(#lamp)');
  for (let light = 0; light < 7; light++) {
    const r = rng.between(5, 12);
    body += ellipse(rng.between(0, SIZE), rng.between(10, 110), r, r, 'url(#bokeh)');
  }
  return body;
}

/** The torso runs past the frame's foot, so that softening it leaves no seam there. */
function torso(sitter: Sitter): string {
  const shoulders = path(
    'M8 206 L8 200 C10 168 30 152 66 146 Q100 150 134 146 C170 152 190 168 192 200 L192 206 Z',
    'url(#shirt)',
  );
  const collar =
    path('M78 146 L100 170 L88 176 L70 150 Z', darken(sitter.shirt, 0.1)) +
    path('M122 146 L100 170 L112 176 L130 150 Z', darken(sitter.shirt, 0.2));
  const apron = path('M64 206 L66 172 Q100 178 134 172 L136 206 Z', 'url(#apron)');
  const straps =
    path('M66 174 L72 146 L78 147 L72 174 Z', darken(accent.sand, 0.15)) +
    path('M134 174 L128 146 L122 147 L128 174 Z', darken(accent.sand, 0.3));
  const folds = [
    'M30 200 Q38 178 52 166',
    'M170 200 Q160 180 150 168',
    'M90 200 Q94 188 92 180',
    'M112 200 Q108 190 110 182',
  ]
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="#1a0d05" stroke-opacity="0.16" stroke-width="3" stroke-linecap="round"/>`,
    )
    .join('');
  return shoulders + folds + collar + apron + straps;
}

function neck(sitter: Sitter): string {
  return (
    path('M83 112 L82 144 Q100 160 118 144 L117 112 Z', 'url(#neck)') +
    ellipse(100, 146, 18, 5, darken(sitter.skin, 0.3), 'fill-opacity="0.35"')
  );
}

/** The back of the hair: behind the head, framing it. */
function hairBehind(sitter: Sitter): string {
  switch (sitter.style) {
    case 'long':
      return path('M68 70 C62 110 64 140 60 158 Q100 168 140 158 C136 140 138 110 132 70 Z', 'url(#hair)');
    case 'curly':
      return path('M62 66 C50 100 56 136 64 150 Q100 162 136 150 C144 136 150 100 138 66 Z', 'url(#hair)');
    case 'bob':
      return path('M68 70 C64 98 66 116 70 124 Q100 130 130 124 C134 116 136 98 132 70 Z', 'url(#hair)');
    case 'bun':
      return ellipse(100, 44, 13, 11, 'url(#hair)');
    default:
      return '';
  }
}

/** Hair over the crown and forehead, soft at the hairline. */
function hairFront(sitter: Sitter): string {
  const styles: Record<HairStyle, string> = {
    short: 'M72 84 C70 56 84 46 100 46 C118 46 132 56 129 84 C126 70 118 62 104 62 C90 62 78 68 72 84 Z',
    cropped: 'M73 80 C72 58 86 50 100 50 C116 50 129 58 127 80 C122 66 112 60 100 60 C88 60 78 66 73 80 Z',
    long: 'M70 96 C66 58 84 46 102 46 C122 46 136 60 130 98 C128 76 122 64 110 60 C96 66 82 72 70 96 Z',
    bun: 'M71 86 C70 58 86 50 100 50 C116 50 131 58 129 86 C124 68 114 61 100 61 C86 61 76 68 71 86 Z',
    bob: 'M69 100 C64 60 84 46 101 46 C120 46 138 60 131 100 C128 80 124 66 114 62 C100 62 84 70 69 100 Z',
    curly: 'M66 96 C58 56 82 42 101 42 C122 42 144 56 134 96 C130 74 122 62 108 60 C92 62 78 70 66 96 Z',
  };
  return path(styles[sitter.style], 'url(#hair)') + hairSheen(sitter);
}

/** A few lit strands over the crown, where the lamp catches the hair. */
function hairSheen(sitter: Sitter): string {
  const strands = ['M80 70 Q88 56 102 54', 'M84 66 Q94 56 108 56', 'M90 62 Q100 55 114 58', 'M78 76 Q84 64 94 60'];
  const light = lighten(sitter.hair, 0.45);
  return strands
    .map(
      (d, index) =>
        `<path d="${d}" fill="none" stroke="${light}" stroke-opacity="${0.32 - index * 0.05}" stroke-width="${1.6 - index * 0.2}" stroke-linecap="round"/>`,
    )
    .join('');
}

function beard(sitter: Sitter): string {
  if (!sitter.beard) return '';
  return path(
    'M75 96 C76 118 86 132 100 133 C114 132 124 118 125 96 C120 110 112 114 100 114 C88 114 80 110 75 96 Z',
    mix(sitter.hair, sitter.skin, 0.2),
    'fill-opacity="0.9"',
  );
}

/** Eyes, brows, nose and mouth kept small and soft, shaded rather than outlined. */
function features(sitter: Sitter): string {
  const { skin, hair } = sitter;
  const white = mix(skin, '#fbf6ef', 0.65);
  const iris = darken(mix(hair, '#3b2416', 0.5), 0.2);
  let body = '';
  for (const x of [88, 112]) {
    body += ellipse(x, 86, 8, 4.5, 'url(#socket)');
    body += path(`M${x - 5} 87 Q${x} 83.2 ${x + 5} 87 Q${x} 89.2 ${x - 5} 87 Z`, white);
    body += ellipse(x + 0.4, 86.7, 2.1, 2.1, iris);
    body += ellipse(x + 0.9, 86, 0.5, 0.5, '#ffffff', 'fill-opacity="0.7"');
    body += `<path d="M${x - 5.5} 86.8 Q${x} 82.6 ${x + 5.5} 86.6" fill="none" stroke="${darken(skin, 0.6)}" stroke-opacity="0.7" stroke-width="0.8"/>`;
    body += `<path d="M${x - 6} 80 Q${x} 77 ${x + 6} 79.5" fill="none" stroke="${darken(hair, 0.1)}" stroke-opacity="0.75" stroke-width="1.8" stroke-linecap="round"/>`;
  }
  body += path('M98 88 Q96 98 95 103 Q100 106 105 103 Q103 98 102 88 Z', darken(skin, 0.12), 'fill-opacity="0.45"');
  body += ellipse(100, 104, 4.5, 1.5, darken(skin, 0.4), 'fill-opacity="0.35"');
  body += ellipse(98, 94, 1.2, 6, lighten(skin, 0.25), 'fill-opacity="0.35"');
  const lip = mix(skin, '#a0524a', 0.4);
  body += path('M92 112 Q96 110.5 100 111.3 Q104 110.5 108 112 Q100 113.6 92 112 Z', darken(lip, 0.1));
  body += path('M92.5 112.2 Q100 117.5 107.5 112.2 Q100 113.8 92.5 112.2 Z', lip);
  body += ellipse(100, 118.5, 5, 1.4, darken(skin, 0.2), 'fill-opacity="0.3"');
  body += ellipse(84, 100, 8, 5, 'url(#blush)') + ellipse(116, 100, 8, 5, 'url(#blush)');
  return body;
}

function head(sitter: Sitter): string {
  const shape = 'M100 52 C118 52 128 66 128 86 C128 108 116 128 100 129 C84 128 72 108 72 86 C72 66 82 52 100 52 Z';
  const ears =
    ellipse(72.5, 90, 4, 7.5, darken(sitter.skin, 0.08)) + ellipse(127.5, 90, 4, 7.5, darken(sitter.skin, 0.22));
  return ears + path(shape, 'url(#face)') + path(shape, 'url(#face-shade)');
}

/**
 * A head-and-shoulders portrait of a craftsperson in the workshop, lit softly from the upper
 * left, the workshop behind out of focus.
 */
export function portraitBody(rng: Random, sitter: Sitter, width: number, height: number) {
  // The head is drawn a little small and enlarged about the chin, so that it fills a third of the frame.
  const enlarge = (shapes: string) => `<g transform="translate(100 132) scale(1.2) translate(-100 -132)">${shapes}</g>`;
  const face = head(sitter) + beard(sitter) + features(sitter) + hairFront(sitter);
  const person = enlarge(hairBehind(sitter)) + neck(sitter) + torso(sitter) + enlarge(face);
  const scale = Math.max(width, height) / SIZE;
  const body = `<g transform="translate(${(width - SIZE * scale) / 2} ${(height - SIZE * scale) / 2}) scale(${scale})"><g filter="url(#far)"><g transform="translate(100 100) scale(1.08) translate(-100 -100)">${workshopBlur(rng)}</g></g>${ellipse(88, 92, 80, 80, 'url(#glow)')}<g filter="url(#soften)">${person}${modelling(sitter)}</g>${rect(0, 0, SIZE, SIZE, 'url(#vignette)')}</g>`;
  return { body, defs: portraitDefs(sitter) + silhouetteDefs(sitter, enlarge) };
}

/** The sitter's outline in one colour: what the light and shade are laid inside. */
function silhouette(sitter: Sitter, enlarge: (shapes: string) => string, fill: string): string {
  const solid = (shapes: string) =>
    shapes.replace(/fill="[^"]*"/g, `fill="${fill}"`).replace(/fill-opacity="[^"]*"/g, '');
  const outline = solid(
    hairBehind(sitter) +
      path('M100 52 C118 52 128 66 128 86 C128 108 116 128 100 129 C84 128 72 108 72 86 C72 66 82 52 100 52 Z', fill) +
      hairFront(sitter).replace(/<path[^>]*stroke=[^>]*\/>/g, ''),
  );
  return (
    enlarge(outline) +
    path('M83 112 L82 144 Q100 160 118 144 L117 112 Z', fill) +
    path('M8 206 L8 200 C10 168 30 152 66 146 Q100 150 134 146 C170 152 190 168 192 200 L192 206 Z', fill)
  );
}

/**
 * Masks for light and shade that follow the figure: a thin rim on the lamp's side (the outline
 * less itself moved away from the lamp), a broad band of form shadow on the far side.
 */
function silhouetteDefs(sitter: Sitter, enlarge: (shapes: string) => string): string {
  const shape = (fill: string) => silhouette(sitter, enlarge, fill);
  const crescent = (id: string, dx: number, dy: number) =>
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${SIZE}" height="${SIZE}"><g filter="url(#${id}-blur)">${shape('#fff')}<g transform="translate(${dx} ${dy})">${shape('#000')}</g></g></mask>`;
  const masks = crescent('rim', 2.6, 1.6) + crescent('form-shade', -9, -3);
  return `${masks}<clipPath id="figure">${shape('#000')}</clipPath>`;
}

/** Light and shade over the whole figure: a warm rim, the far side turning away, the lamp's fall-off. */
function modelling(sitter: Sitter): string {
  const rim = `<g mask="url(#rim)"><rect width="${SIZE}" height="${SIZE}" fill="${lighten(wood.honey, 0.25)}" fill-opacity="0.45"/></g>`;
  const shade = `<g mask="url(#form-shade)"><rect width="${SIZE}" height="${SIZE}" fill="${darken(sitter.shirt, 0.75)}" fill-opacity="0.32"/></g>`;
  const fall = `<g clip-path="url(#figure)"><rect width="${SIZE}" height="${SIZE}" fill="url(#key-light)"/></g>`;
  return fall + shade + rim;
}
