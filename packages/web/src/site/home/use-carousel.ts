import { type MouseEvent, useCallback, useEffect, useState } from 'react';
import { type Pausing, useAutoplay } from '../../ui/carousel/use-autoplay.ts';

/** The hero banners advance this often (spec public §9). */
export const BANNER_INTERVAL_MS = 5000;

/** `index` moved into 0…count-1, wrapping both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface Carousel {
  index: number;
  /**
   * The app runs the carousel: until then (and without JavaScript) the browser shows the slide
   * the URL's fragment names, the first by default, and the controls are links to the slides.
   */
  live: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  /** For a control linking to slide `index`: goes there without the jump to the link's fragment. */
  onLink: (index: number) => (event: MouseEvent) => void;
  /** For the carousel's box: it pauses under the pointer (spec) and while focus is inside. */
  pausing: Pausing;
}

/**
 * The app's part of a hero carousel whose slides are stacked and shown one at a time (by
 * `:target` before the app, by `index` with it). On start it takes over the slide the visitor
 * chose before it (the URL's fragment, one of `slideIds`), so nothing changes on screen. With
 * more than one slide it advances every `interval` ms and wraps, unless less motion is asked
 * for; hover or focus pause it, and leaving starts a fresh interval. Moving by hand also
 * restarts the interval, so a slide never flips right after a click.
 */
export function useCarousel(slideIds: string[], interval = BANNER_INTERVAL_MS): Carousel {
  const count = slideIds.length;
  const [rawIndex, setIndex] = useState(0);
  const [live, setLive] = useState(false);
  const index = wrapIndex(rawIndex, count);

  const ids = slideIds.join(' ');
  useEffect(() => {
    const chosen = ids.split(' ').indexOf(decodeURIComponent(window.location.hash.slice(1)));
    if (chosen > 0) setIndex(chosen);
    setLive(true);
  }, [ids]);

  const next = useCallback(() => setIndex((current) => wrapIndex(wrapIndex(current, count) + 1, count)), [count]);
  const pausing = useAutoplay(next, interval, live && count > 1, index);
  const previous = useCallback(() => setIndex((current) => wrapIndex(wrapIndex(current, count) - 1, count)), [count]);
  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);
  const onLink = useCallback(
    (target: number) => (event: MouseEvent) => {
      event.preventDefault();
      setLive(true);
      setIndex(wrapIndex(target, count));
    },
    [count],
  );

  return { index, live, next, previous, goTo, onLink, pausing };
}
