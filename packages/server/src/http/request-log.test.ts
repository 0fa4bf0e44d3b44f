import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  nodeArgs,
  nonEmptyDatabase,
  type Sandbox,
  sandbox,
  serverSources,
  start,
  untilAnswering,
} from '../../test/processes.ts';
import { type StandInWebBuild, writeStandInWebBuild } from '../../test/web-build.ts';

/** A stand-in renderer that reads three API answers in-process for every page, as the real one does. */
async function buildThatCallsTheApi(): Promise<StandInWebBuild> {
  const build = await writeStandInWebBuild({ page: '<h1>About</h1>' });
  const entry = path.join(build.dir, 'server', 'entry-server.js');
  const source = fs
    .readFileSync(entry, 'utf8')
    .replace(
      'export const createDocumentRenderer = async () => async ({ url, contactForm }) => ({',
      [
        'export const createDocumentRenderer = async ({ fetchApi }) => async ({ url, contactForm }) => {',
        "  for (const api of ['/api/banners', '/api/services', '/api/contact-sections/1']) await fetchApi(api, {});",
        '  return {',
      ].join('\n'),
    );
  fs.writeFileSync(entry, source.replace(/\}\);\nexport const clientOnlyPage/, '}; };\nexport const clientOnlyPage'));
  return build;
}

interface LogLine {
  level: number;
  msg: string;
  url?: string;
  host?: string;
  status?: number;
  internal?: boolean;
}

const linesOfLog = (stdout: string): LogLine[] =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));

describe('the request log', { timeout: 90_000 }, () => {
  let box: Sandbox;
  let build: StandInWebBuild;
  beforeEach(async () => {
    build = await buildThatCallsTheApi();
    box = await sandbox({ WEB_DIST_DIR: build.dir });
    await nonEmptyDatabase(box.databaseFile);
  });
  afterEach(async () => {
    await box.remove();
    await build.remove();
  });

  async function pageViewLog(level: string): Promise<LogLine[]> {
    const running = start(process.execPath, [...nodeArgs, path.join(serverSources, 'main.ts')], {
      ...box.env,
      LOG_LEVEL: level,
    });
    try {
      await untilAnswering(box.env.PORT, running, 60_000);
      const before = linesOfLog(running.output().stdout).length;
      const page = await fetch(`http://127.0.0.1:${box.env.PORT}/about`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1>About</h1>');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The readiness polls' own lines may arrive late: only the page view's count.
      return linesOfLog(running.output().stdout)
        .slice(before)
        .filter((line) => line.url !== '/api/health');
    } finally {
      running.child.kill('SIGTERM');
      await running.exited;
    }
  }

  it('logs one line at info for a page view, with the host asked of, and not the renderer’s own calls', async () => {
    const lines = await pageViewLog('info');
    expect(lines.map(({ level, msg, url, status, host }) => ({ level, msg, url, status, host }))).toEqual([
      { level: 30, msg: 'request', url: '/about', status: 200, host: `127.0.0.1:${box.env.PORT}` },
    ]);
  });

  it('shows the renderer’s calls at debug, marked internal', async () => {
    const lines = (await pageViewLog('debug')).filter((line) => line.msg === 'request');
    expect(lines.filter((line) => line.internal).map((line) => line.url)).toEqual([
      '/api/banners',
      '/api/services',
      '/api/contact-sections/1',
    ]);
    expect(lines.filter((line) => !line.internal).map((line) => line.url)).toEqual(['/about']);
  });

  it('does not let a visitor hide a request by sending the header', async () => {
    const running = start(process.execPath, [...nodeArgs, path.join(serverSources, 'main.ts')], {
      ...box.env,
      LOG_LEVEL: 'info',
    });
    try {
      await untilAnswering(box.env.PORT, running, 60_000);
      await fetch(`http://127.0.0.1:${box.env.PORT}/api/banners`, { headers: { 'x-grain-internal': 'yes' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const lines = linesOfLog(running.output().stdout).filter((line) => line.url === '/api/banners');
      expect(lines.map((line) => [line.level, line.internal])).toEqual([[30, undefined]]);
    } finally {
      running.child.kill('SIGTERM');
      await running.exited;
    }
  });
});
