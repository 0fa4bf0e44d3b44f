// Builds the web app: the browser bundle into {outDir}/client (served as it is, with its
// manifest, and with a brotli and a gzip copy of each text file), its source maps into
// {outDir}/sourcemaps (never served), and the server renderer into {outDir}/server (loaded by the
// API server, never served).
//   node build.mjs [--outDir dist]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, createLogger } from 'vite';
import { precompress } from './build-steps/precompress.mjs';
import { moveSourceMaps } from './build-steps/source-maps.mjs';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });
const outDir = path.resolve(import.meta.dirname, values.outDir);
const root = import.meta.dirname;

/*
 * Vite's CSS modules load a file named by `composes: x from "…"` through postcss-modules, which
 * parses it without a `from` path, and Vite warns that a plugin "did not pass the `from` option"
 * (vitejs/vite#10079, css-modules/postcss-modules-values#40). The warning is about url()s in the
 * composed file being resolved wrongly; the files composed here (ui/skippable.module.css,
 * site/shared/detail-layout.module.css) have none. Every other warning still shows.
 */
const logger = createLogger('warn');
const isComposesWarning = (message) => message.includes('did not pass the `from` option to `postcss.parse`');
for (const level of ['warn', 'warnOnce']) {
  const log = logger[level];
  logger[level] = (message, options) => {
    if (!isComposesWarning(message)) log(message, options);
  };
}

await build({
  root,
  logLevel: 'warn',
  customLogger: logger,
  build: { outDir: path.join(outDir, 'client'), emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
});
moveSourceMaps(path.join(outDir, 'client'), path.join(outDir, 'sourcemaps'));
precompress(path.join(outDir, 'client'));
await build({
  root,
  logLevel: 'warn',
  customLogger: logger,
  build: {
    ssr: 'src/delivery/entry-server.tsx',
    outDir: path.join(outDir, 'server'),
    emptyOutDir: true,
    // Written, not linked: the server would load a linked map at start (some 3 MB of memory) for
    // stack traces into a bundle that is not minified and reads well as it is.
    sourcemap: 'hidden',
    copyPublicDir: false,
    // ASCII only (strings escaped, doc comments left out), so that the server keeps the
    // renderer's source text at one byte a character (a single "—" would make V8 hold all of it
    // at two): some 1.5 MB of memory.
    rollupOptions: {
      output: {
        entryFileNames: 'entry-server.js',
        charset: 'ascii',
        comments: { legal: true, jsdoc: false, annotation: false },
      },
    },
  },
  // React's packages choose their production or development build by NODE_ENV at run time;
  // decided here, the development builds (half the renderer's code) are left out.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // One self-contained file: the server may load it from any folder (WEB_DIST_DIR).
  ssr: { noExternal: true },
});
// The pages' inline starter (src/delivery/starter.ts): an entry of its own, one self-contained
// classic script beside the renderer, which puts its text inline in every server-rendered page.
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  customLogger: logger,
  build: {
    outDir: path.join(outDir, 'server'),
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: { entry: 'src/delivery/starter.ts', formats: ['iife'], name: 'grainStarter', fileName: () => 'starter.js' },
    rollupOptions: { output: { comments: false } },
  },
});
