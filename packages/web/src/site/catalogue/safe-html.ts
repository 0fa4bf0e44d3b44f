import DOMPurify from 'dompurify';

/**
 * Product descriptions are sanitised by the server on save and again here before rendering
 * (ARCHITECTURE §7). DOMPurify needs a DOM: without one (server rendering) nothing is
 * rendered rather than unchecked markup.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html?.trim() || !DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html);
}
