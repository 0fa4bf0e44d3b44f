// `npm start`: builds what is missing or older than its sources, then runs the server.
// `npm run migrate`, `create-admin`, `export`, `import` and `images` come through here too (first argument).
import './require-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Settings from `.env` (or ENV_FILE) count here too, for WEB_DIST_DIR; the environment wins.
// A file that cannot be read is reported, in one line, by the server that reads it again.
try {
  process.loadEnvFile(process.env.ENV_FILE || path.join(root, '.env'));
} catch {}
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
  // The server watches the IPC channel: should this process die, even by SIGKILL, it stops too.
  stdio: command ? 'inherit' : ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, WEB_DIST_DIR: webDist },
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// npm runs this script through `sh -c`, and that shell dies of npm's SIGTERM without passing
// it on: a new parent means whoever started us is gone, so stop the child as if signalled.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 200).unref();
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
