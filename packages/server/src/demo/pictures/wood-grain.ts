import { darken, lighten } from './palette.ts';
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

function grainLinePoints(rng: Random, area: Area, y: number, knots: readonly Knot[], flow: GrainFlow): Point[] {
  const points: Point[] = [];
  const steps = Math.max(6, Math.round(area.width / 80));
  const shift = (y - area.y) * flow.drift;
  const jitter = rng.between(0.8, 1.2);
  for (let step = 0; step <= steps; step++) {
    const x = area.x - 10 + ((area.width + 20) * step) / steps;
    const wave =
      flow.waviness *
      jitter *
      (Math.sin(x * flow.slow + flow.phaseSlow + shift) + 0.3 * Math.sin(x * flow.fast + flow.phaseFast + shift * 2));
    points.push([x, y + wave + knotBend(knots, x, y)]);
  }
  return points;
}

/**
 * Wavy stroked lines across an area, darker and lighter than the wood's face, bending around
 * a few knots: the figure of flat-sawn timber.
 */
export function grainLines(rng: Random, area: Area, face: string, options: { lines: number; knots?: number }): string {
  const knots: Knot[] = Array.from({ length: options.knots ?? 0 }, () => ({
    x: area.x + rng.between(0.15, 0.85) * area.width,
    y: area.y + rng.between(0.2, 0.8) * area.height,
    radius: rng.between(0.015, 0.035) * Math.min(area.width, area.height),
  }));
  const spacing = area.height / options.lines;
  const flow = grainFlow(rng, area, Math.min(spacing * 2.5, area.height * 0.06));
  let body = '';
  for (let index = 0; index < options.lines; index++) {
    const y = area.y + (index + rng.between(0.1, 0.9)) * spacing;
    const dark = rng.chance(0.7);
    const band = rng.chance(0.15);
    const color = dark ? darken(face, rng.between(0.15, 0.4)) : lighten(face, rng.between(0.06, 0.2));
    const width = (band ? rng.between(12, 30) : dark ? rng.between(0.8, 3.2) : rng.between(1, 4)) * (spacing / 10);
    const opacity = band ? rng.between(0.1, 0.2) : rng.between(0.3, 0.7);
    body += `<path d="${smoothPath(grainLinePoints(rng, area, y, knots, flow))}" fill="none" stroke="${color}" stroke-width="${round(Math.max(0.6, width))}" stroke-opacity="${round(opacity * 100) / 100}" stroke-linecap="round"/>`;
  }
  for (const knot of knots) body += knotRings(knot, face);
  return body;
}

function knotRings(knot: Knot, face: string): string {
  let rings = '';
  for (let ring = 3; ring >= 1; ring--) {
    const radius = (knot.radius * ring) / 3;
    rings += ellipse(
      knot.x,
      knot.y,
      radius * 1.5,
      radius * 0.7,
      darken(face, 0.1 + 0.12 * (4 - ring)),
      'fill-opacity="0.55"',
    );
  }
  return rings;
}

/** A full-frame wood surface: a board's face with broad colour bands, fine grain and knots. */
export function woodSurface(rng: Random, area: Area, face: string): string {
  const body = rect(area.x, area.y, area.width, area.height, face);
  const lines = Math.round(area.height / rng.between(9, 14));
  return body + grainLines(rng, area, face, { lines, knots: rng.integer(0, 2) });
}
