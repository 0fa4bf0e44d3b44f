import { describe, expect, it } from 'vitest';
import { deriveSlug, slugify } from './slug.ts';

describe('slugify (the admin rule)', () => {
  it('lower-cases, drops other characters, turns spaces into hyphens and collapses them', () => {
    expect(slugify('Oak & Walnut Tables')).toBe('oak-walnut-tables');
    expect(slugify('Chairs  --  Stools!')).toBe('chairs-stools');
    expect(slugify('Beds 2026')).toBe('beds-2026');
  });

  it('keeps letters beyond ASCII', () => {
    expect(slugify('Chêne Massif')).toBe('chêne-massif');
  });

  it('keeps a trailing hyphen while typing', () => {
    expect(slugify('Outdoor ')).toBe('outdoor-');
  });
});

describe('deriveSlug (server fallback)', () => {
  it('trims edge hyphens', () => {
    expect(deriveSlug('  Outdoor & Garden  ')).toBe('outdoor-garden');
  });
});
