/**
 * Where a server's CPU time went: self time per function (and per package) of a profile that
 * `npm run bench -- --cpu-prof` wrote.
 *
 *   node packages/server/bench/profile-summary.ts bench-profiles/CPU.….cpuprofile [top=25]
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, top = '25'] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** `node_modules/<package>` of a script, or the app's own file, or the engine's category. */
function packageOf(url: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.includes('/dist/') || url.includes('/src/')) return 'grain';
  return url.startsWith('node:') ? 'node' : url || '(engine)';
}

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const { functionName, url, lineNumber } = byId.get(id)?.callFrame ?? { functionName: '?', url: '', lineNumber: 0 };
  const micros = profile.timeDeltas[index] ?? 0;
  total += micros;
  const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  byPackage.set(packageOf(url), (byPackage.get(packageOf(url)) ?? 0) + micros);
});

const print = (title: string, entries: Map<string, number>, count: number) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${((100 * micros) / total).toFixed(1).padStart(6)} %  ${name}`);
  }
};
console.log(`${(total / 1e6).toFixed(1)} s sampled`);
print('self time by package', byPackage, 12);
print('self time by function', byFunction, Number(top));
