import styles from './rich-html.module.css';
import { useSafeHtml } from './use-safe-html.ts';

/** HTML from the database (blog posts, project content), sanitised before it reaches the page. */
export function RichHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useSafeHtml(html);
  if (!clean?.trim()) return null;
  return (
    <div
      className={`${styles.prose} ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save, and by DOMPurify here (useSafeHtml).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
