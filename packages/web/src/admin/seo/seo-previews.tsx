import { snippet } from '@grain/contract/seo-pages';
import styles from './seo.module.css';

/** How many characters of a title and a description a search result shows, about. */
export const RESULT_TITLE_CHARS = 60;
export const RESULT_DESCRIPTION_CHARS = 160;

interface PreviewProps {
  /** The document title the page will have. */
  title: string;
  description: string;
  /** The site's host name and the page's path, shown as a search result shows them (host › path). */
  host: string;
  path: string;
}

/** A search result as Google lays it out: the address, the title in blue, the description cut. */
export function SearchResultPreview({ title, description, host, path }: PreviewProps) {
  const trail = path.split('/').filter(Boolean).join(' › ');
  return (
    <figure className={styles.searchResult} aria-label="Search result preview">
      <p className={styles.resultUrl}>
        {host}
        {trail ? ` › ${trail}` : ''}
      </p>
      <p className={styles.resultTitle}>{snippet(title, RESULT_TITLE_CHARS)}</p>
      <p className={styles.resultDescription}>{snippet(description, RESULT_DESCRIPTION_CHARS)}</p>
    </figure>
  );
}

/** A shared link as social networks and chats show it: the picture, the domain, the title and description. */
export function ShareCardPreview({ title, description, host, image }: PreviewProps & { image: string | null }) {
  return (
    <figure className={styles.card} aria-label="Shared link preview">
      {image ? (
        <img className={styles.cardImage} src={image} alt="" />
      ) : (
        <div className={styles.cardNoImage}>No sharing picture</div>
      )}
      <div className={styles.cardText}>
        <p className={styles.cardDomain}>{host}</p>
        <p className={styles.cardTitle}>{snippet(title, 90)}</p>
        <p className={styles.cardDescription}>{snippet(description, 110)}</p>
      </div>
    </figure>
  );
}

/** Both previews, side by side on wide screens, under headings of the level their place needs. */
export function SeoPreviews({
  headingLevel = 3,
  ...props
}: PreviewProps & { image: string | null; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.previews}>
      <div>
        <Heading className={styles.previewHeading}>In search results</Heading>
        <SearchResultPreview {...props} />
      </div>
      <div>
        <Heading className={styles.previewHeading}>When shared</Heading>
        <ShareCardPreview {...props} />
      </div>
    </div>
  );
}

/** "42 / 60": the length against what search results show, past it in red and said in words. */
export function LengthCounter({ id, length, suggested }: { id: string; length: number; suggested: number }) {
  const over = length > suggested;
  return (
    <p id={id} className={`${styles.counter} ${over ? styles.counterOver : ''}`} aria-live="polite">
      {length} / {suggested}
      {over ? ' — longer than search results show' : ''}
    </p>
  );
}
