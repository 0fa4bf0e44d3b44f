import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { E2E_BASE_URL } from '../support/constants.mjs';
import { expect, test } from '../support/fixtures.ts';
import { PUBLIC_ROUTES } from '../support/public-routes.ts';

/**
 * Size budgets of what the built site sends, deterministic (gzip level 9 of each file, however
 * the server compresses it) rather than timed. Raise a budget only with a reason in the commit.
 */
const KB = 1024;
const BUDGETS = {
  /**
   * A page's HTML, gzipped: all a phone must receive before it can paint (the styles are in it).
   * On a slow 4G line each round trip of a new connection brings about 30 KB more (after the
   * first 14 KB): the long home pages (about 48 KB since the wood grain is inlined once, 3.5 KB
   * of WebP, instead of an SVG filter the browser rasterised anew for every box) take three,
   * every other page two.
   */
  html: 50 * KB,
  /** The script in a page's HTML: its inline starter, all that runs before the largest paint. */
  htmlJs: 4 * KB,
  /** Every script the app needs to hydrate `/`, loaded after the largest paint. */
  homeJs: 182 * KB,
  /** The same for any other public route. */
  routeJs: 190 * KB,
  /** The styles a public page carries inline. */
  css: 30 * KB,
  /** Every font file a public page can load. */
  fonts: 170 * KB,
};

const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

async function fetchBytes(path: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(`${E2E_BASE_URL}${path}`);
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

const attribute = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);

/** What a page's HTML carries and loads before any script has run. */
function partsOf(html: string) {
  return {
    scripts: [...new Set(attribute(html, /<script[^>]+src="([^"]+)"/g))],
    inlineScripts: attribute(html, /<script(?: data-boot="[^"]*")?>([\s\S]*?)<\/script>/g),
    boot: attribute(html, /<script data-boot="([^"]+)">/g),
    inlineStyles: attribute(html, /<style>([\s\S]*?)<\/style>/g),
    loadedStyleSheets: attribute(html, /<link rel="stylesheet"[^>]*href="([^"]+)"(?![^>]*disabled)[^>]*>/g),
    modulePreloads: attribute(html, /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  };
}

const fontUrlsIn = (text: string) => [...text.matchAll(/["'`(]([^"'`()]+\.(?:woff2?|ttf|otf|eot))/g)].map((m) => m[1]);

interface Measure {
  name: string;
  budget: number;
  actual: number;
}

function overBudget(measures: Measure[]): string {
  const over = measures.filter((measure) => measure.actual > measure.budget);
  if (over.length === 0) return '';
  const rows = over.map(
    ({ name, budget, actual }) =>
      `| ${name} | ${(budget / KB).toFixed(1)} KB | ${(actual / KB).toFixed(1)} KB | +${((actual - budget) / KB).toFixed(1)} KB |`,
  );
  return ['Over budget:', '| measure | budget | actual | grew by |', '|---|---|---|---|', ...rows].join('\n');
}

/** Every measure against its budget, for the run's log. */
const measuresTable = (measures: Measure[]) =>
  [
    '| measure | budget | actual |',
    '|---|---:|---:|',
    ...measures.map(
      ({ name, budget, actual }) => `| ${name} | ${(budget / KB).toFixed(1)} KB | ${(actual / KB).toFixed(1)} KB |`,
    ),
  ].join('\n');

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The web build the server serves (as scripts/start.mjs picks it). */
const webDist = process.env.WEB_DIST_DIR || path.resolve(import.meta.dirname, '../../packages/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(webDist, 'client/.vite/manifest.json'), 'utf8')) as Manifest;

/** The app's own chunks, which the first module imports: main.tsx and its imports. */
function appChunks(key = 'src/delivery/main.tsx', found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || found.has(`/${chunk.file}`)) return found;
  found.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) appChunks(imported, found);
  return found;
}

/** The route chunks the server named for the first module to preload beside the app's. */
const pageChunks = (html: string) =>
  (/<meta name="grain:modules" content="([^"]*)">/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);

test('what every public page loads stays within its size budgets; no admin chunk, no schema library, no icon webfont, no public source map', async () => {
  test.setTimeout(120_000);
  const measures: Measure[] = [];
  const bodies = new Map<string, Buffer>();
  const load = async (path: string) => {
    if (!bodies.has(path)) {
      const { status, body } = await fetchBytes(path);
      expect(status, path).toBe(200);
      bodies.set(path, body);
    }
    return bodies.get(path) as Buffer;
  };
  const fonts = new Set<string>();
  const scripts = new Set<string>();
  const gzipOf = async (paths: string[]) => {
    let bytes = 0;
    for (const script of paths) {
      const body = await load(script);
      bytes += gzipBytes(body);
      scripts.add(script);
      for (const font of fontUrlsIn(body.toString())) fonts.add(new URL(font, `${E2E_BASE_URL}${script}`).pathname);
    }
    return bytes;
  };

  for (const route of PUBLIC_ROUTES) {
    const page = await fetchBytes(route);
    expect(page.status, route).toBe(200);
    const html = page.body.toString();
    const parts = partsOf(html);
    // Nothing but the HTML before the first paint: no style sheet, script or module to fetch.
    expect(parts.loadedStyleSheets, `${route}: style sheets fetched before the first paint`).toEqual([]);
    expect(parts.scripts, `${route}: scripts in the HTML`).toEqual([]);
    expect(parts.modulePreloads, `${route}: modules preloaded by the HTML`).toEqual([]);
    expect(parts.inlineScripts, `${route}: inline scripts`).toHaveLength(1);
    measures.push({ name: `HTML, ${route}`, budget: BUDGETS.html, actual: gzipBytes(page.body) });
    measures.push({
      name: `JS in the HTML, ${route}`,
      budget: BUDGETS.htmlJs,
      actual: gzipBytes(parts.inlineScripts.join('')),
    });
    // The app's first module, which the page's inline starter adds after the largest paint.
    const boot = parts.boot[0] ?? '';
    expect(boot, `${route}: the starter's tag names the app's first module`).toMatch(/^\/assets\/[\w-]+\.js$/);
    const toHydrate = new Set([boot, ...appChunks(), ...pageChunks(html)]);
    // The admin area's chunks (its screens, its icons) are the admin's alone.
    expect(
      [...toHydrate].filter((script) => /^\/assets\/admin-/.test(script)),
      `${route}: admin chunks`,
    ).toEqual([]);
    // The schema library is the forms' and the loaders' (on a navigation): no page needs it to hydrate.
    expect(
      [...toHydrate].filter((script) => /^\/assets\/zod-/.test(script)),
      `${route}: the schema library`,
    ).toEqual([]);
    measures.push({
      name: `JS to hydrate, ${route}`,
      budget: route === '/' ? BUDGETS.homeJs : BUDGETS.routeJs,
      actual: await gzipOf([...toHydrate]),
    });
    const css = parts.inlineStyles.join('');
    for (const font of fontUrlsIn(css)) fonts.add(new URL(font, `${E2E_BASE_URL}${route}`).pathname);
    measures.push({ name: `CSS, ${route}`, budget: BUDGETS.css, actual: gzipBytes(css) });
  }

  expect(fonts.size, 'the web faces').toBeGreaterThan(0);
  let fontBytes = 0;
  for (const font of fonts) fontBytes += (await load(font)).length;
  measures.push({ name: 'fonts a public page can load', budget: BUDGETS.fonts, actual: fontBytes });

  const iconFonts = [...fonts].filter((font) => /fa-|fontawesome|webfont|icon/i.test(font));
  expect(iconFonts, 'icon webfonts').toEqual([]);

  for (const script of scripts) {
    expect((await load(script)).toString(), script).not.toContain('sourceMappingURL');
    expect((await fetchBytes(`${script}.map`)).status, `${script}.map`).toBe(404);
  }

  console.log(measuresTable(measures));
  expect(overBudget(measures)).toBe('');
});
