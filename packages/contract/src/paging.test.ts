import { describe, expect, it } from 'vitest';
import { lastPageOf, pageOffset, pageWindow } from './paging.ts';

describe('pageWindow', () => {
  it('shows two pages either side of the current one', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('shifts the window at the edges so it keeps its size', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are few', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('lastPageOf', () => {
  it('is at least 1', () => {
    expect(lastPageOf(0, 12)).toBe(1);
    expect(lastPageOf(25, 12)).toBe(3);
    expect(lastPageOf(24, 12)).toBe(2);
  });
});

describe('pageOffset', () => {
  it('skips the records of the pages before', () => {
    expect(pageOffset(1, 12)).toBe(0);
    expect(pageOffset(2, 12)).toBe(12);
    expect(pageOffset(4, 6)).toBe(18);
  });
});
