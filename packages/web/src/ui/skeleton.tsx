import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface Props {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** A round block (avatars, icons). */
  round?: boolean;
  className?: string;
}

/**
 * A shimmering grey block standing in for content that is loading. Purely decorative: the
 * surrounding region says it is busy (aria-busy) so screen readers skip the blocks.
 */
export function Skeleton({ width = '100%', height = '1em', round = false, className }: Props) {
  const classes = [styles.skeleton, round ? styles.round : '', className ?? ''].filter(Boolean).join(' ');
  return <span className={classes} style={{ width, height }} aria-hidden="true" />;
}
