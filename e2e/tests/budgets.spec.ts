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
   * The scripts a page's HTML loads: all that may compete with its first paint and its LCP
   * picture (the app itself loads after the page, packages/web/src/boot.ts).
   */
  htmlJs: 70 * KB,
  /** Every script the app needs to hydrate `/`. */
  homeJs: 180 * KB,
  /** The same for any other public route. */
  routeJs: 190 * KB,
  /** Stylesheets linked from any public page. */
  css: 30 * KB,
  /** Every font file the public stylesheets can load. */
  fonts: 170 * KB,
};

const gzipBytes = (body: Buffer) => gzipSync(body, { level: 9 }).length;

async function fetchBytes(path: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(`${E2E_BASE_URL}${path}`);
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

/** The scripts and stylesheets a page's HTML loads, by URL path. */
function assetsOf(html: string): { scripts: string[]; styles: string[] } {
  const attribute = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
  return {
    scripts: [
      ...new Set([
        ...attribute(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
        ...attribute(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
      ]),
    ],
    styles: [...new Set(attribute(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))],
  };
}

const fontUrlsIn = (css: string) => [...css.matchAll(/url\(["']?([^"')]+\.(?:woff2?|ttf|otf|eot))/g)].map((m) => m[1]);

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

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The web build the server serves (as scripts/start.mjs picks it). */
const webDist = process.env.WEB_DIST_DIR || path.resolve(import.meta.dirname, '../../packages/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(webDist, 'client/.vite/manifest.json'), 'utf8')) as Manifest;

/** The app's own chunks, which the first script imports once the page has loaded: main.tsx and its imports. */
function appChunks(key = 'src/main.tsx', found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || found.has(`/${chunk.file}`)) return found;
  found.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) appChunks(imported, found);
  return found;
}

/** The route chunks the server named for the first script to preload beside the app's. */
const pageChunks = (html: string) =>
  (/<meta name="grain:modules" content="([^"]*)">/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);

test('what every public page loads stays within its size budgets; no icon webfont, no public source map', async () => {
  test.setTimeout(120_000);
  const measures: Measure[] = [];
  const sizes = new Map<string, Buffer>();
  const load = async (path: string) => {
    if (!sizes.has(path)) {
      const { status, body } = await fetchBytes(path);
      expect(status, path).toBe(200);
      sizes.set(path, body);
    }
    return sizes.get(path) as Buffer;
  };
  const fonts = new Set<string>();
  const scripts = new Set<string>();

  for (const route of PUBLIC_ROUTES) {
    const html = await fetchBytes(route);
    expect(html.status, route).toBe(200);
    const assets = assetsOf(html.body.toString());
    const gzipOf = async (paths: string[]) => {
      let bytes = 0;
      for (const script of paths) {
        bytes += gzipBytes(await load(script));
        scripts.add(script);
      }
      return bytes;
    };
    measures.push({ name: `JS in the HTML, ${route}`, budget: BUDGETS.htmlJs, actual: await gzipOf(assets.scripts) });
    const toHydrate = new Set([...assets.scripts, ...appChunks(), ...pageChunks(html.body.toString())]);
    measures.push({
      name: `JS to hydrate, ${route}`,
      budget: route === '/' ? BUDGETS.homeJs : BUDGETS.routeJs,
      actual: await gzipOf([...toHydrate]),
    });
    let css = 0;
    for (const style of assets.styles) {
      const body = await load(style);
      css += gzipBytes(body);
      for (const font of fontUrlsIn(body.toString())) fonts.add(new URL(font, `${E2E_BASE_URL}${style}`).pathname);
    }
    measures.push({ name: `CSS, ${route}`, budget: BUDGETS.css, actual: css });
  }

  let fontBytes = 0;
  for (const font of fonts) fontBytes += (await load(font)).length;
  measures.push({ name: 'fonts the public stylesheets can load', budget: BUDGETS.fonts, actual: fontBytes });

  const iconFonts = [...fonts].filter((font) => /fa-|fontawesome|webfont|icon/i.test(font));
  expect(iconFonts, 'icon webfonts').toEqual([]);

  for (const script of scripts) {
    expect((await load(script)).toString(), script).not.toContain('sourceMappingURL');
    expect((await fetchBytes(`${script}.map`)).status, `${script}.map`).toBe(404);
  }

  expect(overBudget(measures)).toBe('');
});
