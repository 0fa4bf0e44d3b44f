// Starts the built app for the browser journeys on a fresh, seeded SQLite database in a
// temporary folder (removed on exit), exactly as `npm start` would run it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN, E2E_PORT } from './support/constants.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grain-e2e-'));
const root = path.resolve(import.meta.dirname, '..');
const env = {
  ...process.env,
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATABASE_URL: path.join(dir, 'grain.db'),
  STORAGE_DIR: path.join(dir, 'storage'),
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  LOG_LEVEL: 'warn',
  // The journeys send several messages and sign in many times from one address.
  CONTACT_MAX_PER_IP: '1000',
  LOGIN_MAX_FAILURES_PER_IP: '1000',
};
const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, stdio: 'inherit', env });
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

/**
 * Every demo picture's variants made before the journeys start (`npm run images`), as on a site
 * in use: made in the background instead, they would change the pages that show them for minutes,
 * between a page and its state, under the journeys' feet. The journeys start at the line below
 * (playwright.config.ts waits for it).
 */
async function untilReady() {
  for (let tries = 0; tries < 480; tries += 1) {
    const ready = await fetch(`http://127.0.0.1:${E2E_PORT}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The e2e site was not ready within 120 s.');
}
await untilReady();
const images = spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs'), 'images'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
if (images.status !== 0) {
  console.error(`npm run images failed with code ${images.status}.`);
  stop();
} else {
  console.log('Grain e2e: site ready, pictures made');
}
