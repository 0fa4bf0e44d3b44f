// Builds the web app and the server bundle when missing or older than their sources
// (`npm start` and `npm run bench` both start the built server).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function newestSource(root, dir) {
  let newest = 0;
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'test-results'].includes(entry.name)) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  walk(path.join(root, dir));
  return newest;
}

function run(root, command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds what is stale; returns the web build's folder (WEB_DIST_DIR, resolved). */
export function buildWhatIsStale(root) {
  // WEB_DIST_DIR lets parallel checks build and serve the web app from a folder of their own.
  const webDist = path.resolve(root, process.env.WEB_DIST_DIR || 'packages/web/dist');
  const builds = [
    {
      name: '@grain/web',
      output: path.join(webDist, 'client', 'index.html'),
      sources: ['packages/web', 'packages/contract/src'],
      args: ['--', '--outDir', webDist],
    },
    {
      name: '@grain/server',
      output: path.join(root, 'packages/server/dist/main.js'),
      sources: ['packages/server/src', 'packages/contract/src'],
      args: [],
    },
  ];
  for (const build of builds) {
    const builtAt = fs.existsSync(build.output) ? fs.statSync(build.output).mtimeMs : 0;
    if (builtAt < Math.max(...build.sources.map((dir) => newestSource(root, dir)))) {
      console.log(`Building ${build.name}...`);
      run(root, 'npm', ['run', 'build', '--silent', '-w', build.name, ...build.args]);
    }
  }
  return webDist;
}
