import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element has been at least `threshold` visible (0.5 = half). It stays true once
 * seen. Without IntersectionObserver (very old browsers) the element counts as seen.
 */
export function useInView<T extends Element>(threshold: number): [RefObject<T | null>, boolean] {
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
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, seen]);

  return [ref, seen];
}
