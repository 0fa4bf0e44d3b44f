/**
 * Paging of the scroll-snap strips (use-snap-strip.ts). The product sliders (spec public
 * "Product slider", §4, §9) show 1, 2, 3 or 4 cards for widths under 576, 768, 992 px and wider
 * (their style sheet says so; these numbers are for reading and tests); previous and next move
 * by that many cards. The services slider moves one slide at a time.
 */
export const SLIDER_BREAKPOINTS = [576, 768, 992] as const;

/** Cards per page at a viewport width in CSS pixels. */
export function cardsPerPage(width: number): number {
  return SLIDER_BREAKPOINTS.filter((breakpoint) => width >= breakpoint).length + 1;
}

/** The offset of the last page that is still full (the first card of the last `perPage`). */
export function lastFullOffset(perPage: number, total: number): number {
  return Math.max(0, total - perPage);
}

/** Keeps an offset valid after the number of cards per page (or of products) changed. */
export function clampOffset(offset: number, perPage: number, total: number): number {
  return Math.min(Math.max(0, offset), lastFullOffset(perPage, total));
}

/** More products than fit on one page: only then is there anywhere to move to. */
export function hasSeveralPages(perPage: number, total: number): boolean {
  return total > perPage;
}

/**
 * Next page: move by `perPage`, but never past the last full page (so no page is half
 * empty); from the last page wrap to the start.
 */
export function nextOffset(offset: number, perPage: number, total: number): number {
  const last = lastFullOffset(perPage, total);
  if (offset >= last) return 0;
  return Math.min(offset + perPage, last);
}

/** Previous page: move back by `perPage`; from the start go back to the last full page. */
export function previousOffset(offset: number, perPage: number, total: number): number {
  if (offset <= 0) return lastFullOffset(perPage, total);
  return Math.max(0, offset - perPage);
}

/** Next slide, one at a time: from the last full page back to the start. */
export function nextSlideOffset(offset: number, perPage: number, total: number): number {
  return offset >= lastFullOffset(perPage, total) ? 0 : offset + 1;
}

/** Previous slide, one at a time: from the start to the last full page. */
export function previousSlideOffset(offset: number, perPage: number, total: number): number {
  return offset <= 0 ? lastFullOffset(perPage, total) : Math.min(offset - 1, lastFullOffset(perPage, total));
}
