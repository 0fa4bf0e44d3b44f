import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';

export interface InViewOptions {
  /** How much of the element must show: 0.5 is half (default: any of it). */
  threshold?: number;
  /** Counts the element as in view this far before it is (`'400px 0px'`). */
  rootMargin?: string;
}

/**
 * Whether the element has come into view (or near it, with `rootMargin`). It stays true once
 * seen. Without IntersectionObserver (very old browsers, jsdom) the element counts as seen.
 * What coming into view renders (a carousel's sliding view, say) is rendered as a transition:
 * React yields to the browser while it renders, and a tap is never kept waiting behind it.
 */
export function useInView<T extends Element>({
  threshold = 0,
  rootMargin,
}: InViewOptions = {}): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          startTransition(() => setSeen(true));
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, rootMargin, seen]);

  return [ref, seen];
}
