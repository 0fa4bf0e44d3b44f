import { faFilm } from '@fortawesome/free-solid-svg-icons/faFilm';
import type { MediaItem } from '../../api/admin/media.ts';
import { Icon } from '../../ui/icon.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import styles from './media.module.css';

interface Props {
  item: Pick<MediaItem, 'kind' | 'url' | 'meta' | 'focal_x' | 'focal_y'>;
  /** How wide the thumbnail shows, for the browser to pick a variant. */
  sizes: string;
  /** Its text for screen readers; empty (the default) where the item's name is said beside it. */
  alt?: string;
}

/**
 * A square preview of a library item: a picture from its variants (the full-size file only while
 * they are made), cropped around its focal point; a video as an icon.
 */
export function MediaThumb({ item, sizes, alt = '' }: Props) {
  if (item.kind === 'video') {
    return (
      <span className={styles.videoThumb}>
        <Icon icon={faFilm} label={alt || undefined} />
      </span>
    );
  }
  return (
    <ResponsiveImage
      src={item.url}
      meta={item.meta}
      sizes={sizes}
      alt={alt}
      className={styles.thumbImage}
      style={{ objectPosition: `${item.focal_x}% ${item.focal_y}%` }}
    />
  );
}
