import { Link } from 'react-router';
import type { MediaItem } from '../../api/admin/media.ts';
import styles from './media.module.css';
import { factsOf, lacksAlt, mediaItemPath } from './media-format.ts';
import { MediaThumb } from './media-thumb.tsx';

/** How wide a card's thumbnail shows: two columns on a phone, cards of about 12rem elsewhere. */
export const CARD_THUMB_SIZES = '(min-width: 768px) 220px, 50vw';

/** "Unused" and "No alt text", where they apply. */
export function MediaBadges({ item }: { item: MediaItem }) {
  const unused = item.use_count === 0;
  const noAlt = lacksAlt(item);
  if (!unused && !noAlt) return null;
  return (
    <span className={styles.badges}>
      {unused ? <span className={`${styles.badge} ${styles.badgeUnused}`}>Unused</span> : null}
      {noAlt ? <span className={`${styles.badge} ${styles.badgeWarning}`}>No alt text</span> : null}
    </span>
  );
}

interface Props {
  items: MediaItem[];
  /** The chosen items and how a checkbox changes them; none: nothing can be chosen. */
  selection?: { selected: ReadonlySet<number>; toggle: (id: number) => void };
  /** Kept in the item's link, so that its page leads back to this state of the list. */
  from?: string;
  busy?: boolean;
}

/** The library's items as cards: thumbnail, name, size and badges, each linking to its page. */
export function MediaGrid({ items, selection, from, busy }: Props) {
  return (
    <ul className={styles.grid} aria-label="Files" aria-busy={busy || undefined}>
      {items.map((item) => {
        const selected = selection?.selected.has(item.id) ?? false;
        return (
          <li key={item.id} className={`${styles.card} ${selected ? styles.cardSelected : ''}`}>
            {selection ? (
              <label className={styles.cardSelect}>
                <input type="checkbox" checked={selected} onChange={() => selection.toggle(item.id)} />
                <span className="visually-hidden">Select {item.name}</span>
              </label>
            ) : null}
            <Link to={mediaItemPath(item.id)} state={{ from }} className={styles.cardLink}>
              <span className={styles.thumb}>
                <MediaThumb item={item} sizes={CARD_THUMB_SIZES} />
              </span>
              <span className={styles.cardName}>{item.name}</span>
            </Link>
            <p className={styles.cardFacts}>{factsOf(item)}</p>
            <MediaBadges item={item} />
          </li>
        );
      })}
    </ul>
  );
}
