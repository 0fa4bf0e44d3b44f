/**
 * Page numbers shown around the current page: `radius` either side, clamped to 1..lastPage.
 * The blog list uses radius 2 (spec public §2); the product grid shows at most 5 numbers.
 */
export function pageWindow(currentPage: number, lastPage: number, radius = 2): number[] {
  if (lastPage < 1) return [];
  const size = Math.min(lastPage, radius * 2 + 1);
  let start = Math.max(1, currentPage - radius);
  start = Math.min(start, lastPage - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** How many records are skipped before page `page` (counted from 1) of `perPage` each. */
export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

/** The largest page any list hands out (`per_page` is 1–100). */
export const MAX_PER_PAGE = 100;
