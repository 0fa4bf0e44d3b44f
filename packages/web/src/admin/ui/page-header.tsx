import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** The screen's title (its h1) with its main actions on the right. */
export function PageHeader({ title, children, note }: { title: string; children?: ReactNode; note?: ReactNode }) {
  return (
    <div className={styles.pageHeader}>
      <title>{`${title} · Grain Admin`}</title>
      <div>
        <h1 id="admin-screen-title" className={styles.pageTitle}>
          {title}
        </h1>
        {note ? <p className={styles.pageNote}>{note}</p> : null}
      </div>
      {children ? <div className={styles.pageActions}>{children}</div> : null}
    </div>
  );
}
