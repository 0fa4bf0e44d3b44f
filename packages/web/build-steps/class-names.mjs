// Short class names for the CSS modules of the production build: `ab3` is the fourth class of the
// 28th module file, in place of `_backgroundImage_ssgjf_51`. A page's HTML names thousands of
// them and carries its styles inline, so on the home page this is about 4 KB of 47 KB gzipped,
// the difference between two round trips and three on a slow line before the first paint.
//
// The names come from the files themselves, never from the order a build happens to meet them:
// the browser build and the server renderer's build must give every class the same name.
// - The file: its place in the sorted list of the source folder's module files, in letters
//   (a, b, …, z, aa, ab, …).
// - The class: its place among the class and animation names of the file's text, in decimal.
// Letters then digits read back one way only, so no two classes share a name.
import fs from 'node:fs';
import path from 'node:path';

const MODULE_FILE = /\.module\.css$/;
/** A class (`.card`) or an animation (`@keyframes rise`): CSS modules scope both. */
const NAME_IN_CSS = /(?:\.|@keyframes\s+)(-?[_a-zA-Z][\w-]*)/g;

function moduleFilesUnder(dir, root = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFilesUnder(full, root);
    return MODULE_FILE.test(entry.name) ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

/** 0 → a, 25 → z, 26 → aa: bijective base 26. */
function letters(index) {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(97 + ((n - 1) % 26)) + name;
  return name;
}

/** Vite's `css.modules.generateScopedName` for the CSS modules under `srcDir`. */
export function shortClassNames(srcDir) {
  const files = new Map(
    moduleFilesUnder(srcDir)
      .sort()
      .map((file, index) => [file, letters(index)]),
  );
  return (local, filename, css) => {
    const file = path.relative(srcDir, filename.split('?')[0]).split(path.sep).join('/');
    const prefix = files.get(file);
    if (!prefix) throw new Error(`CSS module ${filename} is not under ${srcDir}: no short class names for it.`);
    const names = [...new Set([...css.matchAll(NAME_IN_CSS)].map((match) => match[1]))];
    const position = names.indexOf(local);
    if (position < 0) throw new Error(`${local} is not a class or animation of ${file}.`);
    return `${prefix}${position}`;
  };
}
