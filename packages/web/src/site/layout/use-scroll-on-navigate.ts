import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Moving forward to a new page starts at its top (spec public §2) — not on the first load and
 * not on Back/Forward (POP), where the browser keeps the reader's place. A #hash scrolls to
 * its element instead.
 */
export function useScrollOnNavigate(): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (key)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}
