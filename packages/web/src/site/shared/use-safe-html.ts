import { useEffect, useState, useSyncExternalStore } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | undefined;

/** DOMPurify, loaded on first use (never on the server, never before the page is interactive). */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html),
  );
  return sanitizer;
}

const subscribe = () => () => {};

/**
 * HTML from the database (product descriptions, blog posts, project content), safe to render,
 * or null while it is being sanitised.
 * The server sanitises it on save; in the browser it is sanitised again by DOMPurify before it
 * is used (ARCHITECTURE §7). The markup the server rendered, which the browser has already
 * parsed, stays on screen through hydration until its sanitised copy is ready, and is then
 * replaced only if DOMPurify changed it (an unchanged string leaves the DOM as it is): taking it
 * away meanwhile would empty the article for a moment, shift the page and lay it all out twice.
 * HTML that reaches the browser otherwise (a client-side navigation, new content) shows nothing
 * until it is sanitised.
 */
export function useSafeHtml(html: string | null | undefined): string | null {
  // True on the server and while hydrating its markup (React reads the server snapshot then).
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  const source = html ?? '';
  const [serverSource] = useState(hydrating ? source : null);
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setClean({ source, html: sanitize(source) });
    });
    return () => {
      current = false;
    };
  }, [source]);

  if (clean?.source === source) return clean.html;
  return source === serverSource ? source : null;
}
