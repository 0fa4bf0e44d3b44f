import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './rich-html.module.css';

/**
 * HTML from the database (blog posts, project content). The server sanitises it on save and
 * it is sanitised again here before it reaches the page (ARCHITECTURE §7). Without a DOM
 * (server rendering) nothing is rendered rather than unsanitised markup.
 */
export function RichHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => (html && DOMPurify.isSupported ? DOMPurify.sanitize(html) : ''), [html]);
  if (!clean.trim()) return null;
  return (
    <div
      className={`${styles.prose} ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
