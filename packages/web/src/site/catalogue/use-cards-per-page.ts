import { useEffect, useState } from 'react';
import { SLIDER_BREAKPOINTS } from './slider-pages.ts';

/** Until the first effect runs (and on the server) the widest layout is assumed. */
const DEFAULT_CARDS_PER_PAGE = 4;

/**
 * The slider's cards per page for the current viewport. The window is only read in an
 * effect, so the first render is the same on the server and in the browser; the slider's CSS
 * sizes the cards with the same breakpoints, so nothing jumps when this catches up.
 */
export function useCardsPerPage(): number {
  const [cards, setCards] = useState(DEFAULT_CARDS_PER_PAGE);
  useEffect(() => {
    const queries = SLIDER_BREAKPOINTS.map((breakpoint) => window.matchMedia(`(min-width: ${breakpoint}px)`));
    // Counting the matching queries agrees with the CSS media queries to the pixel.
    const update = () => setCards(queries.filter((query) => query.matches).length + 1);
    update();
    for (const query of queries) query.addEventListener('change', update);
    return () => {
      for (const query of queries) query.removeEventListener('change', update);
    };
  }, []);
  return cards;
}
