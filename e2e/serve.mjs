// Starts the built app for the browser journeys on a fresh, seeded SQLite database in a
// temporary folder (removed on exit), exactly as `npm start` would run it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN, E2E_PORT } from './support/constants.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grain-e2e-'));
const root = path.resolve(import.meta.dirname, '..');
const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
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
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
