import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { faCircleExclamation } from '@fortawesome/free-solid-svg-icons/faCircleExclamation';
import { faCircleInfo } from '@fortawesome/free-solid-svg-icons/faCircleInfo';
import type { ReactNode } from 'react';
import { Icon } from '../../ui/icon.tsx';
import styles from './ui.module.css';

interface Props {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  /** Shows an X that hides the banner. */
  onDismiss?: () => void;
  /**
   * A banner announces itself (errors at once, successes politely); one shown inside a live
   * region that already announces it (a toast) does not.
   */
  announce?: boolean;
  className?: string;
}

const icons = {
  error: faCircleExclamation,
  success: faCircleCheck,
  info: faCircleInfo,
} as const;

/** A message banner: errors are announced at once, successes politely. */
export function Alert({ tone, children, onDismiss, announce = true, className = '' }: Props) {
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div className={`${styles.alert} ${styles[`alert-${tone}`]} ${className}`} role={announce ? role : undefined}>
      <Icon icon={icons[tone]} />
      <div className={styles.alertText}>{children}</div>
      {onDismiss ? (
        <button type="button" className={styles.alertClose} onClick={onDismiss} aria-label="Dismiss message">
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
