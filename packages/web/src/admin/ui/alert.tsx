import type { ReactNode } from 'react';
import styles from './ui.module.css';

interface Props {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  /** Shows an X that hides the banner. */
  onDismiss?: () => void;
}

/** A message banner: errors are announced at once, successes politely. */
export function Alert({ tone, children, onDismiss }: Props) {
  return (
    <div className={`${styles.alert} ${styles[`alert-${tone}`]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <i
        className={
          tone === 'error'
            ? 'fa-solid fa-circle-exclamation'
            : tone === 'success'
              ? 'fa-solid fa-circle-check'
              : 'fa-solid fa-circle-info'
        }
        aria-hidden="true"
      />
      <div className={styles.alertText}>{children}</div>
      {onDismiss ? (
        <button type="button" className={styles.alertClose} onClick={onDismiss} aria-label="Dismiss message">
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
