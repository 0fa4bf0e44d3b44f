import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortClassNames } from '../../build-steps/class-names.mjs';

const src = path.resolve(import.meta.dirname, '..');

function moduleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(full);
    return entry.name.endsWith('.module.css') ? [full] : [];
  });
}

describe('short class names of the build', () => {
  it("names every class and animation of every module file once, the same for the browser's and the server's build", () => {
    const forBrowser = shortClassNames(src);
    const forServer = shortClassNames(src);
    const names = new Map<string, string>();
    for (const file of moduleFiles(src)) {
      const css = fs.readFileSync(file, 'utf8');
      const locals = new Set([...css.matchAll(/(?:\.|@keyframes\s+)(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
      for (const local of locals) {
        const name = forBrowser(local, `${file}?used`, css);
        expect(name).toMatch(/^[a-z]+\d+$/);
        expect(forServer(local, file, css)).toBe(name);
        const owner = `${path.relative(src, file)} .${local}`;
        expect(names.get(name), `${owner} and ${names.get(name)} share ${name}`).toBeUndefined();
        names.set(name, owner);
      }
    }
    expect(names.size).toBeGreaterThan(500);
  });

  it('refuses a module it cannot name for certain', () => {
    const name = shortClassNames(src);
    expect(() => name('card', '/elsewhere/card.module.css', '.card {}')).toThrow(/not under/);
    const file = moduleFiles(src)[0];
    expect(() => name('not-there', file, '.card {}')).toThrow(/not a class or animation/);
  });
});
