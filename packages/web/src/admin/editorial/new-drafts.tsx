import type { Draft } from '@grain/contract/editorial';
import { useQueryClient } from '@tanstack/react-query';
import { discardDraft, draftById, invalidateEditorial } from '../../api/admin/drafts.ts';
import { Button } from '../ui/button.tsx';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { useToasts } from '../ui/toasts.tsx';
import styles from './editorial.module.css';
import { formatSiteTime, useSiteTimeZone } from './site-time.ts';
import { useBusyAction } from './use-busy-action.ts';

interface NewDraft {
  draft_id: number;
  label: string;
  updated_at: string;
  schedules: { action: string; run_at: string }[];
}

interface Props {
  path: string;
  drafts: NewDraft[];
  /** Opens the draft in the editor. */
  onEdit: (draft: Draft) => void;
}

/** Drafts of records not created yet, above a list: continued in the editor, or discarded. */
export function NewDrafts({ path, drafts, onEdit }: Props) {
  const zone = useSiteTimeZone();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const { busy, failure, setFailure, run: act } = useBusyAction<number>();
  if (drafts.length === 0) return null;

  const edit = (id: number) => act(id, async () => onEdit(await draftById(id)), 'Failed to open the draft.');
  const discard = (id: number) =>
    act(
      id,
      async () => {
        await discardDraft(id);
        toasts.success('Draft discarded');
        await invalidateEditorial(queryClient, path);
      },
      'Failed to discard the draft.',
    );

  return (
    <section className={styles.newDrafts} aria-labelledby="new-drafts-title">
      <h2 id="new-drafts-title">New drafts, not published yet</h2>
      <FailureAlert failure={failure} onDismiss={() => setFailure(null)} />
      <ul>
        {drafts.map((draft) => (
          <li key={draft.draft_id}>
            <span>
              <strong>{draft.label || 'Untitled'}</strong> · saved {formatSiteTime(draft.updated_at, zone)}
              {draft.schedules[0] ? ` · publishes ${formatSiteTime(draft.schedules[0].run_at, zone)}` : ''}
            </span>
            <span className={styles.tools}>
              <Button size="sm" onClick={() => edit(draft.draft_id)} busy={busy === draft.draft_id}>
                Continue editing<span className="visually-hidden"> {draft.label}</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => discard(draft.draft_id)} disabled={busy !== null}>
                Discard<span className="visually-hidden"> the draft {draft.label}</span>
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
