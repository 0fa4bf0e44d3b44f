import { useLayoutEffect } from 'react';

const withoutFragment = (url: string) => url.split('#')[0];

/**
 * Whether the document on screen was loaded for `href`, rather than reached through the app's
 * own navigation (which changes the address but not the navigation entry). Unknown (no entry)
 * counts as loaded, so that nothing reloads where it cannot tell.
 */
export function documentLoadedFor(
  href: string,
  entries: readonly PerformanceEntry[] = globalThis.performance?.getEntriesByType?.('navigation') ?? [],
): boolean {
  const entry = entries[0];
  return !entry || withoutFragment(entry.name) === withoutFragment(href);
}

/**
 * On a 404 the app met by its own navigation, asks the server for the address once: a redirect
 * from it is applied there, before any page is rendered, and the 404 log counts the miss. The
 * document the server answers with is for this address, so its own 404 page asks no further.
 */
export function useServerNotFound(): void {
  useLayoutEffect(() => {
    if (!documentLoadedFor(window.location.href)) window.location.replace(window.location.href);
  }, []);
}
