// Imported first by every npm script's entry: on a Node.js older than package.json's
// `engines` it stops at once, with one line, before anything is built or migrated.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = engines.node.replace(/^>=\s*/, '');
const parts = (version) => version.replace(/^v/, '').split('.').map(Number);

function isOlder(found, floor) {
  for (let i = 0; i < 3; i++) {
    if ((found[i] ?? 0) !== (floor[i] ?? 0)) return (found[i] ?? 0) < (floor[i] ?? 0);
  }
  return false;
}

if (isOlder(parts(process.version), parts(needed))) {
  console.error(
    `Grain needs Node.js ${needed} or newer (24 LTS recommended), but this is Node.js ${process.version.slice(1)}: ` +
      'run `source scripts/use-node.sh` (or install Node.js 24 from https://nodejs.org), then `npm install` and try again.',
  );
  process.exit(1);
}
