import type { IconDefinition } from '@fortawesome/fontawesome-common-types';
import styles from './icon.module.css';

export type { IconDefinition };

/**
 * A Font Awesome icon drawn as inline SVG from its definition (imported one by one, so only the
 * icons in use are bundled): no webfont, no runtime CSS, the same markup on the server and in the browser.
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
  const [width, height, , , path] = icon.icon;
  const classes = [styles.icon, spin ? styles.spin : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      data-icon={icon.iconName}
      viewBox={`0 0 ${width} ${height}`}
      xmlns="http://www.w3.org/2000/svg"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {(Array.isArray(path) ? path : [path]).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
