import { describe, expect, it } from 'vitest';
import {
  cardsPerPage,
  clampOffset,
  hasSeveralPages,
  nextOffset,
  nextSlideOffset,
  previousOffset,
  previousSlideOffset,
} from './slider-pages.ts';

describe('cardsPerPage', () => {
  it.each([
    [320, 1],
    [575, 1],
    [576, 2],
    [767, 2],
    [768, 3],
    [991, 3],
    [992, 4],
    [1366, 4],
  ])('shows the right number of cards at %i px', (width, cards) => {
    expect(cardsPerPage(width)).toBe(cards);
  });
});

describe('nextOffset', () => {
  it('moves by the number of visible cards', () => {
    expect(nextOffset(0, 4, 12)).toBe(4);
    expect(nextOffset(4, 4, 12)).toBe(8);
    expect(nextOffset(0, 1, 3)).toBe(1);
  });

  it('wraps to the start after the last page', () => {
    expect(nextOffset(8, 4, 12)).toBe(0);
    expect(nextOffset(2, 1, 3)).toBe(0);
  });

  it('stops at the last full page before wrapping, so no page is half empty', () => {
    expect(nextOffset(4, 4, 10)).toBe(6);
    expect(nextOffset(6, 4, 10)).toBe(0);
  });

  it('stays at the start when everything fits on one page', () => {
    expect(nextOffset(0, 4, 3)).toBe(0);
  });
});

describe('previousOffset', () => {
  it('moves back by the number of visible cards', () => {
    expect(previousOffset(8, 4, 12)).toBe(4);
    expect(previousOffset(3, 3, 9)).toBe(0);
  });

  it('goes back from the start to the last full page', () => {
    expect(previousOffset(0, 4, 10)).toBe(6);
    expect(previousOffset(0, 3, 9)).toBe(6);
    expect(previousOffset(0, 2, 5)).toBe(3);
    expect(previousOffset(0, 1, 5)).toBe(4);
  });

  it('never goes below the start', () => {
    expect(previousOffset(2, 4, 10)).toBe(0);
    expect(previousOffset(0, 4, 3)).toBe(0);
  });
});

describe('clampOffset and hasSeveralPages', () => {
  it('keeps the offset on a full page after the window grew', () => {
    expect(clampOffset(8, 4, 10)).toBe(6);
    expect(clampOffset(3, 1, 10)).toBe(3);
    expect(clampOffset(5, 4, 3)).toBe(0);
  });

  it('knows when there is more than one page', () => {
    expect(hasSeveralPages(4, 4)).toBe(false);
    expect(hasSeveralPages(4, 5)).toBe(true);
    expect(hasSeveralPages(1, 0)).toBe(false);
  });
});

describe('nextSlideOffset and previousSlideOffset', () => {
  it('move one slide at a time and wrap between the start and the last full page', () => {
    expect(nextSlideOffset(0, 3, 6)).toBe(1);
    expect(nextSlideOffset(2, 3, 6)).toBe(3);
    expect(nextSlideOffset(3, 3, 6)).toBe(0);
    expect(previousSlideOffset(0, 3, 6)).toBe(3);
    expect(previousSlideOffset(2, 3, 6)).toBe(1);
    expect(previousSlideOffset(5, 3, 6)).toBe(3);
  });
});
