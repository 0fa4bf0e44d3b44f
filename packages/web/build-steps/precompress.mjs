// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the browser
// build, at the highest levels (made once here, so the server never compresses a static file).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json', '.txt', '.xml', '.webmanifest', '.ico']);
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

export function precompress(dir) {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}
