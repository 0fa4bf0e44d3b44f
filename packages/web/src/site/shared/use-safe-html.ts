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
 * is used (ARCHITECTURE §7). On the server and during hydration the page shows the stored
 * HTML as the server rendered it (the same markup on both sides); right after, the sanitised
 * copy replaces it. After a client-side navigation nothing shows until it is sanitised.
 */
export function useSafeHtml(html: string | null | undefined): string | null {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  const source = html ?? '';

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
  return hydrated ? null : source;
}
