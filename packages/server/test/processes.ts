import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

/** The project root, where `npm start` runs. */
export const projectRoot = path.resolve(import.meta.dirname, '../../..');
export const serverSources = path.resolve(import.meta.dirname, '../src');

/** Node runs the TypeScript sources itself; Node 22 would print a warning line about it. */
export const nodeArgs = ['--disable-warning=ExperimentalWarning'];

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** A started process whose output is collected as it comes. */
export interface Running {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<Finished>;
}

export function start(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = projectRoot): Running {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<Finished>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** Runs `node <script> …args` to its end, killing it after `timeoutMs`. */
export async function runNode(script: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 30_000) {
  const running = start(process.execPath, [...nodeArgs, script, ...args], env);
  const timer = setTimeout(() => running.child.kill('SIGKILL'), timeoutMs);
  try {
    return await running.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** Non-empty lines of an output, without npm's notices about this machine's configuration. */
export const linesOf = (text: string) =>
  text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Sandbox {
  dir: string;
  databaseFile: string;
  storageDir: string;
  /** The environment of a server or command run in this sandbox, on a free port. */
  env: NodeJS.ProcessEnv;
  remove(): Promise<void>;
}

/**
 * A temporary folder with a SQLite file, a storage folder and an empty settings file (so that
 * a developer's own `.env` does not leak in), and an environment pointing at them.
 */
export async function sandbox(overrides: NodeJS.ProcessEnv = {}): Promise<Sandbox> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-process-'));
  const envFile = path.join(dir, 'empty.env');
  await fs.writeFile(envFile, '');
  const databaseFile = path.join(dir, 'grain.db');
  const storageDir = path.join(dir, 'storage');
  const {
    ADMIN_EMAIL: _email,
    ADMIN_PASSWORD: _password,
    TEST_DATABASE_URL: _test,
    NODE_OPTIONS: _options,
    ...inherited
  } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    ENV_FILE: envFile,
    DATABASE_URL: databaseFile,
    STORAGE_DIR: storageDir,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    ...overrides,
  };
  return { dir, databaseFile, storageDir, env, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

/**
 * A migrated SQLite database holding one banner: not empty, so a start does not spend its time
 * drawing the demo seed's pictures.
 */
export async function nonEmptyDatabase(file: string): Promise<void> {
  const { db, dialect } = openDatabase(file);
  try {
    await migrateToLatest(db, dialect);
    const at = new Date().toISOString();
    await sql`insert into banners (title, is_active, created_at, updated_at) values ('Banner', 1, ${at}, ${at})`.execute(
      db,
    );
  } finally {
    await db.destroy();
  }
}

/** Waits until the server of `env` answers /api/health, or the process ends first. */
export async function untilAnswering(port: string | undefined, running: Running, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void running.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline && !ended) {
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer: ${JSON.stringify(running.output())}`);
}

/** A process's state letter from /proc (`Z` for a zombie), or undefined once it is gone. */
async function processState(pid: number): Promise<string | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
}

/** The process and all its descendants, from /proc. */
export async function processTree(root: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const name of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await fs.readFile(`/proc/${name}/stat`, 'utf8').catch(() => undefined);
    if (stat) parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

/** The processes of the list still alive (a zombie has ended: only its exit status is left). */
export async function stillRunning(pids: number[]): Promise<number[]> {
  const states = await Promise.all(pids.map(processState));
  return pids.filter((_pid, index) => states[index] !== undefined && states[index] !== 'Z');
}
