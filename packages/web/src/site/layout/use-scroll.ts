import { useEffect, useState } from 'react';

/** The header sticks once the page is scrolled this far or further (spec public §9). */
export const STICKY_HEADER_OFFSET = 400;
/** The scroll-to-top circle appears after this much scroll (spec public §9). */
export const SCROLL_TOP_OFFSET = 50;

export const isHeaderSticky = (scrollY: number) => scrollY >= STICKY_HEADER_OFFSET;
export const isScrollTopVisible = (scrollY: number) => scrollY > SCROLL_TOP_OFFSET;

/**
 * Whether the window's scroll position passes `test`. Starts false (as on the server) and
 * follows scroll events; state only changes when the answer does, so scrolling is cheap.
 */
export function useWindowScrollTest(test: (scrollY: number) => boolean): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const update = () => setPassed(test(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [test]);
  return passed;
}
