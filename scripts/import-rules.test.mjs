// The import rules of biome.json are allow-lists: a folder no line names yet may be imported by
// no folder, and may itself import nothing of the app. Each test makes a throwaway folder in the
// worktree and an import of it from a folder that exists, runs what CI runs, `npm run check`, and
// expects it refused; the same file importing what its folder may import passes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const throwaway = `zz-throwaway-${process.pid}`;
const made = [];

function write(relative, text) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  made.push(file);
}

afterEach(() => {
  for (const file of made.splice(0)) fs.rmSync(file, { force: true });
  for (const src of ['packages/server/src', 'packages/web/src']) {
    fs.rmSync(path.join(root, src, throwaway), { recursive: true, force: true });
  }
});

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};
const npmRunCheck = () => run('npm', ['run', 'check']);
const biomeCheck = (...files) => run(path.join(root, 'node_modules/.bin/biome'), ['check', ...files]);

for (const [src, importer, allowed, rule] of [
  ['packages/server/src', 'http', '../db/values.ts', 'http/ may import only cache, db'],
  ['packages/server/src', 'cache', '../db/values.ts', 'cache/ may import only db'],
  ['packages/web/src', 'ui', './icon.tsx', 'ui/ holds the widgets site and admin share'],
]) {
  test(`npm run check refuses an import of a new folder from ${src.split('/')[1]}'s ${importer}/`, () => {
    const probe = `${src}/${importer}/${throwaway}.ts`;
    write(`${src}/${throwaway}/thing.ts`, 'export const thing = 1;\n');
    write(probe, `import { thing } from '../${throwaway}/thing.ts';\n\nexport const probe = thing;\n`);

    const check = npmRunCheck();
    assert.notEqual(check.status, 0);
    assert.match(check.output, new RegExp(`${probe.replaceAll('/', '\\/')}:1:\\d+ lint\\/style\\/noRestrictedImports`));
    assert.ok(check.output.includes(rule), check.output);

    write(probe, `import * as allowed from '${allowed}';\n\nexport const probe = allowed;\n`);
    assert.deepEqual(biomeCheck(probe, `${src}/${throwaway}/thing.ts`).status, 0);
  });
}

test('npm run check refuses a new folder importing another folder until biome.json names it', () => {
  const probe = `packages/server/src/${throwaway}/uses-db.ts`;
  write(probe, "import { nowIso } from '../db/values.ts';\n\nexport const probe = nowIso;\n");
  const check = npmRunCheck();
  assert.notEqual(check.status, 0);
  assert.ok(check.output.includes(probe), check.output);
  assert.ok(
    check.output.includes('A folder that biome.json does not name may import nothing of the app'),
    check.output,
  );
});
