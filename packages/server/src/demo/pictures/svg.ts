/** Tiny SVG writing helpers: rounded numbers keep the documents short and rendering fast. */
export const round = (value: number) => Math.round(value * 10) / 10;

export type Point = readonly [x: number, y: number];

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  radius = 0,
  extra = '',
): string {
  const corner = radius ? ` rx="${round(radius)}"` : '';
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}"${corner} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function polygon(points: readonly Point[], fill: string, extra = ''): string {
  const list = points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(from: Point, to: Point, stroke: string, width: number, extra = ''): string {
  return `<line x1="${round(from[0])}" y1="${round(from[1])}" x2="${round(to[0])}" y2="${round(to[1])}" stroke="${stroke}" stroke-width="${round(width)}"${extra ? ` ${extra}` : ''}/>`;
}

/** A smooth open curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Point[]): string {
  if (points.length < 2) return '';
  let d = `M${round(points[0][0])} ${round(points[0][1])}`;
  for (let index = 0; index < points.length - 1; index++) {
    const previous = points[index - 1] ?? points[index];
    const current = points[index];
    const next = points[index + 1];
    const after = points[index + 2] ?? next;
    const c1: Point = [current[0] + (next[0] - previous[0]) / 6, current[1] + (next[1] - previous[1]) / 6];
    const c2: Point = [next[0] - (after[0] - current[0]) / 6, next[1] - (after[1] - current[1]) / 6];
    d += ` C${round(c1[0])} ${round(c1[1])} ${round(c2[0])} ${round(c2[1])} ${round(next[0])} ${round(next[1])}`;
  }
  return d;
}

type Stops = ReadonlyArray<readonly [offset: number, color: string, opacity?: number]>;

const stopTags = (stops: Stops) =>
  stops
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');

export function linearGradient(id: string, stops: Stops, vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<linearGradient id="${id}" ${direction}>${stopTags(stops)}</linearGradient>`;
}

/** A soft band of reflected light across an oiled surface, with the far corner in shade. */
export function sheenGradient(id: string, strength: number): string {
  return linearGradient(
    id,
    [
      [0, '#ffffff', strength * 0.3],
      [0.32, '#ffffff', strength],
      [0.55, '#ffffff', 0],
      [1, '#000000', strength * 1.4],
    ],
    false,
  );
}

/** Soft light across a picture: brighter towards the top left, a little shade bottom right. */
export function lightingGradient(id: string, highlight: number, shade: number): string {
  return linearGradient(
    id,
    [
      [0, '#ffffff', highlight],
      [0.55, '#ffffff', 0],
      [1, '#000000', shade],
    ],
    false,
  );
}

export function radialGradient(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A radial gradient with its own stops; `attributes` places it (cx, cy, r, fx, fy, units…). */
export function radialStops(id: string, stops: Stops, attributes = ''): string {
  return `<radialGradient id="${id}"${attributes ? ` ${attributes}` : ''}>${stopTags(stops)}</radialGradient>`;
}

/** A linear gradient between two points given in the user space of the shapes that use it. */
export function gradientBetween(id: string, from: Point, to: Point, stops: Stops): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${round(from[0])}" y1="${round(from[1])}" x2="${round(to[0])}" y2="${round(to[1])}">${stopTags(stops)}</linearGradient>`;
}

/** Darkened corners, as a lens gives them: the eye settles on the middle of the picture. */
export function vignette(id: string, strength: number): string {
  return radialStops(
    id,
    [
      [0, '#000000', 0],
      [0.62, '#000000', 0],
      [1, '#1a0d05', strength],
    ],
    'cx="0.5" cy="0.48" r="0.75"',
  );
}

/** Draws a body made with its floor at y = 0 and width boxWidth, scaled, with its bottom centre at (x, y). */
export function placed(body: string, boxWidth: number, x: number, y: number, scale: number): string {
  return `<g transform="translate(${round(x - (boxWidth * scale) / 2)} ${round(y)}) scale(${round(scale * 1000) / 1000})">${body}</g>`;
}
