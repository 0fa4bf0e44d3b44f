import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  linesOf,
  nodeArgs,
  nonEmptyDatabase,
  processTree,
  projectRoot,
  type Running,
  type Sandbox,
  sandbox,
  serverSources,
  start,
  stillRunning,
  untilAnswering,
} from '../../test/processes.ts';

const STOP_DEADLINE_MS = 10_000;

let box: Sandbox;
/** Every process a test started, killed afterwards should the test have failed before they ended. */
let started: number[] = [];
beforeEach(async () => {
  box = await sandbox();
  // Not empty, so the start spends no time seeding.
  await nonEmptyDatabase(box.databaseFile);
});
afterEach(async () => {
  for (const pid of await stillRunning(started)) process.kill(pid, 'SIGKILL');
  started = [];
  await box.remove();
});

/**
 * A contact message whose body is sent in two parts: the request is in flight until
 * `finish()` sends the rest.
 */
function slowContactMessage(port: string | undefined) {
  const body = JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@grain.test', message: 'Hello' });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/contact/send',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status?: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, body: text }));
    });
  });
  request.write(body.slice(0, 20));
  return { answer, finish: () => request.end(body.slice(20)) };
}

/**
 * A web build newer than its sources (the file scripts/start.mjs looks at), so that `npm start`
 * builds only the server, if that: the API suite also runs where the web app's tools are not
 * installed.
 */
function freshWebBuild(): string {
  const webDist = path.join(box.dir, 'web');
  const template = path.join(webDist, 'client', 'index.html');
  fs.mkdirSync(path.dirname(template), { recursive: true });
  fs.writeFileSync(template, '<!doctype html><title>Grain</title>');
  const later = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  fs.utimesSync(template, later, later);
  return webDist;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the signal while a request is in flight; checks that it is answered and that every process ends in time. */
async function expectGracefulStop(running: Running, signal: NodeJS.Signals, target: number) {
  await untilAnswering(box.env.PORT, running, 150_000);
  const tree = await processTree(running.child.pid ?? 0);
  started = tree;
  const inFlight = slowContactMessage(box.env.PORT);
  await pause(300);
  const signalledAt = Date.now();
  process.kill(target, signal);
  await pause(1000);
  inFlight.finish();
  const answer = await inFlight.answer;
  expect(answer.status).toBe(201);
  expect(JSON.parse(answer.body)).toMatchObject({ success: true, data: { first_name: 'Ada', message: 'Hello' } });
  while ((await stillRunning(tree)).length > 0 && Date.now() - signalledAt < STOP_DEADLINE_MS) await pause(100);
  expect(await stillRunning(tree)).toEqual([]);
  expect(Date.now() - signalledAt).toBeLessThan(STOP_DEADLINE_MS);
  const stopLines = linesOf(running.output().stdout).filter((line) => line.startsWith('Grain stopped'));
  expect(stopLines).toHaveLength(1);
  expect(stopLines[0]).toMatch(
    new RegExp(`^Grain stopped on ${signal}: requests in flight finished and the database closed in \\d+ ms\\.$`),
  );
  return tree;
}

describe('stopping', { timeout: 240_000 }, () => {
  it('SIGTERM to `npm start` finishes the request in flight, closes and leaves no process behind', async () => {
    const running = start('npm', ['start'], { ...box.env, WEB_DIST_DIR: freshWebBuild() });
    const tree = await expectGracefulStop(running, 'SIGTERM', running.child.pid ?? 0);
    // npm, its shell, scripts/start.mjs and the server.
    expect(tree.length).toBeGreaterThanOrEqual(3);
  });

  it('SIGINT to the server itself does the same', async () => {
    const running = start(process.execPath, [...nodeArgs, path.join(serverSources, 'main.ts')], box.env);
    await expectGracefulStop(running, 'SIGINT', running.child.pid ?? 0);
    expect((await running.exited).code).toBe(0);
  });

  it('`npm start` says so and fails when its server is killed outright', async () => {
    const running = start(process.execPath, [path.join(projectRoot, 'scripts', 'start.mjs')], {
      ...box.env,
      WEB_DIST_DIR: freshWebBuild(),
    });
    await untilAnswering(box.env.PORT, running, 150_000);
    started = await processTree(running.child.pid ?? 0);
    // scripts/start.mjs, then the server it started.
    process.kill(started[1], 'SIGKILL');
    expect((await running.exited).code).toBe(1);
    expect(linesOf(running.output().stderr).at(-1)).toBe(
      'Grain stopped unexpectedly: the server was killed by SIGKILL.',
    );
  });

  it('the server stops when scripts/start.mjs is killed outright', async () => {
    const running = start(process.execPath, [path.join(projectRoot, 'scripts', 'start.mjs')], {
      ...box.env,
      WEB_DIST_DIR: freshWebBuild(),
    });
    await untilAnswering(box.env.PORT, running, 150_000);
    const tree = await processTree(running.child.pid ?? 0);
    started = tree;
    running.child.kill('SIGKILL');
    const killedAt = Date.now();
    while ((await stillRunning(tree)).length > 0 && Date.now() - killedAt < STOP_DEADLINE_MS) await pause(100);
    expect(await stillRunning(tree)).toEqual([]);
    expect(linesOf(running.output().stdout).at(-1)).toMatch(
      /^Grain stopped on the exit of npm start: requests in flight finished and the database closed in \d+ ms\.$/,
    );
  });
});

describe('kill -9 of `npm start`', { timeout: 240_000 }, () => {
  it('leaves no server behind: the port frees and every process of the start ends', async () => {
    const running = start('npm', ['start'], { ...box.env, WEB_DIST_DIR: freshWebBuild() });
    await untilAnswering(box.env.PORT, running, 150_000);
    const tree = await processTree(running.child.pid ?? 0);
    started = tree;
    // npm, its shell, scripts/start.mjs and the server.
    expect(tree.length).toBeGreaterThanOrEqual(3);
    running.child.kill('SIGKILL');
    const killedAt = Date.now();
    const answers = () =>
      fetch(`http://127.0.0.1:${box.env.PORT}/api/health`).then(
        () => true,
        () => false,
      );
    while (((await stillRunning(tree)).length > 0 || (await answers())) && Date.now() - killedAt < STOP_DEADLINE_MS) {
      await pause(100);
    }
    expect(await stillRunning(tree)).toEqual([]);
    expect(await answers()).toBe(false);
    // The port is free again: a new server can listen on it.
    const probe = http.createServer();
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(Number(box.env.PORT), '127.0.0.1', resolve);
    });
    await new Promise((resolve) => probe.close(resolve));
  });
});
