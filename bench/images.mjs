// `npm run bench:images`: the time and peak memory (RSS) the image worker takes to make every
// variant of one 4000×3000 JPEG, each run in a fresh process (sharp as the server sets it up:
// no cache, one thread); then the image bytes a 375 px-wide phone downloads on `/` and
// `/products` of the demo site (`--routes all`: every public route; `--routes /,/blog`: those),
// against the stored originals of the same pictures.
// Prints two tables; `--runs N` sets the number of runs (default 3).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pageImageBytes } from './page-images.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, child: { type: 'string' }, routes: { type: 'string' } },
});

/** The pages whose image bytes are measured (`--routes`). */
async function measuredRoutes() {
  if (!values.routes) return ['/', '/products'];
  if (values.routes !== 'all') return values.routes.split(',');
  const { PUBLIC_ROUTES } = await import('../e2e/support/public-routes.ts');
  return PUBLIC_ROUTES;
}

/** One run, in this process: makes the variants of `file` and reports time, peak RSS and bytes. */
async function runOnce(file) {
  // makeVariants loads sharp as the server does (storage/sharp.ts: no cache, one thread).
  const { makeVariants } = await import(path.join(root, 'packages/server/src/images/variants.ts'));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'grain-bench-variants-'));
  const started = performance.now();
  const made = await makeVariants(file, folder);
  const ms = performance.now() - started;
  const bytes = Object.fromEntries(
    fs.readdirSync(folder).map((name) => [name, fs.statSync(path.join(folder, name)).size]),
  );
  fs.rmSync(folder, { recursive: true, force: true });
  console.log(JSON.stringify({ ms, maxRssKb: process.resourceUsage().maxRSS, widths: made.widths, bytes }));
}

/** A photo-like 4000×3000 JPEG: smooth noise over a gradient, with EXIF, as a camera writes it. */
async function makeOriginal(file) {
  const sharp = createRequire(path.join(root, 'packages/server/package.json'))('sharp');
  const width = 4000;
  const height = 3000;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#6b4226"/><stop offset="1" stop-color="#e0b07a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(1.5)
    .png()
    .toBuffer();
  await sharp(gradient)
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Camera' } })
    .toFile(file);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (values.child) {
  await runOnce(values.child);
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grain-bench-images-'));
  const file = path.join(dir, 'photo.jpg');
  await makeOriginal(file);
  const runs = [];
  for (let run = 0; run < Number(values.runs); run++) {
    const result = spawnSync(process.execPath, [import.meta.filename, '--child', file], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`A run failed:\n${result.stderr}`);
    runs.push(JSON.parse(result.stdout.trim().split('\n').at(-1)));
  }
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const { bytes } = runs[0];
  console.log(
    `Variants of one 4000×3000 JPEG (${kb(fs.statSync(file).size)}), ${runs.length} runs, ${os.cpus().length} CPUs`,
  );
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(`| time, median | ${(times[Math.floor(times.length / 2)] / 1000).toFixed(2)} s |`);
  console.log(`| time, min–max | ${(times[0] / 1000).toFixed(2)}–${(times.at(-1) / 1000).toFixed(2)} s |`);
  console.log(`| peak RSS, max | ${(Math.max(...runs.map((run) => run.maxRssKb)) / 1024).toFixed(0)} MB |`);
  console.log(`| files | ${Object.keys(bytes).length} (widths ${runs[0].widths.join(', ')}) |`);
  console.log('');
  console.log('| width | AVIF | WebP | JPEG |');
  console.log('|---|---|---|---|');
  for (const width of runs[0].widths) {
    const size = (extension) => kb(bytes[`w${width}.${extension}`]);
    console.log(`| ${width} | ${size('avif')} | ${size('webp')} | ${size('jpg')} |`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  console.log('');
  await pageImageBytes(await measuredRoutes());
}
