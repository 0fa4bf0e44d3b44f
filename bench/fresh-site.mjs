// Starts the built site `npm start`'s way (building what is missing) on a fresh SQLite database
// with the demo content, in a temporary folder removed on stop. For the benchmark scripts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site exited with code ${child.exitCode} before it was ready.`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site was not ready at ${url} within ${timeoutMs / 1000} s.`);
}

/** `npm run images`: every stored picture's variants made before anything is measured. */
function makeImageVariants(env) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs'), 'images'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (result.status !== 0) throw new Error(`npm run images failed with code ${result.status}.`);
}

/**
 * A running site: its origin, its process, and `stop()`. `env` adds or overrides settings; with
 * `makeImages` every picture's variants exist before it is handed over (as on a site in use).
 */
export async function startFreshSite({ env = {}, timeoutMs = 300_000, makeImages = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grain-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const siteEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: path.join(dir, 'grain.db'),
    STORAGE_DIR: path.join(dir, 'storage'),
    ADMIN_EMAIL: 'bench@grain.example',
    ADMIN_PASSWORD: 'bench-password-1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: siteEnv,
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`${origin}/api/ready`, child, timeoutMs);
    if (makeImages) makeImageVariants(siteEnv);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, child, dir, stop };
}
