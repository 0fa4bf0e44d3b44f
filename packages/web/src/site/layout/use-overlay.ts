import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether a `popover` is showing (false where the browser, or jsdom, does not know popovers). */
function isShowing(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

interface Options {
  /** Receives focus on opening; the panel itself when absent. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A class set on the page body while open (the search popup's `search-open`). */
  bodyClass?: string;
}

/**
 * The app's part of the mobile menu, the search popup and the side panel. Each is a
 * `popover="auto"` that its header button opens with `popovertarget`: the browser opens and
 * closes it without the app, closes it on Escape or a click outside, dims the page behind
 * (::backdrop, which also stops the page scrolling, see global.css) and gives focus back to the
 * button. With the app, on top: focus moves in on opening and Tab stays inside, the body
 * carries `bodyClass` while it is open, and a new page closes it. An overlay opened before the
 * app started stays open, and gets the same from then on.
 */
export function useOverlay(panelRef: RefObject<HTMLElement | null>, { initialFocusRef, bodyClass }: Options = {}) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', onToggle);
    setOpen(isShowing(panel));
    return () => panel.removeEventListener('toggle', onToggle);
  }, [panelRef]);

  // A new page (a search from the popup included) closes it; the first render keeps it as it is.
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    const panel = panelRef.current;
    if (panel && isShowing(panel)) panel.hidePopover();
  }, [key, panelRef]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    if (!panel.contains(document.activeElement)) (initialFocusRef?.current ?? panel).focus();
    if (bodyClass) document.body.classList.add(bodyClass);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
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
      if (bodyClass) document.body.classList.remove(bodyClass);
    };
  }, [open, panelRef, initialFocusRef, bodyClass]);
}
