/** Loading hints for an image: `loading` and `fetchPriority` as React spells them. */
export interface ImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** Below the fold: fetched when scrolled near. */
export const LAZY: ImageLoading = { loading: 'lazy' };

/**
 * Loading hints for the `index`th picture of a page's first list or slides: the first `eager`
 * are painted with the page, the very first (its likely largest paint) ahead of everything else
 * at `priority`, the others after it at low priority (on a phone they are below the fold, and
 * they would share the line with that largest paint); the rest wait until scrolled or slid near.
 */
export function loadingByPosition(
  index: number,
  { eager = 1, priority = 'high' }: { eager?: number; priority?: 'high' | 'auto' } = {},
): ImageLoading {
  if (index === 0) return { loading: 'eager', fetchPriority: priority };
  return index < eager ? { loading: 'eager', fetchPriority: 'low' } : LAZY;
}
