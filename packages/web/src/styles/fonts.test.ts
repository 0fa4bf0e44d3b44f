import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '../..');
const fontsCss = fs.readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');
const webFontsSource = fs.readFileSync(path.join(webRoot, 'src/delivery/web-fonts.ts'), 'utf8');
const indexHtml = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
const faces = fontsCss.split('@font-face').slice(1);

describe('fonts', () => {
  it('the web faces are Latin-subset woff2 files of the installed Fontsource packages', () => {
    const files = [...webFontsSource.matchAll(/from '([^']+\.woff2)\?url'/g)].map((match) => match[1]);
    expect(files).toHaveLength(3);
    const require = createRequire(path.join(webRoot, 'package.json'));
    for (const file of files) {
      expect(file).toMatch(
        /^@fontsource(-variable)?\/[a-z-]+\/files\/[a-z-]+-latin-(\d{3}|wght)-(normal|italic)\.woff2$/,
      );
      expect(fs.readFileSync(require.resolve(file)).subarray(0, 4).toString('latin1'), file).toBe('wOF2');
    }
  });

  it('no page loads a web face before its first paint: none in the style sheets, none preloaded', () => {
    expect(fontsCss).not.toMatch(/url\(/);
    expect(indexHtml).not.toMatch(/rel="preload"[^>]*as="font"/);
  });

  it('have metric-matched local fallbacks named in the font stacks', () => {
    const tokens = fs.readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');
    const weights = { 'Inter Fallback': 4, 'Playfair Display Fallback': 2, 'Playfair Display Fallback Times': 3 };
    for (const [family, count] of Object.entries(weights)) {
      const fallback = faces.filter((face) => face.includes(`font-family: "${family}";`));
      expect(fallback, family).toHaveLength(count);
      for (const face of fallback) {
        expect(face).toMatch(/src:\s+local\("/);
        for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
          expect(face).toMatch(new RegExp(`${descriptor}: \\d+(\\.\\d+)?%;`));
        }
      }
      expect(tokens).toContain(`"${family}"`);
    }
  });
});
