// `npm test`: the import rules, unit, a build (when stale), API (SQLite, and PostgreSQL when TEST_DATABASE_URL is
// set), web and browser suites, in that order; stops at the first failing suite.
// `npm test -- api` runs only the API suite (what CI repeats on the other Node releases).
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildWhatIsStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = [];

function suite(title, workspace, env = process.env) {
  run(title, 'npm', ['test', '--silent', '-w', workspace], env);
}

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  results.push(`${result.status === 0 ? 'passed' : 'FAILED'}  ${title} (${minutes} min)`);
  if (result.status !== 0) finish(result.status ?? 1);
}

function finish(code) {
  console.log(`\n=== Summary (Node.js ${process.version})\n${results.join('\n')}`);
  process.exit(code);
}

function apiSuites() {
  const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
  suite('server: API suite on SQLite', '@grain/server', withoutPostgres);
  if (TEST_DATABASE_URL) {
    suite('server: API suite on PostgreSQL', '@grain/server', { ...process.env, TEST_DATABASE_URL });
  } else {
    const note = 'skipped  server: API suite on PostgreSQL (set TEST_DATABASE_URL=postgres://… to run it)';
    console.log(`\n=== ${note}`);
    results.push(note);
  }
}

const only = process.argv[2];
if (only === 'api') {
  apiSuites();
} else if (only) {
  console.error(`Unknown suite "${only}": use \`npm test\` for every suite, or \`npm test -- api\`.`);
  process.exit(1);
} else {
  run('repository: import rules (biome.json)', process.execPath, ['--test', 'scripts/import-rules.test.mjs']);
  suite('contract: unit tests', '@grain/contract');
  // Built first (when stale), so that the API suite's rendered-page tests run rather than skip;
  // the browser journeys start the same build.
  console.log('\n=== build: the web app and the server bundle, when stale');
  buildWhatIsStale(root);
  results.push('built    the web app and the server bundle');
  apiSuites();
  suite('web: component tests', '@grain/web');
  suite('e2e: browser journeys', '@grain/e2e');
}
finish(0);
