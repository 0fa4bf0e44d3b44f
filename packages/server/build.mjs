// Bundles the server (with the contract's TypeScript) into dist/; npm dependencies stay external.
// Split into chunks, so that what the entry points import lazily (the whole app, after the
// failure reporter) loads lazily, dependencies included. Chunk names change with their
// content: the chunks of earlier builds are removed afterwards, not before, so that a server
// started from dist/ meanwhile still finds its own.
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@grain/'));

const result = await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  chunkNames: '[name]-[hash]',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
  metafile: true,
});

const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.basename(file)));
for (const name of readdirSync('dist')) {
  if (!written.has(name)) rmSync(path.join('dist', name), { recursive: true, force: true });
}

// The demo seed reads its shipped files (the workshop video) next to the bundle: see src/demo/seed-files.ts.
cpSync(new URL('./src/demo/assets/', import.meta.url), new URL('./dist/demo-assets/', import.meta.url), {
  recursive: true,
});
