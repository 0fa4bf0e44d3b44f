/** What counts as the visitor doing something on the page. */
const ACTIVITY_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'click'] as const;

let acted = false;
const waiting = new Set<() => void>();

function markActed() {
  if (acted) return;
  acted = true;
  for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, markActed, true);
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

if (typeof window !== 'undefined') {
  for (const event of ACTIVITY_EVENTS) window.addEventListener(event, markActed, { capture: true, passive: true });
}

/**
 * Calls `callback` once the visitor first taps, clicks, types, scrolls or turns the wheel on the
 * page (at once if they already have). Returns a function that cancels the wait.
 */
export function onFirstActivity(callback: () => void): () => void {
  if (acted) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
