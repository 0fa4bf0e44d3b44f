import { describe, expect, it } from 'vitest';
import { jsonDepth } from './body-parsers.ts';

describe('jsonDepth', () => {
  it('counts how deep arrays and objects nest', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{}')).toBe(1);
    expect(jsonDepth('{"a":[1,{"b":[]}],"c":{}}')).toBe(4);
    expect(jsonDepth(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)).toBe(10_000);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepth('{"a":"[[[{{{"}')).toBe(1);
    expect(jsonDepth('["\\"[[[", "\\\\", [1]]')).toBe(2);
  });

  it('counts the deepest point, not the last', () => {
    expect(jsonDepth('[[[[1]]],[2]]')).toBe(4);
  });
});
