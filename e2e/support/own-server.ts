import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export const OWN_ADMIN = { email: 'owner@grain.test', password: 'owner-password' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A server of a journey's own, beside the suite's seeded one: started as `npm start` starts it
 * (the built app), on a new database in a temporary folder, with `env` added. For journeys
 * that need another start (GRAIN_DEMO=off) or change the whole site (removing the demo).
 */
export async function startOwnServer(env: Record<string, string>, timeoutMs = 150_000) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grain-e2e-own-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const envFile = path.join(dir, 'empty.env');
  fs.writeFileSync(envFile, '');
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    // Its warnings and errors reach the run's output, where a failed journey is explained.
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ENV_FILE: envFile,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dir, 'grain.db'),
      STORAGE_DIR: path.join(dir, 'storage'),
      ADMIN_EMAIL: OWN_ADMIN.email,
      ADMIN_PASSWORD: OWN_ADMIN.password,
      LOG_LEVEL: 'warn',
      // No picture variants in the background: none of these journeys looks at them, and making
      // them took CPU from the journeys running beside them for minutes.
      IMAGE_WORKER: 'off',
      ...env,
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const up = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The journey's own server did not start within ${timeoutMs} ms.`);
}
