import type { EditorialState } from '../../api/admin/editorial.ts';
import styles from './ui.module.css';

/** "Active" or "Inactive" (spec admin §4). */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`${styles.badge} ${active ? styles.badgeActive : styles.badgeInactive}`}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

export const STATE_TEXTS: Record<EditorialState, string> = {
  published: 'Published',
  draft: 'Draft',
  changed: 'Changed since publish',
  scheduled: 'Scheduled',
};

const stateClass: Record<EditorialState, string> = {
  published: styles.badgeActive,
  draft: styles.badgeDraft,
  changed: styles.badgeChanged,
  scheduled: styles.badgeScheduled,
};

/** Where a record stands editorially (issue 45): published, a draft, changed, scheduled. */
export function StateBadge({ state }: { state: EditorialState }) {
  return <span className={`${styles.badge} ${stateClass[state]}`}>{STATE_TEXTS[state]}</span>;
}
