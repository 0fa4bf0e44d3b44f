// The browser build's source maps, moved out of the served folder: kept for reading production
// stack traces, never downloadable (the bundles carry no sourceMappingURL either).
import fs from 'node:fs';
import path from 'node:path';

export function moveSourceMaps(clientDir, mapsDir) {
  fs.rmSync(mapsDir, { recursive: true, force: true });
  const assets = path.join(clientDir, 'assets');
  for (const name of fs.readdirSync(assets)) {
    if (!name.endsWith('.map')) continue;
    fs.mkdirSync(mapsDir, { recursive: true });
    fs.renameSync(path.join(assets, name), path.join(mapsDir, name));
  }
}
