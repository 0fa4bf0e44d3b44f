import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Options {
  open: boolean;
  onClose: () => void;
  panelRef: RefObject<HTMLElement | null>;
  /** Receives focus on opening; the panel itself when absent. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A class set on the page body while open (the search popup's `search-open`). */
  bodyClass?: string;
}

/**
 * Dialog behaviour for the mobile menu, search popup and side panel: focus moves in on
 * opening and back to where it was on closing, Tab stays inside, Escape closes, and the
 * page behind does not scroll.
 */
export function useDialog({ open, onClose, panelRef, initialFocusRef, bodyClass }: Options): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? panel)?.focus();
    const classes = ['scroll-locked', ...(bodyClass ? [bodyClass] : [])];
    document.body.classList.add(...classes);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => element.offsetParent !== null || element === document.activeElement,
      );
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove(...classes);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, panelRef, initialFocusRef, bodyClass]);
}
