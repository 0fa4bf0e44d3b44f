import { useCallback, useEffect, useState } from 'react';

/** The hero banners advance this often (spec public §9). */
export const BANNER_INTERVAL_MS = 5000;

/** `index` moved into 0…count-1, wrapping both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface Carousel {
  index: number;
  paused: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  /** Pointer over the carousel (spec: pauses while the pointer is over it). */
  setHovered: (hovered: boolean) => void;
  /** Keyboard focus inside the carousel: pausing then keeps the slide still while it is read. */
  setFocused: (focused: boolean) => void;
}

/**
 * The timing of the hero banner carousel: with more than one slide it advances every
 * `interval` ms and wraps; hover or focus pause it, and leaving starts a fresh interval.
 * Moving by hand also restarts the interval, so a slide never flips right after a click.
 */
export function useCarousel(count: number, interval = BANNER_INTERVAL_MS): Carousel {
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const index = wrapIndex(rawIndex, count);
  const paused = hovered || focused;

  useEffect(() => {
    if (count <= 1 || paused) return;
    const timer = setTimeout(() => setIndex(wrapIndex(index + 1, count)), interval);
    return () => clearTimeout(timer);
  }, [index, count, paused, interval]);

  const next = useCallback(() => setIndex((current) => wrapIndex(wrapIndex(current, count) + 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => wrapIndex(wrapIndex(current, count) - 1, count)), [count]);
  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);

  return { index, paused, next, previous, goTo, setHovered, setFocused };
}
