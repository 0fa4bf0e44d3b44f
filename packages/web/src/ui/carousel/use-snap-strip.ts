import { type MouseEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './reduced-motion.ts';
import type { SlideMove } from './slide-arrows.tsx';
import { nextOffset, nextSlideOffset, previousOffset, previousSlideOffset } from './slider-pages.ts';
import { type Pausing, useAutoplay } from './use-autoplay.ts';

/** Whether previous/next move by a slide or by as many as are in view. */
export type StripStep = 'slide' | 'page';

/** Where a strip stands, read from its layout: its slides are its children. */
function measure(strip: HTMLElement) {
  const slides = [...strip.children] as HTMLElement[];
  if (slides.length < 2) return null;
  const pitch = slides[1].offsetLeft - slides[0].offsetLeft;
  if (pitch <= 0) return null;
  const gap = pitch - slides[0].offsetWidth;
  const perView = Math.max(1, Math.round((strip.clientWidth + gap) / pitch));
  const offset = Math.round(strip.scrollLeft / pitch);
  return { slides, perView, offset };
}

/** The offset a move leads to, wrapping at both ends. */
function target(move: SlideMove, step: StripStep, offset: number, perView: number, total: number): number {
  if (step === 'page') {
    return move === 'next' ? nextOffset(offset, perView, total) : previousOffset(offset, perView, total);
  }
  return move === 'next' ? nextSlideOffset(offset, perView, total) : previousSlideOffset(offset, perView, total);
}

export interface SnapStrip {
  /** The scroll container; its children are the slides. */
  strip: RefObject<HTMLDivElement | null>;
  move: (move: SlideMove) => void;
  /** Every slide is in view: there is nowhere to move (known once the app has measured). */
  fits: boolean;
  /** For an arrow link: makes the move, without the jump to the link's fragment. */
  onArrow: (move: SlideMove) => (event: MouseEvent) => void;
  /** For the carousel's box: autoplay pauses under the pointer and while focus is inside. */
  pausing: Pausing;
}

/**
 * The app's part of a scroll-snap strip. Without the app the strip scrolls natively and its
 * arrows are links to the slides; with it an arrow scrolls the strip by a slide or a page
 * (smoothly unless less motion is asked for) without touching the URL or the page's scroll, and
 * `autoplayMs` moves it by itself, paused under the pointer or focus and for reduced motion.
 * The position is always read from the strip, so a strip scrolled before the app started goes on
 * from where it is.
 */
export function useSnapStrip({ step, autoplayMs }: { step: StripStep; autoplayMs?: number }): SnapStrip {
  const strip = useRef<HTMLDivElement | null>(null);

  const move = useCallback(
    (direction: SlideMove) => {
      const element = strip.current;
      const at = element && measure(element);
      if (!element || !at) return;
      const offset = target(direction, step, at.offset, at.perView, at.slides.length);
      element.scrollTo({
        left: at.slides[offset].offsetLeft - at.slides[0].offsetLeft,
        behavior: prefersReducedMotion() ? 'instant' : 'smooth',
      });
    },
    [step],
  );

  const [fits, setFits] = useState(false);
  useEffect(() => {
    const element = strip.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setFits(element.scrollWidth <= element.clientWidth + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const moveNext = useCallback(() => move('next'), [move]);
  const pausing = useAutoplay(moveNext, autoplayMs ?? 0, Boolean(autoplayMs));

  const onArrow = useCallback(
    (direction: SlideMove) => (event: MouseEvent) => {
      event.preventDefault();
      move(direction);
    },
    [move],
  );

  return {
    strip,
    move,
    fits,
    onArrow,
    pausing,
  };
}
