import { describe, expect, it } from 'vitest';
import { deriveSlug, isSlug, slugify } from './slug.ts';

describe('slugify (the admin rule)', () => {
  it('lower-cases, drops other characters, turns spaces into hyphens and collapses them', () => {
    expect(slugify('Oak & Walnut Tables')).toBe('oak-walnut-tables');
    expect(slugify('Chairs  --  Stools!')).toBe('chairs-stools');
    expect(slugify('Beds 2026')).toBe('beds-2026');
    expect(slugify('RACE-X')).toBe('race-x');
    expect(slugify('../x')).toBe('x');
    expect(slugify('<script>')).toBe('script');
    expect(slugify('a b')).toBe('a-b');
  });

  it('keeps the base letter of accented Latin letters and spells out those without one', () => {
    expect(slugify('Chêne Massif')).toBe('chene-massif');
    expect(slugify('Ébène, Çà et Là')).toBe('ebene-ca-et-la');
    expect(slugify('Weißbuche Ærø Łódź')).toBe('weissbuche-aero-lodz');
    expect(slugify('İstanbul')).toBe('istanbul');
  });

  it('drops letters of other scripts, look-alikes included', () => {
    expect(slugify('Стулья')).toBe('');
    expect(slugify('Oak 椅子')).toBe('oak-');
    // A Cyrillic а in "tаbles" is not an a.
    expect(slugify('t\u0430bles')).toBe('tbles');
  });

  it('keeps a trailing hyphen while typing', () => {
    expect(slugify('Outdoor ')).toBe('outdoor-');
  });
});

describe('deriveSlug (a finished name, and the server fallback)', () => {
  it('trims edge hyphens', () => {
    expect(deriveSlug('  Outdoor & Garden  ')).toBe('outdoor-garden');
    expect(deriveSlug('- Tables -')).toBe('tables');
  });

  it('gives no slug for a name with no Latin letter or digit', () => {
    expect(deriveSlug('Стулья')).toBe('');
  });

  it('gives only slugs', () => {
    for (const name of ['Oak & Walnut', 'Chêne', ' x ', 'Weißbuche', '2026 Beds!'])
      expect(isSlug(deriveSlug(name))).toBe(true);
  });
});

describe('isSlug', () => {
  it('takes lower-case a-z, digits and single hyphens between them', () => {
    for (const slug of ['oak', 'oak-tables', 'beds-2026', '2026', 'a-b-c']) expect(isSlug(slug)).toBe(true);
  });

  it('refuses upper case, other letters, edge or double hyphens, spaces and path or markup characters', () => {
    for (const value of [
      'RACE-X',
      'Oak',
      'chêne',
      'стулья',
      '-oak',
      'oak-',
      'oak--tables',
      'a b',
      '../x',
      '<script>',
      'a_b',
      '',
    ]) {
      expect(isSlug(value), value).toBe(false);
    }
  });
});
