/**
 * `npm run bench`: seeds a fresh database with N generated products (plus the demo site's
 * content), starts the built server cached and uncached, and a bare Fastify server with the
 * same bodies, runs autocannon against each call, and prints one table.
 *
 *   npm run bench -- --products 2000,100000 --duration 5 [--runs 3] [--pg] [--cpu-prof]
 *
 * Each call is measured `--runs` times and the median run is reported. The cached server and the
 * bare one run side by side and take turns on each call, so that a spell of load from elsewhere on
 * the machine falls on both and the share of bare Fastify compares like with like.
 * --pg also measures on PostgreSQL (BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
 * a throwaway database is created beside it). --cpu-prof writes the servers' CPU profiles.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildWhatIsStale } from '../../../scripts/build-if-stale.mjs';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';
import { SEARCH_WORD } from './catalogue-generator.ts';
import { editorialWriteTimings, type WriteTiming } from './editorial.ts';
import { type FacetTiming, facetTimings } from './facets.ts';
import { type LoadResult, measure } from './load.ts';
import { type RunningServer, startServer } from './processes.ts';
import { type SeededSite, seedSite } from './seed.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const CONNECTIONS = 10;

interface Call {
  label: string;
  path: string;
}

interface Row extends LoadResult {
  call: string;
  products: number;
  database: string;
  mode: 'cached' | 'uncached' | 'bare';
}

interface ServerNote {
  products: number;
  database: string;
  mode: string;
  idleMb: number;
  peakMb: number;
  coldStartMs: number;
  freshAfterWrite: boolean;
  renderP50?: { home: number; product: number };
  editorial?: WriteTiming[];
  facets?: FacetTiming[];
}

const callsFor = ({ productId, categoryId }: SeededSite): Call[] => [
  { label: 'product list, page 1', path: '/api/products?page=1&per_page=12&sort=name&order=asc' },
  { label: 'product by id', path: `/api/products/${productId}` },
  { label: `search "${SEARCH_WORD}"`, path: `/api/products/search?q=${SEARCH_WORD}&page=1&per_page=12` },
  { label: 'category page', path: `/api/products/category/${categoryId}?page=1&per_page=12` },
  { label: 'rendered /', path: '/' },
  { label: 'rendered product page', path: `/products/${productId}` },
];

const log = (line: string) => process.stderr.write(`${line}\n`);

function options() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '2000,100000' },
      duration: { type: 'string', default: '5' },
      runs: { type: 'string', default: '3' },
      pg: { type: 'boolean', default: false },
      'cpu-prof': { type: 'boolean', default: false },
    },
  });
  return {
    counts: values.products.split(',').map((n) => Number(n.replaceAll('_', ''))),
    duration: Number(values.duration),
    runs: Math.max(1, Number(values.runs)),
    postgres: values.pg,
    cpuProfile: values['cpu-prof'],
  };
}

async function onPostgres(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A throwaway database: a SQLite file, or a PostgreSQL database beside the given one. */
async function throwawayDatabase(dir: string, postgres: boolean) {
  if (!postgres) return { url: path.join(dir, 'grain.db'), drop: async () => {} };
  const base = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const name = `grain_bench_${randomBytes(4).toString('hex')}`;
  await onPostgres(base, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onPostgres(base, `DROP DATABASE ${name} WITH (FORCE)`) };
}

/** Bodies and types of Grain's answers, for the bare server to send alike. */
async function answersOf(base: string, calls: Call[]) {
  const bodies: Record<string, { contentType: string; base64: string }> = {};
  for (const call of calls) {
    const response = await fetch(base + call.path);
    if (response.status !== 200) throw new Error(`${call.path} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    bodies[call.path] = { contentType: String(response.headers.get('content-type')), base64: body.toString('base64') };
  }
  return bodies;
}

/** An admin write, then the very next public reads (API and rendered page) show it; the name is put back. */
async function freshAfterWrite(server: RunningServer, site: SeededSite): Promise<boolean> {
  const url = `${server.base}/api/products/${site.productId}`;
  const rename = (name: string) =>
    fetch(url, {
      method: 'PUT',
      headers: { authorization: `Bearer ${site.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
  const publicName = async () => ((await (await fetch(url)).json()) as { data: { name: string } }).data.name;
  const original = await publicName();
  const name = `Fresh ${randomBytes(4).toString('hex')}`;
  if ((await rename(name)).status !== 200) return false;
  const api = (await publicName()) === name;
  const page = (await (await fetch(`${server.base}/products/${site.productId}`)).text()).includes(name);
  await rename(original);
  return api && page;
}

interface Scenario {
  products: number;
  database: string;
  calls: Call[];
  site: SeededSite;
  env: NodeJS.ProcessEnv;
  duration: number;
  runs: number;
  nodeArgs: string[];
}

/** The run with the median req/s, whole: its p50 and p99 are those of that run. */
function medianRun(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function startGrain(scenario: Scenario, cached: boolean): Promise<RunningServer> {
  const env = { ...scenario.env, RESPONSE_CACHE_MB: cached ? '64' : '0' };
  const server = await startServer(
    [...scenario.nodeArgs, path.join(root, 'packages/server/dist/main.js')],
    env,
    '/api/health',
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  return server;
}

/**
 * Measures each call on each of `servers` by turns, `scenario.runs` times, and keeps the median
 * run of each server and call.
 */
async function measureByTurns(scenario: Scenario, servers: { mode: Row['mode']; server: RunningServer }[]) {
  const rows: Row[] = [];
  for (const call of scenario.calls) {
    const results = servers.map((): LoadResult[] => []);
    for (let run = 0; run < scenario.runs; run += 1) {
      for (const [i, { mode, server }] of servers.entries()) {
        log(`  ${scenario.database} ${scenario.products} ${mode}: ${call.label} (run ${run + 1} of ${scenario.runs})`);
        results[i].push(await measure(server.base + call.path, CONNECTIONS, scenario.duration));
      }
    }
    for (const [i, { mode }] of servers.entries()) {
      rows.push({
        call: call.label,
        products: scenario.products,
        database: scenario.database,
        mode,
        ...medianRun(results[i]),
      });
    }
  }
  return rows;
}

/** Freshness after a write, memory and render times; then the server stops. */
async function noteAndStop(scenario: Scenario, server: RunningServer, mode: string, idleMb: number) {
  let renderP50: ServerNote['renderP50'];
  if (mode === 'uncached') {
    const [home, product] = [scenario.calls[4], scenario.calls[5]];
    renderP50 = {
      home: (await measure(server.base + home.path, 1, Math.min(3, scenario.duration))).p50,
      product: (await measure(server.base + product.path, 1, Math.min(3, scenario.duration))).p50,
    };
  }
  const fresh = await freshAfterWrite(server, scenario.site);
  const { productId, adminToken } = scenario.site;
  const editorial = mode === 'uncached' ? await editorialWriteTimings(server.base, productId, adminToken) : undefined;
  const facets =
    mode === 'uncached' ? await facetTimings(server.base, scenario.site.categoryId, scenario.products) : undefined;
  const { peakMb } = server.memory();
  await server.stop();
  return {
    products: scenario.products,
    database: scenario.database,
    mode,
    idleMb,
    peakMb,
    coldStartMs: server.coldStartMs,
    freshAfterWrite: fresh,
    renderP50,
    editorial,
    facets,
  };
}

async function startBare(bodies: object, dir: string, firstPath: string): Promise<RunningServer> {
  const bodiesFile = path.join(dir, 'bodies.json');
  await fs.writeFile(bodiesFile, JSON.stringify(bodies));
  const script = path.join(import.meta.dirname, 'bare-server.ts');
  return startServer([script, bodiesFile], process.env, firstPath, true);
}

/** Grain cached by turns with the bare server (on the same bodies), then Grain uncached. */
async function measureServers(scenario: Scenario, dir: string) {
  const notes: ServerNote[] = [];
  const cached = await startGrain(scenario, true);
  const cachedIdleMb = cached.memory().rssMb;
  const bare = await startBare(await answersOf(cached.base, scenario.calls), dir, scenario.calls[0].path);
  const rows = await measureByTurns(scenario, [
    { mode: 'cached', server: cached },
    { mode: 'bare', server: bare },
  ]);
  await bare.stop();
  notes.push(await noteAndStop(scenario, cached, 'cached', cachedIdleMb));
  const uncached = await startGrain(scenario, false);
  const uncachedIdleMb = uncached.memory().rssMb;
  rows.push(...(await measureByTurns(scenario, [{ mode: 'uncached', server: uncached }])));
  notes.push(await noteAndStop(scenario, uncached, 'uncached', uncachedIdleMb));
  const order: Row['mode'][] = ['cached', 'uncached', 'bare'];
  rows.sort((a, b) => order.indexOf(a.mode) - order.indexOf(b.mode));
  return { rows, notes };
}

async function runScenario(products: number, postgres: boolean, settings: ReturnType<typeof options>) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'grain-bench-'));
  const database = await throwawayDatabase(dir, postgres);
  try {
    const started = performance.now();
    const storageDir = path.join(dir, 'storage');
    const site = await seedSite(database.url, storageDir, products);
    log(
      `${postgres ? 'postgres' : 'sqlite'}: seeded ${products} products in ${Math.round(performance.now() - started)} ms`,
    );
    const scenario: Scenario = {
      products,
      database: postgres ? 'postgres' : 'sqlite',
      calls: callsFor(site),
      site,
      duration: settings.duration,
      runs: settings.runs,
      // The image worker would be making the demo pictures' variants during the runs: a second
      // load on the same cores that is not what is measured.
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        STORAGE_DIR: storageDir,
        LOG_LEVEL: 'silent',
        IMAGE_WORKER: 'off',
      },
      // As `npm start` runs it.
      nodeArgs: [
        ...SERVER_NODE_FLAGS,
        ...(settings.cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench-profiles')}`] : []),
      ],
    };
    return await measureServers(scenario, dir);
  } finally {
    await database.drop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const pad = (cells: string[], widths: number[]) =>
  `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;

function printTable(header: string[], lines: string[][]): void {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  console.log(pad(header, widths));
  console.log(
    `|${widths.map((width, i) => (i === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(pad(line, widths));
}

function printResults(rows: Row[], notes: ServerNote[]): void {
  const bare = (row: Row) =>
    rows.find(
      (r) => r.mode === 'bare' && r.call === row.call && r.products === row.products && r.database === row.database,
    );
  const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
  printTable(
    ['call', 'products', 'db', 'cached?', 'req/s', 'p50', 'p99', 'share of bare Fastify'],
    rows.map((row) => [
      row.call,
      row.products.toLocaleString('en'),
      row.database,
      row.mode === 'bare' ? 'bare Fastify' : row.mode === 'cached' ? 'yes' : 'no',
      Math.round(row.requestsPerSecond).toLocaleString('en'),
      ms(row.p50),
      ms(row.p99),
      `${Math.round((100 * row.requestsPerSecond) / (bare(row)?.requestsPerSecond ?? Number.NaN))} %`,
    ]),
  );
  console.log('');
  printTable(
    [
      'server',
      'products',
      'db',
      'idle RSS',
      'peak RSS',
      'cold start',
      'fresh after write',
      'render p50 / (1 conn)',
      'render p50 product (1 conn)',
    ],
    notes.map((note) => [
      `Grain ${note.mode}`,
      note.products.toLocaleString('en'),
      note.database,
      `${Math.round(note.idleMb)} MB`,
      `${Math.round(note.peakMb)} MB`,
      `${Math.round(note.coldStartMs)} ms`,
      note.freshAfterWrite ? 'yes' : 'no',
      note.renderP50 ? ms(note.renderP50.home) : '-',
      note.renderP50 ? ms(note.renderP50.product) : '-',
    ]),
  );
  console.log('');
  printTable(
    ['editorial write (sequential)', 'products', 'db', 'p50', 'p99'],
    notes.flatMap((note) =>
      (note.editorial ?? []).map((timing) => [
        timing.label,
        note.products.toLocaleString('en'),
        note.database,
        ms(timing.p50),
        ms(timing.p99),
      ]),
    ),
  );
  console.log('');
  printTable(
    ['facet counts (uncached, 1 conn)', 'products', 'db', 'p50', 'p99'],
    notes.flatMap((note) =>
      (note.facets ?? []).map((timing) => [
        timing.label,
        note.products.toLocaleString('en'),
        note.database,
        ms(timing.p50),
        ms(timing.p99),
      ]),
    ),
  );
}

async function main() {
  const settings = options();
  const webDist = buildWhatIsStale(root);
  process.env.WEB_DIST_DIR = webDist;
  const rows: Row[] = [];
  const notes: ServerNote[] = [];
  for (const postgres of settings.postgres ? [false, true] : [false]) {
    for (const products of settings.counts) {
      const result = await runScenario(products, postgres, settings);
      rows.push(...result.rows);
      notes.push(...result.notes);
    }
  }
  printResults(rows, notes);
  if (settings.cpuProfile) console.log(`\nCPU profiles: ${path.join(root, 'bench-profiles')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
