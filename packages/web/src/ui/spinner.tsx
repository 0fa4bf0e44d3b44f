import styles from './spinner.module.css';

/** A loading indicator announced to screen readers; `label` is shown beside it when `showLabel`. */
export function Spinner({ label = 'Loading...', showLabel = false }: { label?: string; showLabel?: boolean }) {
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.ring} aria-hidden="true" />
      <span className={showLabel ? styles.label : 'visually-hidden'}>{label}</span>
    </div>
  );
}
