import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import type { NewDraftState } from '../../api/admin/editorial.ts';
import { Button } from '../ui/button.tsx';
import { StateBadge } from '../ui/status-badge.tsx';
import styles from './editorial.module.css';

/** Drafts of records not yet published, at the top of their list, each opening in the editor. */
export function NewDrafts({ drafts, onOpen }: { drafts: NewDraftState[]; onOpen: (draftId: number) => void }) {
  if (drafts.length === 0) return null;
  return (
    <section className={styles.newDrafts} aria-labelledby="new-drafts-title">
      <h2 id="new-drafts-title">Not published yet</h2>
      <ul>
        {drafts.map((draft) => (
          <li key={draft.draft_id}>
            <StateBadge state="draft" />
            <span>{draft.label || 'Untitled draft'}</span>
            <Button
              size="sm"
              icon={faPen}
              onClick={() => onOpen(draft.draft_id)}
              aria-label={`Edit draft ${draft.label || 'Untitled draft'}`}
            >
              Edit
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
