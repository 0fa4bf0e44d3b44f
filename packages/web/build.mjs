// Builds the web app: the browser bundle into {outDir}/client (served as it is, with its
// manifest, and with a brotli and a gzip copy of each text file), its source maps into
// {outDir}/sourcemaps (never served), and the server renderer into {outDir}/server (loaded by the
// API server, never served).
//   node build.mjs [--outDir dist]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { precompress } from './build-steps/precompress.mjs';
import { moveSourceMaps } from './build-steps/source-maps.mjs';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });
const outDir = path.resolve(import.meta.dirname, values.outDir);
const root = import.meta.dirname;

await build({
  root,
  logLevel: 'warn',
  build: { outDir: path.join(outDir, 'client'), emptyOutDir: true, manifest: true, sourcemap: 'hidden' },
});
moveSourceMaps(path.join(outDir, 'client'), path.join(outDir, 'sourcemaps'));
precompress(path.join(outDir, 'client'));
await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: path.join(outDir, 'server'),
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
  // One self-contained file: the server may load it from any folder (WEB_DIST_DIR).
  ssr: { noExternal: true },
});
