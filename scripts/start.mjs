// `npm start`: builds what is missing or older than its sources, then runs the server.
// `npm run migrate` and `npm run create-admin` come through here too (first argument).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builds = [
  { name: '@grain/web', output: 'packages/web/dist/index.html', sources: ['packages/web', 'packages/contract/src'] },
  {
    name: '@grain/server',
    output: 'packages/server/dist/main.js',
    sources: ['packages/server/src', 'packages/contract/src'],
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
  const output = path.join(root, build.output);
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  if (builtAt < Math.max(...build.sources.map(newestSource))) {
    console.log(`Building ${build.name}...`);
    run('npm', ['run', 'build', '--silent', '-w', build.name]);
  }
}

const [command, ...rest] = process.argv.slice(2);
const entry = command ? 'packages/server/dist/cli.js' : 'packages/server/dist/main.js';
const args = ['--enable-source-maps', path.join(root, entry), ...(command ? [command, ...rest] : [])];
const child = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
process.exit(child.status ?? 1);
