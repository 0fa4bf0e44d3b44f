import { describe, expect, it } from 'vitest';
import { foldForSearch, truncate } from './text.ts';

describe('truncate', () => {
  it('cuts to the length plus an ellipsis', () => {
    expect(truncate('abcdefghij', 4)).toBe('abcd...');
    expect(truncate('abcd', 4)).toBe('abcd');
    expect(truncate(null, 4)).toBe('');
  });
});

describe('foldForSearch', () => {
  it('folds case and accents', () => {
    expect(foldForSearch('CHÊNE Ébène')).toBe('chene ebene');
  });
});
