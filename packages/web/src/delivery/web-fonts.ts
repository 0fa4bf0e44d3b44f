import playfairItalicUrl from '@fontsource/playfair-display/files/playfair-display-latin-400-italic.woff2?url';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import playfairUrl from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url';

/** Fontsource's Latin subset: what each face's file holds. */
export const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export interface WebFace {
  family: string;
  url: string;
  weight: string;
  style: 'normal' | 'italic';
  /**
   * Fetched only once text on the page is set in it (the browser's own rule for a face it has
   * not been told to load): for a face most pages never use.
   */
  onlyWhenUsed?: boolean;
}

/**
 * The site's web faces, Latin-subset woff2 from Fontsource: the variable faces clamped to the
 * weights the design uses (Inter 400 to 700, Playfair Display 600 to 700), and Playfair's italic,
 * which only the home pages, the about page and the team page use (a line or two of each).
 */
export const WEB_FACES: readonly WebFace[] = [
  { family: 'Inter', url: interUrl, weight: '400 700', style: 'normal' },
  { family: 'Playfair Display', url: playfairUrl, weight: '600 700', style: 'normal' },
  { family: 'Playfair Display', url: playfairItalicUrl, weight: '400', style: 'italic', onlyWhenUsed: true },
];

/** Documents the faces were added to (once each). */
const withFaces = new WeakSet<Document>();

/**
 * Adds the web faces to the document. The page is first painted in the local fallbacks of
 * fonts.css, scaled to these faces' metrics, so the swap moves nothing. Called after the page's
 * largest paint (see page-starter.ts): on a slow phone network the ~110 KB of faces would
 * otherwise share the line with the page and its LCP picture, and hold that paint back.
 * The faces every page uses are fetched first, then added one family per frame: adding a face
 * lays out again all the text set in its family (the first use of the face is the slow part), so
 * one family per layout keeps each of those layouts a short task. A face `onlyWhenUsed` is added
 * with its family, unloaded: a page without text in it never fetches it, nor decodes it (a task
 * of its own on a phone), nor lays its family out again when it arrives.
 */
export function loadWebFonts(page: Window & typeof globalThis = window): Promise<void> {
  if (withFaces.has(page.document) || typeof page.FontFace !== 'function') return Promise.resolve();
  withFaces.add(page.document);
  const faces = WEB_FACES.map((face) => ({
    face: new page.FontFace(face.family, `url("${face.url}") format("woff2")`, {
      weight: face.weight,
      style: face.style,
      display: 'swap',
      unicodeRange: LATIN_RANGE,
    }),
    onlyWhenUsed: face.onlyWhenUsed === true,
  }));
  const everywhere = faces.filter((each) => !each.onlyWhenUsed).map((each) => each.face);
  const afterNextFrame = () => new Promise((resolve) => page.requestAnimationFrame(() => page.setTimeout(resolve, 0)));
  return Promise.allSettled(everywhere.map((face) => face.load())).then(async () => {
    for (const family of new Set(faces.map(({ face }) => face.family))) {
      const ready = faces.filter(
        ({ face, onlyWhenUsed }) => face.family === family && (onlyWhenUsed || face.status === 'loaded'),
      );
      if (ready.length === 0) continue;
      for (const { face } of ready) page.document.fonts.add(face);
      await afterNextFrame();
    }
  });
}
