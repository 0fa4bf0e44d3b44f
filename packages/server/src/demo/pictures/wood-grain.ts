import { darken, lighten, mix } from './palette.ts';
import type { Random } from './random.ts';
import { ellipse, type Point, rect, round, smoothPath } from './svg.ts';

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Knot {
  x: number;
  y: number;
  radius: number;
}

/** How far a grain line at height y bends around the knots at horizontal position x. */
function knotBend(knots: readonly Knot[], x: number, y: number): number {
  let bend = 0;
  for (const knot of knots) {
    const dy = y - knot.y;
    const distance = (x - knot.x) ** 2 + dy ** 2 + knot.radius ** 2;
    bend +=
      (knot.radius ** 2 * 1.5 * Math.sign(dy || 1) * Math.min(Math.abs(dy) + knot.radius, knot.radius * 3)) / distance;
  }
  return bend;
}

/** The flow all grain lines of one board share, so that neighbouring lines run side by side. */
interface GrainFlow {
  slow: number;
  fast: number;
  phaseSlow: number;
  phaseFast: number;
  /** How much the wave's phase shifts from one line to the next down the board. */
  drift: number;
  waviness: number;
}

function grainFlow(rng: Random, area: Area, waviness: number): GrainFlow {
  return {
    slow: (rng.between(0.5, 1.2) * Math.PI * 2) / area.width,
    fast: (rng.between(2.5, 4.5) * Math.PI * 2) / area.width,
    phaseSlow: rng.between(0, Math.PI * 2),
    phaseFast: rng.between(0, Math.PI * 2),
    drift: rng.between(1.5, 3.5) / area.height,
    waviness,
  };
}

function waveAt(flow: GrainFlow, area: Area, x: number, y: number): number {
  const shift = (y - area.y) * flow.drift;
  return (
    flow.waviness *
    (Math.sin(x * flow.slow + flow.phaseSlow + shift) + 0.3 * Math.sin(x * flow.fast + flow.phaseFast + shift * 2))
  );
}

/** A line along the board at height y, following the shared wave. */
function flowLine(area: Area, y: number, flow: GrainFlow): Point[] {
  const steps = Math.max(4, Math.round(area.width / 80));
  return Array.from({ length: steps + 1 }, (_, step): Point => {
    const x = area.x - 10 + ((area.width + 20) * step) / steps;
    return [x, y + waveAt(flow, area, x, y)];
  });
}

const stroke = (d: string, color: string, width: number, opacity: number) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${round(Math.max(0.5, width))}" stroke-opacity="${round(opacity * 100) / 100}"/>`;

/**
 * Growth rings are not evenly spaced: wet years lay down wide rings, dry years narrow ones,
 * and runs of similar years come together.
 */
function ringGaps(rng: Random, count: number, spacing: number): number[] {
  const gaps: number[] = [];
  let year = 1;
  for (let ring = 0; ring < count; ring++) {
    if (rng.chance(0.25)) year = rng.between(0.45, 1.7);
    gaps.push(spacing * year * rng.between(0.7, 1.3));
  }
  return gaps;
}

/** Latewood is a deeper, redder brown than the face, never a grey. */
const latewood = (face: string, amount: number) => mix(face, darken(mix(face, '#4a1a06', 0.4), 0.45), amount * 1.5);

/** One ring's line: a dark latewood stroke, now and then with a broad soft shadow or a pale edge beside it. */
function ringStroke(rng: Random, d: string, face: string, gap: number): string {
  let body = '';
  if (rng.chance(0.15)) body += stroke(d, latewood(face, 0.3), gap * rng.between(0.5, 0.9), rng.between(0.06, 0.14));
  if (rng.chance(0.2)) body += stroke(d, lighten(face, 0.12), gap * 0.3, rng.between(0.1, 0.2));
  return body + stroke(d, latewood(face, rng.between(0.2, 0.42)), gap * rng.between(0.06, 0.2), rng.between(0.35, 0.7));
}

/**
 * Where the saw cut across the growth rings: lines at `offset` from the centre of the figure
 * run straight, then turn back to the centre in a pointed arch ("cathedral") whose length
 * grows with the square of the offset, so inner arches are short and outer ones reach far.
 */
interface Figure {
  centreY: number;
  /** Where the arches start to turn, in a frame where they point right. */
  start: number;
  /** Arch length per squared offset. */
  stretch: number;
  mirrored: boolean;
  /** How far lines run past the area's ends: none when they must stay inside it. */
  overshoot: number;
}

function figureIn(rng: Random, area: Area, spacing: number, cathedral: boolean, bounded: boolean): Figure {
  return {
    centreY: area.y + area.height * rng.between(0.3, 0.7),
    start: area.x + area.width * rng.between(0.1, 0.4),
    // The eighth ring's arch is about as long as the board is wide: no closer, or the figure turns into a bullseye.
    stretch: cathedral ? (area.width * rng.between(0.6, 1.1)) / (8 * spacing) ** 2 : 0,
    mirrored: rng.chance(0.5),
    overshoot: bounded ? 0 : 10,
  };
}

/** The points of the ring at `offset`: one closed arch, or two open lines when its tip lies beyond the board. */
function ringBranches(area: Area, figure: Figure, offset: number): Point[][] {
  const end = area.x + area.width + figure.overshoot;
  const length = figure.stretch ? offset ** 2 * figure.stretch : Number.POSITIVE_INFINITY;
  const tip = figure.start + length;
  const heightAt = (x: number) =>
    x <= figure.start ? offset : offset * Math.max(0, 1 - (x - figure.start) / length) ** 0.5;
  const steps = Math.max(5, Math.round(area.width / 100));
  const begin = area.x - figure.overshoot;
  const xs = Array.from({ length: steps + 1 }, (_, step) => begin + ((end - begin) * step) / steps);
  // Close to the tip the arch turns fast: sample it more finely there.
  if (tip < end) for (let step = 1; step <= 6; step++) xs.push(tip - length * (step / 6) ** 1.5);
  const upper = [...new Set(xs.filter((x) => x <= Math.min(tip, end)).concat(tip < end ? [tip] : []))]
    .sort((first, second) => first - second)
    .map((x): Point => [x, -heightAt(x)]);
  const lower = upper.map(([x, y]): Point => [x, -y]);
  if (tip < end) return [[...upper, ...lower.reverse().slice(1)]];
  return [upper, lower];
}

/**
 * All growth rings of a board, bending with a shared wave and around knots: straight grain,
 * or with `cathedral` the arched figure of a flat-sawn board.
 */
function rings(rng: Random, area: Area, face: string, spacing: number, knots: readonly Knot[], options: GrainOptions) {
  const flow = grainFlow(rng, area, Math.min(spacing * 2.5, area.height * 0.06));
  const bounded = options.bounded === true;
  const figure = figureIn(rng, area, spacing, options.cathedral === true, bounded);
  const top = area.y + spacing * 0.3;
  const bottom = area.y + area.height - spacing * 0.3;
  const inside = (y: number) => (bounded ? Math.min(bottom, Math.max(top, y)) : y);
  const mapX = (x: number) => (figure.mirrored ? 2 * area.x + area.width - x : x);
  const reach = Math.max(figure.centreY - area.y, area.y + area.height - figure.centreY) + spacing;
  let body = '';
  let offset = rng.between(0.3, 1) * spacing;
  for (const gap of ringGaps(rng, Math.ceil(reach / spacing) * 3, spacing)) {
    if (offset > reach) break;
    for (const branch of ringBranches(area, figure, offset)) {
      const jitter = rng.between(0.85, 1.15);
      const points = branch.map(([x, dy]): Point => {
        const y = figure.centreY + dy;
        return [mapX(x), inside(y + waveAt(flow, area, mapX(x), y) * jitter + knotBend(knots, mapX(x), y))];
      });
      body += ringStroke(rng, smoothPath(points), face, gap);
    }
    offset += gap;
  }
  return body;
}

/** Open pores: short dark flecks along the grain, all in one path to keep the document small. */
function pores(rng: Random, area: Area, face: string, count: number): string {
  let d = '';
  for (let pore = 0; pore < count; pore++) {
    const x = area.x + rng.next() * Math.max(0, area.width - 9);
    const y = area.y + rng.next() * area.height;
    d += `M${round(x)} ${round(y)}h${round(rng.between(2, 9))}`;
  }
  return stroke(d, darken(face, 0.35), 0.9, 0.22);
}

function knotsIn(rng: Random, area: Area, count: number): Knot[] {
  return Array.from({ length: count }, () => ({
    x: area.x + rng.between(0.15, 0.85) * area.width,
    y: area.y + rng.between(0.2, 0.8) * area.height,
    radius: rng.between(0.015, 0.035) * Math.min(area.width, area.height),
  }));
}

function knotRings(knot: Knot, face: string): string {
  let rings = ellipse(knot.x, knot.y, knot.radius * 2.4, knot.radius * 1.3, darken(face, 0.2), 'fill-opacity="0.18"');
  for (let ring = 3; ring >= 1; ring--) {
    const radius = (knot.radius * ring) / 3;
    rings += ellipse(
      knot.x,
      knot.y,
      radius * 1.5,
      radius * 0.75,
      darken(face, 0.12 + 0.14 * (4 - ring)),
      'fill-opacity="0.6"',
    );
  }
  return rings;
}

interface GrainOptions {
  lines: number;
  knots?: number;
  cathedral?: boolean;
  pores?: boolean;
  /** Keeps every line inside the area (boards side by side); otherwise lines run past its ends. */
  bounded?: boolean;
}

/**
 * The figure of one board: growth rings (straight, or arched where the saw cut across them),
 * pores and the odd knot, drawn over the board's own face colour.
 */
export function grainLines(rng: Random, area: Area, face: string, options: GrainOptions): string {
  const spacing = area.height / options.lines;
  const knots = knotsIn(rng, area, options.knots ?? 0);
  let body = rings(rng, area, face, spacing, knots, options);
  if (options.pores) body += pores(rng, area, face, Math.min(400, Math.round((area.width * area.height) / 1800)));
  for (const knot of knots) body += knotRings(knot, face);
  return body;
}

/** Slow streaks of colour along a board: heartwood darker, sapwood and mineral streaks paler. */
function colourStreaks(rng: Random, area: Area, face: string): string {
  let body = '';
  for (let streak = 0; streak < 4; streak++) {
    const y = area.y + rng.next() * area.height;
    const color = rng.chance(0.5) ? mix(face, '#6b2f14', 0.25) : lighten(face, 0.12);
    const flow = grainFlow(rng, area, area.height * 0.05);
    const d = smoothPath(flowLine(area, y, flow));
    body += stroke(d, color, area.height * rng.between(0.08, 0.22), rng.between(0.12, 0.25));
  }
  return body;
}

/** A full-frame wood surface: a board's face with colour streaks, ring figure, pores and knots. */
export function woodSurface(rng: Random, area: Area, face: string): string {
  const body = rect(area.x, area.y, area.width, area.height, face) + colourStreaks(rng, area, face);
  const lines = Math.round(area.height / rng.between(14, 22));
  return (
    body + grainLines(rng, area, face, { lines, knots: rng.integer(0, 2), cathedral: rng.chance(0.75), pores: true })
  );
}
