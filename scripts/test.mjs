// `npm test`: unit, API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), web and
// browser suites, in that order; stops at the first failing suite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = [];

function suite(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  results.push(`${result.status === 0 ? 'passed' : 'FAILED'}  ${title}`);
  if (result.status !== 0) finish(result.status ?? 1);
}

function finish(code) {
  console.log(`\n=== Summary\n${results.join('\n')}`);
  process.exit(code);
}

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
suite('contract: unit tests', 'npm', ['test', '--silent', '-w', '@grain/contract']);
console.log('\n=== API suite on SQLite');
const sqlite = spawnSync('npm', ['test', '--silent', '-w', '@grain/server'], {
  cwd: root,
  stdio: 'inherit',
  env: withoutPostgres,
});
results.push(`${sqlite.status === 0 ? 'passed' : 'FAILED'}  server: API suite on SQLite`);
if (sqlite.status !== 0) finish(sqlite.status ?? 1);
if (TEST_DATABASE_URL) {
  suite('server: API suite on PostgreSQL', 'npm', ['test', '--silent', '-w', '@grain/server'], { TEST_DATABASE_URL });
} else {
  const note = 'skipped  server: API suite on PostgreSQL (set TEST_DATABASE_URL=postgres://… to run it)';
  console.log(`\n=== ${note}`);
  results.push(note);
}
suite('web: component tests', 'npm', ['test', '--silent', '-w', '@grain/web']);
suite('e2e: browser journeys', 'npm', ['test', '--silent', '-w', '@grain/e2e']);
finish(0);
