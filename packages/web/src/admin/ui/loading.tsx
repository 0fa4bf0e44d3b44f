import styles from './ui.module.css';

/** A loading line with the screen's own text (spec admin §8 "Loading ..."). */
export function Loading({ text }: { text: string }) {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </p>
  );
}
