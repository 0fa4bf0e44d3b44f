// `npm start`: builds what is missing or older than its sources, then runs the server.
// `npm run migrate` and `npm run create-admin` come through here too (first argument).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST_DIR lets parallel checks build and serve the web app from a folder of their own.
const webDist = path.resolve(root, process.env.WEB_DIST_DIR || 'packages/web/dist');
const builds = [
  {
    name: '@grain/web',
    output: path.join(webDist, 'index.html'),
    sources: ['packages/web', 'packages/contract/src'],
    args: ['--', '--outDir', webDist, '--emptyOutDir'],
  },
  {
    name: '@grain/server',
    output: path.join(root, 'packages/server/dist/main.js'),
    sources: ['packages/server/src', 'packages/contract/src'],
    args: [],
  },
];

function newestSource(dir) {
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

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

for (const build of builds) {
  const builtAt = fs.existsSync(build.output) ? fs.statSync(build.output).mtimeMs : 0;
  if (builtAt < Math.max(...build.sources.map(newestSource))) {
    console.log(`Building ${build.name}...`);
    run('npm', ['run', 'build', '--silent', '-w', build.name, ...build.args]);
  }
}

const [command, ...rest] = process.argv.slice(2);
const entry = command ? 'packages/server/dist/cli.js' : 'packages/server/dist/main.js';
const args = ['--enable-source-maps', path.join(root, entry), ...(command ? [command, ...rest] : [])];
const child = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST_DIR: webDist },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
