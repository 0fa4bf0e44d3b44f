import { describe, expect, it } from 'vitest';
import { foldForSearch, normaliseText, truncate } from './text.ts';

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

describe('normaliseText', () => {
  it('turns CRLF and lone CR line breaks into LF', () => {
    expect(normaliseText('Honest Materials,\r\nPatient Craft,\rWork That Lasts\n')).toBe(
      'Honest Materials,\nPatient Craft,\nWork That Lasts\n',
    );
  });

  it('drops NUL and other control characters but keeps tabs and line feeds', () => {
    expect(normaliseText('a\u0000b\u0007c\u001bd\u007fe\tf\ng')).toBe('abcde\tf\ng');
  });

  it('leaves other text as it is', () => {
    expect(normaliseText('Chêne massif — 2 m² 🪵')).toBe('Chêne massif — 2 m² 🪵');
  });
});
