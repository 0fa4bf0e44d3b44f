import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortClassNames } from '../../build-steps/class-names.mjs';

const src = path.resolve(import.meta.dirname, '..');

function filesEndingWith(dir: string, endings: string[]): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingWith(full, endings);
    return endings.some((ending) => entry.name.endsWith(ending)) ? [full] : [];
  });
}

const moduleFiles = (dir: string) => filesEndingWith(dir, ['.module.css']);

/** The classes and animations a module file defines. */
const localsOf = (css: string) =>
  new Set([...css.matchAll(/(?:\.|@keyframes\s+)(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));

describe('short class names of the build', () => {
  it("names every class and animation of every module file once, the same for the browser's and the server's build", () => {
    const forBrowser = shortClassNames(src);
    const forServer = shortClassNames(src);
    const names = new Map<string, string>();
    for (const file of moduleFiles(src)) {
      const css = fs.readFileSync(file, 'utf8');
      for (const local of localsOf(css)) {
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

describe('class names in components', () => {
  // A name a module does not define is `undefined`: rendered as the class "undefined", or no class.
  it('names only classes its module files define', () => {
    const undefinedNames: string[] = [];
    for (const file of filesEndingWith(src, ['.tsx', '.ts'])) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [, binding, from] of code.matchAll(/^import (\w+) from '(\.[^']+\.module\.css)';$/gm)) {
        const css = fs.readFileSync(path.resolve(path.dirname(file), from), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
        const defined = localsOf(css);
        for (const [, name] of code.matchAll(new RegExp(`(?<![\\w./-])${binding}\\.(\\w+)`, 'g')))
          if (!defined.has(name)) undefinedNames.push(`${path.relative(src, file)}: ${binding}.${name}`);
      }
    }
    expect(undefinedNames).toEqual([]);
  });
});
