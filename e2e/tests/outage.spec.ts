import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  postgresBinDir,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../packages/server/test/throwaway-postgres.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * A PostgreSQL outage as a visitor meets it: the site started `npm start`'s way on a database
 * of its own, which the test stops and starts again. Pages answer the designed 503 page with
 * Retry-After while it is away, and the site recovers by itself.
 */
const root = path.resolve(import.meta.dirname, '..', '..');

test.describe('while the database is away', () => {
  test.skip(!postgresBinDir(), 'needs PostgreSQL server programs (initdb, pg_ctl)');
  test.describe.configure({ timeout: 240_000 });

  let cluster: ThrowawayPostgres;
  let server: ChildProcess;
  let base: string;
  let dir: string;

  test.beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grain-outage-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: cluster.url,
        STORAGE_DIR: path.join(dir, 'storage'),
        ADMIN_EMAIL: 'outage@grain.test',
        ADMIN_PASSWORD: 'outage-password',
        LOG_LEVEL: 'silent',
      },
    });
    await expect
      .poll(async () => (await fetch(`${base}/api/ready`).catch(() => null))?.status, { timeout: 180_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    cluster?.remove();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('pages answer the designed 503 page with Retry-After, then recover by themselves', async ({ browser }) => {
    expect((await fetch(`${base}/about`)).status).toBe(200);

    cluster.stop('fast');
    const page = await fetch(`${base}/products`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('2');
    const html = await page.text();
    expect(html).toContain('<title>Back in a Moment | Grain</title>');
    expect(html).toContain('Our workshop is briefly closed');
    const api = await fetch(`${base}/api/faqs`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({
      success: false,
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });

    const context = await browser.newContext();
    const tab = await context.newPage();
    const response = await tab.goto(`${base}/faq`);
    expect(response?.status()).toBe(503);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Back in a Moment');
    await context.close();

    cluster.start();
    await expect.poll(async () => (await fetch(`${base}/about`)).status, { timeout: 5_000 }).toBe(200);
  });

  test('a form posted without the app comes back with what was typed and the reason', async () => {
    const typed = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', message: 'A walnut desk, please.' };
    const post = () =>
      fetch(`${base}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(typed).toString(),
      });

    cluster.stop('fast');
    const refused = await post();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    const html = await refused.text();
    expect(html).toContain('<title>Contact Us | Grain</title>');
    expect(html).toContain('The service is temporarily unavailable. Please try again in a moment.');
    expect(html).toContain('value="ann@example.com"');
    expect(html).toContain('>A walnut desk, please.</textarea>');

    cluster.start();
    await expect.poll(async () => (await post()).status, { timeout: 5_000 }).toBe(303);
  });
});
