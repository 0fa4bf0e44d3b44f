// `npm start`: builds what is missing or older than its sources, then runs the server.
// `npm run migrate`, `create-admin`, `export`, `import` and `images` come through here too (first argument).
import './require-node.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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
// npm runs this script through `sh -c`. That shell dies of npm's SIGTERM without passing it on,
// and outlives npm killed outright (kill -9): then only npm is gone. So watch both: a new parent
// means the shell is gone, and npm's own exit (its pid, read from /proc on Linux, where the
// shell's parent is) means whoever started us is; either way stop the child as if signalled.
const parent = process.ppid;
const starter = process.env.npm_lifecycle_event ? parentOf(parent) : undefined;
setInterval(() => {
  if (process.ppid !== parent || (starter !== undefined && !isAlive(starter))) stop('SIGTERM');
}, 200).unref();

/** The parent of a process, from /proc (Linux); undefined where there is none to read. */
function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return ppid > 1 ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process still runs (a zombie has ended: only its exit status is left). */
function isAlive(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
child.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // A signal this script passed on is a stop that was asked for; any other (SIGKILL from the
  // kernel's out-of-memory killer, say) is a failure that a process manager must see.
  if (stopping) process.exit(0);
  console.error(`Grain stopped unexpectedly: the server was killed by ${signal}.`);
  process.exit(1);
});
