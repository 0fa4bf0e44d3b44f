import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '../..');
const fontsCss = fs.readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');
const indexHtml = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
const faces = fontsCss.split('@font-face').slice(1);
const webFaces = faces.filter((face) => face.includes('url('));
const fileOf = (reference: string) => path.basename(reference);

describe('web fonts', () => {
  it('are Latin-subset woff2 only, shown at once with swap', () => {
    expect(webFaces).toHaveLength(3);
    for (const face of webFaces) {
      const urls = [...face.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1]);
      expect(urls).toHaveLength(1);
      expect(urls[0]).toMatch(
        /^@fontsource(-variable)?\/[a-z-]+\/files\/[a-z-]+-latin-(\d{3}|wght)-(normal|italic)\.woff2$/,
      );
      expect(face).toContain('font-display: swap;');
      expect(face).toMatch(/unicode-range:\s+U\+0000-00FF,/);
    }
  });

  it('have metric-matched local fallbacks named in the font stacks', () => {
    const tokens = fs.readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');
    for (const family of ['Inter Fallback', 'Playfair Display Fallback', 'Playfair Display Fallback Times']) {
      const fallback = faces.filter((face) => face.includes(`font-family: "${family}";`));
      expect(fallback, family).toHaveLength(2);
      for (const face of fallback) {
        expect(face).toMatch(/src:\s+local\("/);
        for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
          expect(face).toMatch(new RegExp(`${descriptor}: \\d+(\\.\\d+)?%;`));
        }
      }
      expect(tokens).toContain(`"${family}"`);
    }
  });

  it('preloads, from index.html, existing files that fonts.css also uses', () => {
    const preloads = [
      ...indexHtml.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)"/g),
    ].map((match) => match[1]);
    expect(preloads.map(fileOf)).toEqual(['inter-latin-wght-normal.woff2', 'playfair-display-latin-wght-normal.woff2']);
    for (const href of preloads) {
      expect(fs.existsSync(path.resolve(webRoot, href)), href).toBe(true);
      expect(fontsCss).toContain(`/${fileOf(href)}")`);
    }
  });
});
