import type { Draft } from '@grain/contract/editorial';
import type { ScheduleAction } from '@grain/contract/editorial-trash';
import type { PreviewLink } from '@grain/contract/preview';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  cancelSchedule,
  createPreviewLink,
  draftQueries,
  invalidateEditorial,
  scheduleDraft,
  scheduleRecord,
} from '../../api/admin/drafts.ts';
import { useMay } from '../auth/use-admin-session.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useToasts } from '../ui/toasts.tsx';
import styles from './editorial.module.css';
import { PreviewDialog } from './preview-dialog.tsx';
import type { RecordEditorial } from './record-editorial.ts';
import { ScheduleDialog } from './schedule-dialog.tsx';
import { formatSiteTime, useSiteTimeZone } from './site-time.ts';
import { useBusyAction } from './use-busy-action.ts';
import type { DraftEditor, DraftStatus } from './use-draft-editor.ts';

interface Props {
  editor: DraftEditor;
  editorial: RecordEditorial;
  /** The record; none while it is the draft of a new record. */
  recordId?: number;
  draftId?: number;
  /** The record's noun: "FAQ", "product". */
  noun: string;
  /** While the form publishes, nothing else may start. */
  disabled: boolean;
  /** A save asked for went through: the form holds nothing unsaved any more. */
  onSaved: () => void;
  /** The draft was dropped: the form shows the published record again. */
  onDiscarded: () => void;
  /** More tools (History). */
  children?: ReactNode;
}

function StatusText({ status, hasDraft, zone }: { status: DraftStatus; hasDraft: boolean; zone: string }) {
  switch (status.kind) {
    case 'pending':
      return <>Unsaved changes</>;
    case 'saving':
      return <>Saving draft...</>;
    case 'saved':
      return (
        <>
          <strong>Saved</strong> as a draft · {formatSiteTime(status.at, zone)}. Visitors see the published version
          until you publish.
        </>
      );
    case 'failed':
      return <span className={styles.failed}>Draft not saved: {status.message}</span>;
    default:
      return hasDraft ? <>Draft</> : <>Published version. Changes are kept as a draft as you type.</>;
  }
}

type Open = { kind: 'preview'; draftId: number; link: PreviewLink } | { kind: 'schedule' } | { kind: 'discard' };

const actionWord = { publish: 'Publish', unpublish: 'Unpublish' } as const;

/**
 * The editor's draft tools under a record's fields: whether the changes are saved, and
 * Save draft, Preview, Schedule and Discard draft; the record's pending schedules with Cancel.
 */
export function EditorialBar({
  editor,
  editorial,
  recordId,
  draftId,
  noun,
  disabled,
  onSaved,
  onDiscarded,
  children,
}: Props) {
  const zone = useSiteTimeZone();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const states = useQuery(draftQueries.states(editorial.path));
  const schedules =
    (recordId === undefined
      ? states.data?.new_drafts.find((entry) => entry.draft_id === draftId)?.schedules
      : states.data?.records.find((entry) => entry.record_id === recordId)?.schedules) ?? [];
  const [open, setOpen] = useState<Open | null>(null);
  const { busy, failure, run } = useBusyAction<string>();

  const saveDraft = () =>
    run(
      'save',
      async () => {
        await editor.save({ manual: true });
        onSaved();
        toasts.success('Draft saved');
      },
      'Failed to save the draft.',
    );

  const preview = () =>
    run(
      'preview',
      async () => {
        const draft =
          editor.draft && editor.status.kind === 'saved' ? editor.draft : await editor.save({ manual: true });
        if (!draft) return;
        onSaved();
        setOpen({ kind: 'preview', draftId: draft.id, link: await createPreviewLink(draft.id) });
      },
      'Failed to open the preview.',
    );

  const schedule = async (action: ScheduleAction, runAt: string) => {
    if (action === 'publish') {
      await editor.save({ manual: true });
      onSaved();
    }
    const body = { action, run_at: runAt };
    if (recordId !== undefined) await scheduleRecord(editorial.path, recordId, body);
    else if (editor.draft) await scheduleDraft(editor.draft.id, body);
    await invalidateEditorial(queryClient, editorial.path);
    toasts.success(`${actionWord[action]} scheduled for ${formatSiteTime(runAt, zone)}`);
  };

  const cancel = (id: number) =>
    run(
      `cancel-${id}`,
      async () => {
        await cancelSchedule(id);
        await invalidateEditorial(queryClient, editorial.path);
        toasts.success('Schedule cancelled');
      },
      'Failed to cancel the schedule.',
    );

  const discard = () =>
    run(
      'discard',
      async () => {
        await editor.discard();
        setOpen(null);
        toasts.success('Draft discarded');
        onDiscarded();
      },
      'Failed to discard the draft.',
    );

  const locked = disabled || busy !== null;
  const mayPublish = useMay('editor');
  return (
    <section className={styles.bar} aria-label="Draft">
      <p className={styles.status} aria-live="polite">
        <StatusText status={editor.status} hasDraft={editor.draft !== null} zone={zone} />
      </p>
      <div className={styles.tools}>
        <Button size="sm" onClick={saveDraft} busy={busy === 'save'} busyText="Saving..." disabled={locked}>
          Save draft
        </Button>
        <Button size="sm" onClick={preview} busy={busy === 'preview'} busyText="Opening..." disabled={locked}>
          Preview
        </Button>
        {mayPublish ? (
          <Button size="sm" onClick={() => setOpen({ kind: 'schedule' })} disabled={locked}>
            Schedule
          </Button>
        ) : null}
        {children}
        {editor.draft ? (
          <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'discard' })} disabled={locked}>
            Discard draft
          </Button>
        ) : null}
      </div>
      {failure ? (
        <p className={styles.error} role="alert">
          {[failure.message, ...failure.details].join(' ')}
        </p>
      ) : null}
      {schedules.length > 0 ? (
        <ul className={styles.schedules} aria-label="Scheduled">
          {schedules.map((each) => (
            <li key={each.id}>
              <span>
                Scheduled: {actionWord[each.action].toLowerCase()} on {formatSiteTime(each.run_at, zone)}
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => cancel(each.id)}
                busy={busy === `cancel-${each.id}`}
                disabled={locked}
              >
                Cancel schedule
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {open?.kind === 'preview' ? (
        <PreviewDialog draftId={open.draftId} link={open.link} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'schedule' ? (
        <ScheduleDialog
          noun={noun}
          canUnpublish={editorial.canUnpublish && recordId !== undefined}
          onSchedule={schedule}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'discard' ? (
        <ConfirmDialog
          title="Discard draft"
          confirmLabel="Discard draft"
          busyLabel="Discarding..."
          busy={busy === 'discard'}
          failure={failure}
          onConfirm={discard}
          onCancel={() => setOpen(null)}
        >
          <p>Discard the draft of this {noun}? Its changes are lost; the published version stays as it is.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

export type { Draft };
