// `npm start`: builds what is missing or older than its sources, then runs the server.
// `npm run migrate`, `create-admin`, `export`, `import` and `images` come through here too (first argument).
import './require-node.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWhatIsStale } from './build-if-stale.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Settings from `.env` (or ENV_FILE) count here too, for WEB_DIST_DIR; the environment wins.
// A file that cannot be read is reported, in one line, by the server that reads it again.
try {
  process.loadEnvFile(process.env.ENV_FILE || path.join(root, '.env'));
} catch {}
const webDist = buildWhatIsStale(root);

const [command, ...rest] = process.argv.slice(2);
const entry = command ? 'packages/server/dist/cli.js' : 'packages/server/dist/main.js';
const args = [...SERVER_NODE_FLAGS, path.join(root, entry), ...(command ? [command, ...rest] : [])];
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
child.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // A signal this script passed on is a stop that was asked for; any other (SIGKILL from the
  // kernel's out-of-memory killer, say) is a failure that a process manager must see.
  if (stopping) process.exit(0);
  console.error(`Grain stopped unexpectedly: the server was killed by ${signal}.`);
  process.exit(1);
});
