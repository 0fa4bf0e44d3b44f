import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  nodeArgs,
  nonEmptyDatabase,
  projectRoot,
  type Running,
  type Sandbox,
  sandbox,
  serverSources,
  start,
  untilAnswering,
} from '../../test/processes.ts';
import { type StandInWebBuild, writeStandInWebBuild } from '../../test/web-build.ts';

/**
 * docs/deploy/nginx.conf, as the operations guide tells to install it, in front of Grain with
 * TRUST_PROXY=127.0.0.1: Debian's nginx on free ports, TLS with a certificate made here. It
 * checks what the guide promises: the client's real address reaches Grain (rate limits count
 * per visitor, not per proxy), Grain knows the request came over https (HSTS), plain http is
 * sent to https, and assets arrive compressed as Grain built them.
 */

function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

const nginx = findNginx();
if (!nginx) {
  console.warn(
    'nginx.test.ts skipped: nginx is not installed (Debian: `apt-get install -y nginx`, or set NGINX_PATH). .ci/run installs it.',
  );
}

const HOST = 'grain.example.com';
const SCRIPT = `console.log(${JSON.stringify('a grain of oak '.repeat(400))});`;
const ASSET = '/assets/app-1a2b3c.js';

/** The guide's server blocks, with this test's ports, certificate and Grain's port put in. */
function serverBlocks(ports: { http: number; https: number; grain: number }, dir: string): string {
  const conf = fs.readFileSync(path.join(projectRoot, 'docs', 'deploy', 'nginx.conf'), 'utf8');
  const replaced = conf
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${ports.grain};`)
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/ssl_certificate \S+;/, `ssl_certificate ${dir}/cert.pem;`)
    .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${dir}/key.pem;`);
  // Every replacement must have found its line: the test runs the guide's file, not another.
  for (const expected of [`127.0.0.1:${ports.grain}`, `127.0.0.1:${ports.http};`, `127.0.0.1:${ports.https} ssl`]) {
    if (!replaced.includes(expected)) throw new Error(`docs/deploy/nginx.conf changed: ${expected} not placed`);
  }
  return replaced;
}

/** A main configuration around the server blocks that runs nginx in the foreground, in `dir`. */
function mainConfig(dir: string): string {
  return [
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 64; }',
    'http {',
    `  access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`),
    `  include ${dir}/grain.conf;`,
    '}',
  ].join('\n');
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request to nginx over TLS, from a chosen loopback address (the "visitor"). */
function viaTls(
  port: number,
  ca: Buffer,
  options: { path: string; method?: string; from?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        servername: HOST,
        ca,
        method: options.method ?? 'GET',
        path: options.path,
        localAddress: options.from,
        headers: { host: HOST, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

describe.skipIf(!nginx)('docs/deploy/nginx.conf in front of Grain', { timeout: 120_000 }, () => {
  let box: Sandbox;
  let build: StandInWebBuild;
  let grain: Running;
  let proxy: Running;
  let ca: Buffer;
  const ports = { http: 0, https: 0, grain: 0 };

  beforeAll(async () => {
    build = await writeStandInWebBuild({
      page: '<h1>Grain</h1>',
      files: {
        [ASSET.slice(1)]: SCRIPT,
        [`${ASSET.slice(1)}.br`]: brotliCompressSync(SCRIPT),
        [`${ASSET.slice(1)}.gz`]: gzipSync(SCRIPT),
      },
    });
    box = await sandbox({
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `https://${HOST}`,
      WEB_DIST_DIR: build.dir,
      CONTACT_MAX_PER_IP: '1',
    });
    await nonEmptyDatabase(box.databaseFile);
    ports.grain = Number(box.env.PORT);
    ports.http = await freePort();
    ports.https = await freePort();
    const dir = path.join(box.dir, 'nginx');
    fs.mkdirSync(dir, { mode: 0o755 });
    execFileSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`],
      ...['-subj', `/CN=${HOST}`, '-addext', `subjectAltName=DNS:${HOST}`],
    ]);
    ca = fs.readFileSync(`${dir}/cert.pem`);
    fs.writeFileSync(`${dir}/grain.conf`, serverBlocks(ports, dir));
    fs.writeFileSync(`${dir}/nginx.conf`, mainConfig(dir));
    const check = spawnSync(nginx!, ['-t', '-p', dir, '-c', `${dir}/nginx.conf`], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);

    grain = start(process.execPath, [...nodeArgs, path.join(serverSources, 'main.ts')], box.env);
    await untilAnswering(box.env.PORT, grain, 60_000);
    proxy = start(nginx!, ['-p', dir, '-c', `${dir}/nginx.conf`], process.env);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const up = await viaTls(ports.https, ca, { path: '/api/health' }).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer: ${JSON.stringify(proxy.output())}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  afterAll(async () => {
    for (const running of [proxy, grain]) {
      if (running && running.child.exitCode === null) {
        running.child.kill('SIGTERM');
        await running.exited;
      }
    }
    await build?.remove();
    await box?.remove();
  });

  it('hands Grain the visitor’s own address: its limits count per visitor, and a forged header changes nothing', async () => {
    const message = JSON.stringify({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@grain.test',
      message: 'Hi',
    });
    const send = (from: string, forged?: string) =>
      viaTls(ports.https, ca, {
        path: '/api/contact/send',
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json', ...(forged ? { 'x-forwarded-for': forged } : {}) },
        body: message,
      });
    // One message per address (CONTACT_MAX_PER_IP=1): nginx itself is always 127.0.0.1.
    expect((await send('127.0.0.2')).status).toBe(201);
    expect((await send('127.0.0.2', '203.0.113.9')).status).toBe(429);
    expect((await send('127.0.0.3')).status).toBe(201);
  });

  it('lets Grain see https: HSTS on the answers, canonical links on PUBLIC_URL', async () => {
    const page = await viaTls(ports.https, ca, { path: '/about' });
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const sitemap = await viaTls(ports.https, ca, { path: '/sitemap.xml' });
    expect(sitemap.body.toString()).toContain(`<loc>https://${HOST}/about</loc>`);
  });

  it('sends plain http to https', async () => {
    const answer = await fetch(`http://127.0.0.1:${ports.http}/about?x=1`, {
      headers: { host: HOST },
      redirect: 'manual',
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(`https://${HOST}/about?x=1`);
  });

  it('passes the assets on compressed as Grain built them, brotli or gzip', async () => {
    const brotli = await viaTls(ports.https, ca, { path: ASSET, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    const gzip = await viaTls(ports.https, ca, { path: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await viaTls(ports.https, ca, { path: ASSET, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });
});
