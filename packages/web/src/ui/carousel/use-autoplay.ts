import { type FocusEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import { prefersReducedMotion } from './reduced-motion.ts';

/**
 * Handlers for a carousel's box: its autoplay pauses under the pointer, while focus is inside,
 * and while the box is out of view (`ref`).
 */
export interface Pausing {
  ref: (box: HTMLElement | null) => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
}

/**
 * Calls `advance` every `interval` ms while `enabled`, unless less motion is asked for. It pauses
 * while the pointer is over the carousel's box (spec public §9) or keyboard focus is inside it, so
 * the slide stays still while it is read; leaving starts a fresh interval, and so does a change of
 * `restartKey` (a slide chosen by hand is never flipped right after the click).
 *
 * It also waits while the box is out of view or the tab is hidden: a slider moving where nobody
 * sees it still lays out and paints the page every few seconds, in the way of whatever the
 * visitor is doing elsewhere on it (a click then waits for that frame), and spends a phone's
 * battery. It goes on with a fresh interval when the box comes back into view.
 *
 * The pause lives in refs, not in React state: pressing an arrow focuses it, and a state change
 * there would re-render every slide inside the click's interaction, ahead of the move itself.
 */
export function useAutoplay(advance: () => void, interval: number, enabled: boolean, restartKey?: unknown): Pausing {
  const advanceRef = useRef(advance);
  const hovered = useRef(false);
  const focused = useRef(false);
  /** Until the observer says otherwise (or where there is none), the box counts as in view. */
  const inView = useRef(true);
  const observer = useRef<IntersectionObserver | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    advanceRef.current = advance;
  }, [advance]);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    const away = !inView.current || document.visibilityState === 'hidden';
    if (!enabled || hovered.current || focused.current || away || prefersReducedMotion()) return;
    const tick = () => {
      advanceRef.current();
      timer.current = window.setTimeout(tick, interval);
    };
    timer.current = window.setTimeout(tick, interval);
  }, [enabled, interval, stop]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey only restarts the interval.
  useEffect(() => {
    start();
    return stop;
  }, [start, stop, restartKey]);

  useEffect(() => {
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [start, stop]);

  const watch = useCallback(
    (box: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!box || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(([entry]) => {
        if (entry.isIntersecting === inView.current) return;
        inView.current = entry.isIntersecting;
        if (entry.isIntersecting) start();
        else stop();
      });
      observer.current.observe(box);
    },
    [start, stop],
  );

  return useMemo(
    () => ({
      ref: watch,
      onPointerEnter: () => {
        hovered.current = true;
        stop();
      },
      onPointerLeave: () => {
        hovered.current = false;
        start();
      },
      onFocus: () => {
        focused.current = true;
        stop();
      },
      onBlur: (event: FocusEvent) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        start();
      },
    }),
    [watch, start, stop],
  );
}
