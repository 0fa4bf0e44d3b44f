import styles from './ui.module.css';

/** "Active" or "Inactive" (spec admin §4). */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`${styles.badge} ${active ? styles.badgeActive : styles.badgeInactive}`}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
