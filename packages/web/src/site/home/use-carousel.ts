import { type MouseEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  /**
   * For a control linking to slide `index`: goes there without the jump to the link's fragment.
   * A control that had focus hands it to its twin in the slide shown next (moveFocusToTwin).
   */
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

  /** The control that moved the carousel while it had focus, until its twin has taken the focus. */
  const focusedControl = useRef<HTMLElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the slide shown has changed.
  useLayoutEffect(() => {
    const control = focusedControl.current;
    focusedControl.current = null;
    // Only while the focus is still on it (or lost with it): a visitor who has moved on keeps theirs.
    const stillThere =
      control && (control.contains(document.activeElement) || document.activeElement === document.body);
    const slide = stillThere && document.getElementById(slideIds[index] ?? '');
    if (slide) moveFocusToTwin(control, slide);
  }, [index]);

  const next = useCallback(() => setIndex((current) => wrapIndex(wrapIndex(current, count) + 1, count)), [count]);
  const pausing = useAutoplay(next, interval, live && count > 1, index);
  const previous = useCallback(() => setIndex((current) => wrapIndex(wrapIndex(current, count) - 1, count)), [count]);
  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);
  const onLink = useCallback(
    (target: number) => (event: MouseEvent) => {
      event.preventDefault();
      const control = event.currentTarget as HTMLElement;
      focusedControl.current = control.contains(document.activeElement) ? control : null;
      setLive(true);
      setIndex(wrapIndex(target, count));
    },
    [count],
  );

  return { index, live, next, previous, goTo, onLink, pausing };
}

/**
 * Each slide has its own arrows and dots, and the slide left behind hides them: a keyboard user
 * who pressed "Next slide" would be left on the page's body, where pressing Enter again does
 * nothing and Tab starts over. The focus goes to the same control in `slide` instead: the arrow
 * of the same label, or the dot linking to the same slide. It stays where the page is: the
 * control is in view already, in the same place.
 */
function moveFocusToTwin(control: HTMLElement, slide: HTMLElement) {
  const label = control.getAttribute('aria-label');
  const href = control.getAttribute('href');
  const twin = [...slide.querySelectorAll<HTMLElement>('a[href], button')].find((candidate) =>
    label ? candidate.getAttribute('aria-label') === label : candidate.getAttribute('href') === href,
  );
  twin?.focus({ preventScroll: true });
}
