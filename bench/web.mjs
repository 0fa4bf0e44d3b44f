// `npm run bench:web`: Lighthouse (mobile and desktop) on every public route of the spec, against
// a production build on the demo seed, driving Debian's Chromium (or CHROME_PATH). Prints one
// table (`min`: the lowest performance score of a route's runs; `CPU`: Lighthouse's benchmark index
// of the median run, which TBT depends on; `ran`: for how much of the length of its tasks that TBT
// can count the page's main thread had a CPU), whose last row is the machine's floor (a bare HTML
// page), then why any run got no performance score (its error, counted as 0 in `min`); the
// results, with each route's failing audits and LCP element, go to
// bench/results/web.json (kept out of git).
// With --no-app-js each route is measured a second time with the site's script files blocked (a row
// `route (no app JS)`): what the document alone costs, its parsing, styles and layout; the TBT
// between the two rows is the app's.
// Then INP: one click on each kind of control with the CPU slowed 4x (bench/interactions.mjs;
// --no-inp leaves it out).
//   npm run bench:web [-- --runs 3] [--form mobile|desktop|both] [--routes /,/products] [--no-app-js] [--no-inp]
import '../scripts/require-node.mjs';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { PUBLIC_ROUTES } from '../e2e/support/public-routes.ts';
import { startFreshSite } from './fresh-site.mjs';
import { CHROMIUM_ARGS, measureInteractions, printInteractions } from './interactions.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    form: { type: 'string', default: 'both' },
    routes: { type: 'string' },
    'no-app-js': { type: 'boolean', default: false },
    'no-inp': { type: 'boolean', default: false },
  },
});

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const FORMS = { mobile: undefined, desktop: desktopConfig };

const routes = values.routes ? values.routes.split(',') : PUBLIC_ROUTES;
const forms = values.form === 'both' ? ['mobile', 'desktop'] : [values.form];
const runs = Math.max(1, Number(values.runs));

/**
 * The machine's floor: a page of one heading and one paragraph, no script, no style sheet, no
 * font, measured as the routes are. Whatever TBT it shows is the browser's own work on this
 * machine (and the machine's noise), which no page can go under; its row says how far a run's
 * figures are the site's.
 */
const FLOOR_ROUTE = '(floor: a bare HTML page)';
const NO_APP_JS = '(no app JS)';
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>' +
  '<meta name="description" content="A page of one heading and one paragraph."></head>' +
  '<body><h1>Floor</h1><p>One heading and one paragraph, and nothing else.</p></body></html>';

async function startFloorPage() {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(FLOOR_HTML);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

function bytesByType(lhr) {
  const bytes = {};
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    const type = String(item.resourceType ?? 'Other').toLowerCase();
    bytes[type] = (bytes[type] ?? 0) + (item.transferSize ?? 0);
  }
  return bytes;
}

/** A category's audits that count: for performance, those with a weight in its score (the metrics). */
const countedAudits = (lhr, id) =>
  (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 || id !== 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter(Boolean);

/** The audits of a category that did not pass, for the results file: what to look at next. */
const failingAudits = (lhr, id) =>
  countedAudits(lhr, id)
    .filter((entry) => entry.score !== null && entry.score < 1)
    .map((entry) => ({
      id: entry.id,
      score: entry.score,
      value: entry.displayValue ?? null,
      items: (entry.details?.items ?? []).slice(0, 3),
    }));

/** The LCP element's markup, from Lighthouse 13's LCP breakdown (its node item). */
const lcpElementOf = (lhr) =>
  (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find((item) => item.type === 'node')?.snippet ?? null;

function summary({ lhr, ranShare, cpuTbtMs }) {
  return {
    failing: { performance: failingAudits(lhr, 'performance'), bestPractices: failingAudits(lhr, 'best-practices') },
    lcpElement: lcpElementOf(lhr),
    error: lhr.runtimeError?.code ?? null,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: audit(lhr, 'largest-contentful-paint'),
    cls: audit(lhr, 'cumulative-layout-shift'),
    tbtMs: audit(lhr, 'total-blocking-time'),
    cpuIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    mainThreadRan: ranShare,
    cpuTbtMs,
    bytes: bytesByType(lhr),
  };
}

/**
 * The median run by Lighthouse's own rule (the run nearest the median FCP and TTI, which
 * outliers at either end of the load do not sway as they do a score), with the lowest
 * performance score of all the runs beside it (the target says no run under 95).
 */
function medianOf(runs) {
  const measured = runs.filter((run) => !run.lhr.runtimeError);
  const median = measured.length ? computeMedianRun(measured.map((run) => run.lhr)) : runs[0].lhr;
  const result = summary(runs.find((run) => run.lhr === median));
  const lowest = runs
    .map((run) => run.lhr)
    .reduce((low, lhr) => (score(lhr, 'performance') < score(low, 'performance') ? lhr : low));
  return { ...result, lowestPerformance: score(lowest, 'performance'), lowestUnscored: whyUnscored(lowest) };
}

/**
 * Why a run has no performance score (Lighthouse then reports none, which the table would show as
 * a bare 0): the run's error, or the metrics that could not be measured, with Lighthouse's words.
 */
function whyUnscored(lhr) {
  if (lhr.categories.performance?.score != null) return null;
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const unmeasured = countedAudits(lhr, 'performance').filter((entry) => entry.scoreDisplayMode === 'error');
  return unmeasured.map((entry) => `${entry.id}: ${entry.errorMessage}`).join('; ') || 'no score given';
}

/**
 * The CPU slowdown Lighthouse's calibration gives a host of this benchmark index, for it to stand
 * for Lighthouse's reference phone: the calculator its docs (throttling.md, "Calibrating
 * multipliers") point to, https://lighthouse-cpu-throttling-calculator.vercel.app/, by which its
 * PageSpeed Insights config (core/config/lr-mobile-config.js) sets 1.2x for PSI's slow hosts. The
 * default 4x stands for a host near 1,533: under it the 4x is harsher than that phone, over it milder.
 */
function calibratedSlowdown(index) {
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  return 1 + Math.max(0, index - 150) / 650;
}

const medianOfNumbers = (numbers) => {
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** An observed task this long counts toward TBT once Lantern slows it 4x (to 50 ms). */
const COUNTED_TASK_MS = 12.5;

/**
 * Two readings of the page's main thread from a run's trace, over its tasks that TBT can count
 * (top-level, from the start of the navigation, 12.5 ms or longer as observed):
 * - `ranShare`: for how much of their length the thread ran on a CPU, by the tasks' thread time.
 *   Near 100%, those tasks were the page's own work; well under it, the thread spent them
 *   waiting, for a CPU that the machine gave to other processes (Lighthouse itself, the browser's
 *   compositor, the site's server) or on another of the browser's processes, and TBT counts that
 *   waiting, slowed 4x, as the page's. Null when there is no such task.
 * - `cpuTbtMs`: TBT as if each task after the observed first paint had lasted its thread time,
 *   slowed as the run slows the CPU (4x mobile, 1x desktop), less 50 ms: what the page's own
 *   work blocks on a machine that gives its main thread a CPU whenever it asks. A diagnostic
 *   beside Lighthouse's figure, not a replacement.
 * Both null when the trace has no navigation.
 */
function mainThreadFigures(trace, slowdown) {
  let processed;
  let navigation;
  try {
    processed = TraceProcessor.processTrace(trace);
    navigation = TraceProcessor.processNavigation(processed);
  } catch {
    return { ranShare: null, cpuTbtMs: null };
  }
  const { timestamps, timings } = navigation;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  ).filter((task) => !task.parent && task.startTime >= 0 && task.event.tdur !== undefined);
  const threadMs = (task) => task.event.tdur / 1000;
  const counted = tasks.filter((task) => task.duration >= COUNTED_TASK_MS);
  const length = counted.reduce((sum, task) => sum + task.duration, 0);
  const ran = counted.reduce((sum, task) => sum + threadMs(task), 0);
  const cpuTbtMs = tasks
    .filter((task) => task.startTime >= (timings.firstContentfulPaint ?? 0))
    .reduce((sum, task) => sum + Math.max(0, threadMs(task) * slowdown - 50), 0);
  return { ranShare: length ? ran / length : null, cpuTbtMs };
}

const kb = (bytes) => (bytes ? (bytes / 1024).toFixed(1) : '0');

function printTable(rows) {
  const header = [
    'route',
    'form',
    'perf',
    'min',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'CLS',
    'TBT ms',
    'TBT cpu',
    'CPU',
    'ran',
    'JS KB',
    'CSS KB',
    'font KB',
    'img KB',
    'doc KB',
    'total KB',
  ];
  const lines = rows.map(({ route, form, result: r }) => {
    const total = Object.values(r.bytes).reduce((sum, value) => sum + value, 0);
    return [
      route,
      form,
      r.error ? `failed: ${r.error}` : r.performance,
      r.lowestUnscored ? `${r.lowestPerformance} (unscored)` : r.lowestPerformance,
      // The floor page is there for its timings: a bare page has no favicon, links or landmarks to score.
      route === FLOOR_ROUTE ? '-' : r.accessibility,
      route === FLOOR_ROUTE ? '-' : r.bestPractices,
      route === FLOOR_ROUTE ? '-' : r.seo,
      Math.round(r.lcpMs),
      r.cls.toFixed(3),
      Math.round(r.tbtMs),
      r.cpuTbtMs === null ? '-' : Math.round(r.cpuTbtMs),
      Math.round(r.cpuIndex),
      r.mainThreadRan === null ? '-' : `${Math.round(r.mainThreadRan * 100)}%`,
      kb(r.bytes.script),
      kb(r.bytes.stylesheet),
      kb(r.bytes.font),
      kb(r.bytes.image),
      kb(r.bytes.document),
      kb(total),
    ].map(String);
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/** The site's script files (the inline starter stays, and finds its boot module blocked). */
const APP_SCRIPTS = ['*/assets/*.js'];

async function runLighthouse(url, form, { withoutAppScripts = false } = {}) {
  const flags = { port: chrome.port, logLevel: 'error', output: 'json' };
  if (withoutAppScripts) flags.blockedUrlPatterns = APP_SCRIPTS;
  const outcome = await lighthouse(url, flags, FORMS[form]);
  // The trace is read here and let go: kept for every run, traces would take hundreds of MB.
  const slowdown = outcome.lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 4;
  return { lhr: outcome.lhr, ...mainThreadFigures(outcome.artifacts.Trace, slowdown) };
}

/**
 * Each route requested as a browser would, until its brotli answer stops shrinking: the server
 * sends a page's first answer at brotli's fast quality and recompresses it at its best in the
 * background (response-cache.ts). A site in use serves the best form; the first visitor after a
 * write gets the fast one.
 */
async function warmPages(origin) {
  const sizeOf = async (route) => {
    const response = await fetch(`${origin}${route}`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    // The bytes sent: fetch hands over the body decompressed.
    return Number(response.headers.get('content-length'));
  };
  let sizes = await Promise.all(routes.map(sizeOf));
  for (let pass = 0; pass < 60; pass += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await Promise.all(routes.map(sizeOf));
    if (now.every((size, index) => size === sizes[index])) return;
    sizes = now;
  }
}

async function measure(url, form, options) {
  const measured = [];
  for (let run = 0; run < runs; run += 1) {
    let outcome = await runLighthouse(url, form, options);
    // A run that failed outright (the page did not paint in time on a busy machine) is tried once more.
    if (outcome.lhr.runtimeError) outcome = await runLighthouse(url, form, options);
    measured.push(outcome);
    cpuIndexes.push(outcome.lhr.environment?.benchmarkIndex ?? Number.NaN);
  }
  return medianOf(measured);
}

const site = await startFreshSite({ makeImages: true });
const floor = await startFloorPage();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const rows = [];
const cpuIndexes = [];
let interactions = [];
try {
  await warmPages(site.origin);
  // Two runs unrecorded first: the first pages a fresh server renders, in a fresh browser, are
  // slower than later ones (cold caches on both sides), and that would fall on the first route only.
  for (let run = 0; run < 2; run += 1) await runLighthouse(`${site.origin}${routes[0]}`, forms[0]);
  const targets = [
    ...routes.flatMap((route) => {
      const url = `${site.origin}${route}`;
      const withoutScripts = { route: `${route} ${NO_APP_JS}`, url, withoutAppScripts: true };
      return [{ route, url }, ...(values['no-app-js'] ? [withoutScripts] : [])];
    }),
    { route: FLOOR_ROUTE, url: floor.url },
  ];
  for (const { route, url, withoutAppScripts } of targets) {
    for (const form of forms) {
      rows.push({ route, form, result: await measure(url, form, { withoutAppScripts }) });
      process.stderr.write(`  ${form} ${route}: performance ${rows.at(-1).result.performance}\n`);
    }
  }
  if (!values['no-inp']) interactions = await measureInteractions(site.origin, process.env.CHROME_PATH || undefined);
} finally {
  await chrome.kill();
  await site.stop();
  await floor.stop();
}

console.log(
  `\nLighthouse ${runs > 1 ? `(median of ${runs} runs)` : '(1 run)'}, production build, demo seed, simulated throttling\n`,
);
printTable(rows);
console.log(
  `\nCPU: Lighthouse's benchmark index of the median run (higher is faster; ${cpuIndexes.length} runs ranged ` +
    `${Math.round(Math.min(...cpuIndexes))}-${Math.round(Math.max(...cpuIndexes))}). Simulated throttling slows ` +
    'the observed main-thread work by fixed factors (below), so TBT scales with how fast this machine was during the run. ' +
    `Lighthouse's own calibration would slow a host of the runs' median index, ${Math.round(medianOfNumbers(cpuIndexes))}, ` +
    `${calibratedSlowdown(medianOfNumbers(cpuIndexes)).toFixed(1)}x to stand for its reference phone, against the 4x used here.\n` +
    "ran: for how much of the length of the median run's tasks that TBT can count (from the navigation's start, " +
    "12.5 ms or longer as observed) the page's main thread ran on a CPU, by their thread time. Well under 100%, the " +
    'thread spent those tasks waiting, for a CPU the machine gave to other processes (Lighthouse, the compositor, ' +
    "the server) or on another of the browser's processes, and TBT counts the waiting, slowed 4x, as the page's " +
    "work; '-': no such task.\n" +
    "TBT cpu: the same sum as if each task after the page's observed first paint had lasted only its main thread's " +
    "CPU time, slowed as the run slows the CPU (4x mobile, 1x desktop), less 50 ms: the page's own blocking " +
    "work, without the waiting 'ran' measures. A diagnostic beside Lighthouse's TBT, which the targets are set in.\n" +
    `The last row is the machine's floor: a bare HTML page (no script, style sheet or font), whose TBT is the ` +
    "browser's own work and the machine's noise; no route can be expected under it.\n" +
    "How TBT is counted (Lighthouse's Lantern simulation): every task after the simulated first paint blocks for " +
    'its slowed duration beyond 50 ms, a task that lays out slowed 2x and any other 4x, so a task over 25 ms or ' +
    "12.5 ms as observed adds to it. Of the tasks before the browser's first paint, only the page's first parse, " +
    'first layout and first paint are simulated before it: the others count, though the paint waited for them.' +
    (values['no-app-js']
      ? `\nRows marked ${NO_APP_JS}: the same page with the site's script files blocked, its document alone ` +
        "(parsing, styles, layout, images); the TBT between a route's two rows is what its scripts add."
      : ''),
);
if (interactions.length) printInteractions(interactions);
const unscored = rows.filter(({ result }) => result.lowestUnscored);
if (unscored.length) {
  console.log('\nRuns Lighthouse gave no performance score (counted as 0 in `min`):');
  for (const { route, form, result } of unscored) console.log(`- ${form} ${route}: ${result.lowestUnscored}`);
}
const resultsDir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'web.json'), `${JSON.stringify(rows, null, 2)}\n`);
