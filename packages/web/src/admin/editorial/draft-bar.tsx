import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { editorialQueries } from '../../api/admin/editorial.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import styles from './editorial.module.css';
import { HistoryDialog } from './history-dialog.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';
import type { DraftEditor, EditorialBinding, SaveStatus } from './use-draft-editor.ts';

export const RESTORED = 'This version is the draft now. It is not live until you publish it.';

/** What the status line says (announced politely as it changes). */
export function statusText(status: SaveStatus): string {
  if (status.kind === 'saving') return 'Saving…';
  if (status.kind === 'saved') return 'Saved';
  if (status.kind === 'failed') return `Not saved — ${status.reason}`;
  return '';
}

interface Props {
  editor: DraftEditor;
  binding: EditorialBinding;
  /** The values the history compares with: the draft's, or the live record's. */
  current: () => Parameters<typeof HistoryDialog>[0]['current'];
  labelOf: (name: string) => string;
  onCancel: () => void;
  /**
   * The publish button's label: the form's own (the spec's "Create", "Update", "Update Section"…),
   * which publishes, as WordPress's Publish/Update does; "Save draft" keeps the changes unpublished.
   */
  publishLabel: string;
  publishingLabel: string;
}

/** The editor's draft status and actions: Save draft, Publish, Discard, Preview, History, Schedule. */
export function DraftBar({ editor, binding, current, labelOf, onCancel, publishLabel, publishingLabel }: Props) {
  const [open, setOpen] = useState<null | 'discard' | 'history' | 'schedule'>(null);
  const settings = useQuery({ ...editorialQueries.settings(), enabled: open === 'history' });
  const recordId = editor.draft()?.record_id ?? binding.target.recordId;
  const { status, busy } = editor;
  return (
    <>
      <p className={`${styles.status} ${status.kind === 'failed' ? styles.statusFailed : ''}`} aria-live="polite">
        {statusText(status)}
      </p>
      <div className={styles.bar}>
        <div className={styles.barGroup}>
          <Button variant="secondary" onClick={onCancel} disabled={busy === 'publish'}>
            Cancel
          </Button>
          {recordId !== undefined && recordId !== null ? (
            <Button variant="ghost" onClick={() => setOpen('history')}>
              History
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => setOpen('schedule')}>
            Schedule
          </Button>
          <Button variant="ghost" onClick={editor.preview} busy={busy === 'preview'} busyText="Opening...">
            Preview
          </Button>
          {editor.hasDraft ? (
            <Button variant="ghost" className={styles.discard} onClick={() => setOpen('discard')}>
              Discard draft
            </Button>
          ) : null}
        </div>
        <div className={styles.barGroup}>
          <Button onClick={editor.manualSave} busy={busy === 'save'} busyText="Saving...">
            Save draft
          </Button>
          <Button variant="primary" onClick={editor.publish} busy={busy === 'publish'} busyText={publishingLabel}>
            {publishLabel}
          </Button>
        </div>
      </div>
      {open === 'discard' ? (
        <ConfirmDialog
          title="Discard this draft?"
          confirmLabel="Discard draft"
          cancelLabel="Keep the draft"
          busy={busy === 'discard'}
          busyLabel="Discarding..."
          onConfirm={async () => {
            await editor.discard();
            setOpen(null);
          }}
          onCancel={() => setOpen(null)}
        >
          <p>
            {binding.target.recordId === undefined
              ? `The draft is deleted. This ${binding.label} was never published, so nothing remains of it.`
              : `The draft's changes are deleted. The published ${binding.label} stays as it is.`}
          </p>
        </ConfirmDialog>
      ) : null}
      {open === 'history' && recordId !== undefined && recordId !== null ? (
        <HistoryDialog
          path={binding.target.path}
          recordId={recordId}
          current={current()}
          labelOf={labelOf}
          timeZone={settings.data?.time_zone}
          onRestored={(draft) => {
            setOpen(null);
            binding.onReload(draft, RESTORED);
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'schedule' ? (
        <ScheduleDialog
          target={() => ({
            path: binding.target.path,
            recordId: editor.draft()?.record_id ?? binding.target.recordId ?? undefined,
            draftId: editor.draft()?.id,
          })}
          canUnpublish={binding.canUnpublish}
          beforeSchedule={editor.flush}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {editor.conflict ? (
        <ConflictDialog
          conflict={editor.conflict}
          labelOf={labelOf}
          onResolve={editor.resolve}
          onCancel={editor.closeConflict}
        />
      ) : null}
    </>
  );
}
