import { accent, lighten, wood } from './palette.ts';
import { type DrawContext, type Drawing, slab } from './parts.ts';
import { line, path, rect } from './svg.ts';

interface BedShape {
  headHeight: number;
  footHeight: number;
  posts: boolean;
}

/** A bed seen from its side: head- and footboard, rail, mattress, pillows and a duvet. */
function bed(context: DrawContext, shape: BedShape): Drawing {
  const { tone, textile } = context;
  const width = 210;
  const railTop = -40;
  let body = '';
  if (shape.posts) {
    body += rect(0, -190, 6, 190, tone.face, 1.5) + rect(width - 6, -190, 6, 190, tone.face, 1.5);
    body += slab(0, -192, width, 4, tone);
  }
  body += rect(10, -16, 6, 16, tone.side) + rect(width - 16, -16, 6, 16, tone.side);
  body += rect(4, -60, width - 8, 16, wood.linen, 3);
  body += rect(14, -74, 44, 15, accent.cream, 7) + rect(30, -70, 40, 12, lighten(textile, 0.35), 6);
  body += path(`M70 -64 L${width - 6} -64 L${width - 6} -26 Q${width - 20} -22 ${width - 30} -30 L70 -46 Z`, textile);
  body += line([90, -62], [width - 12, -60], lighten(textile, 0.2), 1.2);
  body += slab(0, railTop, width, 16, tone, 1.5);
  body += headboard(context, shape.headHeight, 0) + headboard(context, shape.footHeight, width - 8);
  return { width, height: shape.posts ? 195 : Math.max(shape.headHeight, 80) + 5, body };
}

function headboard(context: DrawContext, height: number, x: number): string {
  const { tone } = context;
  return rect(x, -height, 8, height, tone.face, 2) + rect(x + 5.5, -height, 2.5, height, tone.side, 1);
}

export const platformBed = (context: DrawContext) => bed(context, { headHeight: 110, footHeight: 46, posts: false });
export const fourPosterBed = (context: DrawContext) => bed(context, { headHeight: 120, footHeight: 60, posts: true });
export const daybed = (context: DrawContext) => bed(context, { headHeight: 78, footHeight: 78, posts: false });
