import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The inline script and style of the stand-in's pages, as a server-rendered page carries them. */
export const STAND_IN_SCRIPT = 'window.started = true;';
export const STAND_IN_STYLE = 'main { color: #3b2416; }';

/** The CSP source of an inline script or style: its SHA-256 hash, as browsers compute it. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export interface StandInWebBuild {
  /** The build folder (WEB_DIST_DIR). */
  dir: string;
  remove(): Promise<void>;
}

/**
 * A stand-in web build as packages/web/build.mjs leaves it: the page template and the manifest,
 * the given files under client/ (hashed assets, their .br and .gz copies), source maps moved out
 * of the served folder, and a renderer that answers every page with `page` (inside `<main>`),
 * its inline script and style, and a state naming the page's address. A page answering a posted
 * form also shows the refused form it was given, as JSON in an `<output>`.
 */
export async function writeStandInWebBuild(options: {
  page: string;
  files?: Record<string, string | Buffer>;
}): Promise<StandInWebBuild> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-dist-'));
  const client = path.join(dir, 'client');
  await fs.mkdir(path.join(client, 'assets'), { recursive: true });
  await fs.mkdir(path.join(client, '.vite'));
  await fs.mkdir(path.join(dir, 'server'));
  await fs.mkdir(path.join(dir, 'sourcemaps'));
  await fs.writeFile(path.join(client, 'index.html'), '<!doctype html><div id="root"><!--ssr-html--></div>');
  await fs.writeFile(path.join(client, '.vite', 'manifest.json'), '{}');
  for (const [name, body] of Object.entries(options.files ?? {})) {
    const file = name.endsWith('.map') ? path.join(dir, 'sourcemaps', path.basename(name)) : path.join(client, name);
    await fs.writeFile(file, body);
  }
  const html = `<script>${STAND_IN_SCRIPT}</script><style>${STAND_IN_STYLE}</style><main>${options.page}</main>`;
  const rendered = {
    kind: 'page',
    status: 200,
    inlineSources: { 'script-src': hashSource(STAND_IN_SCRIPT), 'style-src': hashSource(STAND_IN_STYLE) },
    missingData: [],
  };
  await fs.writeFile(
    path.join(dir, 'server', 'entry-server.js'),
    [
      "export const PAGE_STATE_PREFIX = '/_state';",
      "const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');",
      'export const createDocumentRenderer = async () => async ({ url, contactForm }) => ({',
      `  ...${JSON.stringify(rendered)},`,
      `  html: Buffer.from(${JSON.stringify(html)} + (contactForm ? \`<output>\${escape(JSON.stringify(contactForm))}</output>\` : '')),`,
      '  state: JSON.stringify({ url }),',
      '});',
      'export const clientOnlyPage = (template) => template;',
    ].join('\n'),
  );
  await fs.writeFile(path.join(dir, 'server', 'starter.js'), STAND_IN_SCRIPT);
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
