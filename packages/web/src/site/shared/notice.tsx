import { faCircleExclamation } from '@fortawesome/free-solid-svg-icons/faCircleExclamation';
import { faTriangleExclamation } from '@fortawesome/free-solid-svg-icons/faTriangleExclamation';
import type { ReactNode } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import styles from './notice.module.css';

type Kind = 'loading' | 'error' | 'empty' | 'warning';

interface Props {
  kind: Kind;
  children: ReactNode;
  /** A bold lead-in such as "Error" shown before the message (blog list alert). */
  title?: string;
}

/**
 * The loading, error, empty and warning states of a data block, with the spec's texts as
 * children. Loading is announced politely (status); errors and warnings interrupt (alert).
 */
export function Notice({ kind, children, title }: Props) {
  if (kind === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner label={typeof children === 'string' ? children : 'Loading...'} showLabel />
      </div>
    );
  }
  const role = kind === 'error' || kind === 'warning' ? 'alert' : 'status';
  return (
    <div className={`${styles.notice} ${styles[kind]}`} role={role}>
      {kind === 'error' && <Icon icon={faCircleExclamation} className={styles.icon} />}
      {kind === 'warning' && <Icon icon={faTriangleExclamation} className={styles.icon} />}
      <p className={styles.text}>
        {title && <strong className={styles.title}>{title}</strong>}
        {children}
      </p>
    </div>
  );
}
