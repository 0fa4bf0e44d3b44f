import type { IconDefinition } from '@fortawesome/fontawesome-common-types';
import { useContext, useInsertionEffect } from 'react';
import styles from './icon.module.css';
import { ensureSymbol, IconSpriteContext, symbolId } from './icon-sprite.ts';

export type { IconDefinition };

/**
 * A Font Awesome icon drawn as inline SVG from its definition (imported one by one, so only the
 * icons in use are bundled): no webfont, no runtime CSS, the same markup on the server and in the
 * browser. The drawing itself is the page's sprite symbol (see icon-sprite.ts).
 * Decorative unless `label` is given.
 */
export function Icon({
  icon,
  className,
  label,
  spin = false,
}: {
  icon: IconDefinition;
  className?: string;
  label?: string;
  spin?: boolean;
}) {
  const [width, height] = icon.icon;
  useContext(IconSpriteContext)?.add(icon);
  useInsertionEffect(() => ensureSymbol(icon), [icon]);
  const classes = [styles.icon, spin ? styles.spin : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      data-icon={icon.iconName}
      viewBox={`0 0 ${width} ${height}`}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={`#${symbolId(icon)}`} />
    </svg>
  );
}
