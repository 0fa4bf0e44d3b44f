import { faSpinner } from '@fortawesome/free-solid-svg-icons/faSpinner';
import type { ReactNode } from 'react';
import { Icon } from '../../ui/icon.tsx';
import styles from './section.module.css';

interface Props {
  eyebrow: string;
  title: ReactNode;
  id?: string;
  lead?: ReactNode;
  align?: 'center' | 'start';
}

/** A block's small upper-case subtitle above its h2. */
export function SectionHeading({ eyebrow, title, id, lead, align = 'center' }: Props) {
  return (
    <div className={align === 'center' ? styles.heading : styles.headingStart}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}

/** The loading, error or empty text of a data block, worded exactly as the spec says. */
export function BlockState({ kind, children }: { kind: 'loading' | 'error' | 'empty'; children: ReactNode }) {
  const className = kind === 'error' ? styles.stateError : kind === 'empty' ? styles.stateEmpty : styles.state;
  return (
    <p className={className} role={kind === 'error' ? 'alert' : 'status'}>
      {kind === 'loading' && <Icon icon={faSpinner} spin className={styles.stateIcon} />}
      {children}
    </p>
  );
}
