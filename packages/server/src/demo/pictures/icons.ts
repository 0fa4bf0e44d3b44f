import { wood } from './palette.ts';
import { circle, line, path, polygon, rect } from './svg.ts';

export type Glyph = 'tree' | 'leaf' | 'ruler' | 'hammer' | 'award' | 'shield' | 'drop' | 'truck';

const primary = wood.amber;
const secondary = wood.oak;

/** Flat two-tone glyphs on a transparent 128 × 128 canvas, for features and choose-us points. */
const glyphs: Record<Glyph, () => string> = {
  tree: () =>
    rect(58, 88, 12, 30, secondary, 3) +
    polygon(
      [
        [64, 8],
        [104, 62],
        [24, 62],
      ],
      primary,
    ) +
    polygon(
      [
        [64, 34],
        [112, 96],
        [16, 96],
      ],
      primary,
    ),
  leaf: () =>
    path('M20 108 C20 48 60 16 112 16 C112 72 80 108 20 108 Z', primary) +
    `<path d="M24 104 C52 76 76 52 100 28" fill="none" stroke="${secondary}" stroke-width="6" stroke-linecap="round"/>`,
  ruler: () =>
    `<g transform="rotate(-35 64 64)">${rect(8, 46, 112, 36, primary, 6)}${[0, 1, 2, 3, 4, 5, 6, 7, 8]
      .map((tick) => rect(18 + tick * 11.5, 46, 4, tick % 2 === 0 ? 18 : 11, secondary, 1))
      .join('')}</g>`,
  hammer: () =>
    `<g transform="translate(64 68) rotate(-40) scale(0.82) translate(-64 -64)">${rect(58, 40, 12, 82, secondary, 5)}${rect(26, 14, 76, 28, primary, 6)}${polygon(
      [
        [102, 16],
        [120, 20],
        [120, 36],
        [102, 40],
      ],
      primary,
    )}</g>`,
  award: () =>
    polygon(
      [
        [40, 70],
        [56, 70],
        [48, 122],
        [36, 108],
        [22, 112],
      ],
      secondary,
    ) +
    polygon(
      [
        [72, 70],
        [88, 70],
        [106, 112],
        [92, 108],
        [80, 122],
      ],
      secondary,
    ) +
    circle(64, 50, 42, primary) +
    circle(64, 50, 28, 'none', `stroke="${wood.honey}" stroke-width="6"`),
  shield: () =>
    path('M64 8 L112 26 C112 72 94 104 64 120 C34 104 16 72 16 26 Z', primary) +
    `<path d="M42 64 L58 80 L88 46" fill="none" stroke="${wood.linen}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  drop: () =>
    path('M64 8 C64 8 22 58 22 82 C22 106 42 122 64 122 C86 122 106 106 106 82 C106 58 64 8 64 8 Z', primary) +
    path('M46 84 C46 96 54 104 64 106', 'none', `stroke="${wood.honey}" stroke-width="7" stroke-linecap="round"`),
  truck: () =>
    rect(6, 32, 72, 54, primary, 6) +
    path('M80 50 L104 50 L122 70 L122 86 L80 86 Z', secondary) +
    rect(88, 56, 16, 12, wood.honey, 2) +
    circle(32, 92, 14, secondary) +
    circle(32, 92, 6, wood.honey) +
    circle(100, 92, 14, secondary) +
    circle(100, 92, 6, wood.honey) +
    line([16, 48], [60, 48], wood.honey, 5, 'stroke-linecap="round"'),
};

export function iconBody(glyph: Glyph): string {
  return glyphs[glyph]();
}
