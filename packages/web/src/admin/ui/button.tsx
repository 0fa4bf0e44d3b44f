import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconDefinition } from '../../ui/icon.tsx';
import styles from './ui.module.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'md' | 'sm';
  /** A leading icon. */
  icon?: IconDefinition;
  /** While true the button is disabled and shows `busyText` (a save cannot be sent twice). */
  busy?: boolean;
  busyText?: ReactNode;
  /** A key that presses the button (announced through aria-keyshortcuts and shown beside the text). */
  shortcut?: string;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  busy = false,
  busyText,
  className,
  children,
  disabled,
  type = 'button',
  shortcut,
  ...rest
}: Props) {
  const classes = [styles.button, styles[variant], size === 'sm' ? styles.small : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      aria-keyshortcuts={shortcut}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : icon ? <Icon icon={icon} /> : null}
      <span>{busy && busyText ? busyText : children}</span>
      {shortcut ? (
        <span className={styles.shortcut} aria-hidden="true">
          <kbd>{shortcut.toUpperCase()}</kbd>
        </span>
      ) : null}
    </button>
  );
}
