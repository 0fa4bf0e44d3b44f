/** The warm wood palette every demo picture is painted from. */
export const wood = {
  walnut: '#3b2416',
  oak: '#5b3a22',
  amber: '#c8873e',
  honey: '#e9c89b',
  linen: '#f7f1e8',
} as const;

/** Quiet companions for the wood tones: walls, textiles, plants and shadows. */
export const accent = {
  ink: '#22140b',
  clay: '#a8653a',
  sand: '#d9b98f',
  cream: '#efe4d2',
  sage: '#8a9466',
  moss: '#5d6a43',
  sky: '#f3dcc0',
  /** Lamplight in a window, a candle flame. */
  glow: '#f2c57c',
  steel: '#bdb6aa',
  iron: '#6f6a63',
} as const;

const toChannels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

const toHex = (channels: number[]) =>
  `#${channels
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** The colour `amount` of the way from `from` to `to` (0 gives `from`, 1 gives `to`). */
export function mix(from: string, to: string, amount: number): string {
  const a = toChannels(from);
  const b = toChannels(to);
  return toHex(a.map((channel, index) => channel + (b[index] - channel) * amount));
}

export const darken = (color: string, amount: number) => mix(color, '#000000', amount);
export const lighten = (color: string, amount: number) => mix(color, '#ffffff', amount);

/**
 * The paints one furniture piece is drawn with: a face, its shaded sides, edges and a
 * highlight. Face and side may be gradients (a scene lights the piece); `base` is always the
 * plain face colour, for shades mixed from it.
 */
export interface WoodTone {
  base: string;
  face: string;
  side: string;
  edge: string;
  highlight: string;
}

export function woodTone(face: string): WoodTone {
  return { base: face, face, side: darken(face, 0.22), edge: darken(face, 0.38), highlight: lighten(face, 0.18) };
}

export type WoodName = 'walnut' | 'oak' | 'ash' | 'cherry' | 'pine' | 'teak' | 'cedar' | 'maple';

/** The face colour of each timber, all taken from the palette's warm range. */
export const woodFaces: Record<WoodName, string> = {
  walnut: mix(wood.walnut, wood.oak, 0.55),
  oak: mix(wood.amber, wood.honey, 0.35),
  ash: mix(wood.honey, wood.linen, 0.25),
  cherry: mix(accent.clay, wood.oak, 0.15),
  pine: mix(wood.honey, wood.amber, 0.3),
  teak: mix(wood.amber, wood.oak, 0.45),
  cedar: mix(accent.clay, wood.amber, 0.35),
  maple: mix(wood.honey, wood.linen, 0.45),
};

/** Dark timbers need a light wall behind them, light ones read best on a dark one. */
export const isDarkWood = (name: WoodName) => name === 'walnut' || name === 'teak' || name === 'cherry';
