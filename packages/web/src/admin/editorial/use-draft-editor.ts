import type { Draft } from '@grain/contract/editorial';
import { draftValuesProblem, type Fields } from '@grain/contract/fields';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentValues } from '../../api/admin/collection.ts';
import { discardDraft, invalidateEditorial, saveDraft } from '../../api/admin/drafts.ts';
import { ApiError } from '../../api/client.ts';
import { type RecordEditorial, withoutFiles } from './record-editorial.ts';

/** How long after the last change an autosave goes out. */
export const AUTOSAVE_DELAY_MS = 3000;

export type DraftStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string; stale: boolean };

interface Options {
  /** None: the form edits no record's draft (a create), and nothing is saved. */
  editorial?: RecordEditorial;
  /** The record edited; none for the draft of a new record (saved by the draft's id). */
  recordId?: number;
  /** The draft the form opened with (null: none yet). */
  initialDraft: Draft | null;
  /** The record's fields: an autosave the server would refuse for them is not sent. */
  fields?: Fields;
  /** The form's values as a save takes them. */
  values: () => ContentValues;
  /** Whether the form holds changes not yet in the draft or live. */
  isDirty: () => boolean;
}

const restingStatus = (draft: Draft | null): DraftStatus =>
  draft ? { kind: 'saved', at: draft.updated_at } : { kind: 'idle' };

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : 'The draft could not be saved. Your changes are still here; try again in a moment.';

/**
 * A record's draft as its editor keeps it: saved a few seconds after the last change
 * (autosave, text only), or when asked (with files, keeping a revision); one save at a time,
 * each based on the draft's version the last one returned, so another tab's save is a 409.
 */
export function useDraftEditor({ editorial, recordId, initialDraft, fields, values, isDirty }: Options) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(initialDraft);
  const [status, setStatus] = useState<DraftStatus>(() => restingStatus(initialDraft));
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const inFlight = useRef<Promise<Draft | null> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(false);

  /**
   * Saves the form's values as the draft. An autosave sends no files and reports a failure in
   * the status; any other save sends them and throws. `manual` keeps a revision.
   */
  const save = useCallback(
    async ({ manual, auto = false }: { manual: boolean; auto?: boolean }): Promise<Draft | null> => {
      const draftId = draftRef.current?.id;
      if (!editorial || (recordId === undefined && draftId === undefined)) return null;
      await inFlight.current?.catch(() => null);
      const current = auto ? withoutFiles(values()) : values();
      // Half-typed input the server would refuse is not sent: it waits for the next change.
      const problem = auto && fields ? draftValuesProblem(fields, current) : null;
      if (problem) {
        setStatus({ kind: 'failed', message: problem, stale: false });
        return null;
      }
      const body = editorial.draftBody(current);
      // Version 0 when this editor has no draft: one made meanwhile in another tab is a conflict.
      const version = draftRef.current?.version ?? 0;
      const run = saveDraft({ path: editorial.path, recordId, draftId, body, version, manual });
      inFlight.current = run;
      setStatus({ kind: 'saving' });
      try {
        const saved = await run;
        draftRef.current = saved;
        setDraft(saved);
        setStatus({ kind: 'saved', at: saved.updated_at });
        void invalidateEditorial(queryClient, editorial.path);
        return saved;
      } catch (error) {
        const stale = error instanceof ApiError && error.status === 409;
        if (stale) stopped.current = true;
        setStatus({ kind: 'failed', message: messageOf(error), stale });
        if (!auto) throw error;
        return null;
      } finally {
        if (inFlight.current === run) inFlight.current = null;
      }
    },
    [editorial, recordId, fields, values, queryClient],
  );

  /** Told on every change of the form: the autosave waits for a pause. */
  const changed = useCallback(() => {
    if (stopped.current || !editorial) return;
    clearTimeout(timer.current);
    setStatus((current) => (current.kind === 'saving' ? current : { kind: 'pending' }));
    timer.current = setTimeout(() => {
      if (isDirty()) void save({ manual: false, auto: true });
      else setStatus(restingStatus(draftRef.current));
    }, AUTOSAVE_DELAY_MS);
  }, [editorial, isDirty, save]);

  /** Before a publish: no autosave may land after it. */
  const settle = useCallback(async () => {
    stopped.current = true;
    clearTimeout(timer.current);
    await inFlight.current?.catch(() => null);
  }, []);

  /** After a publish through the spec's update, or when asked: the draft goes. */
  const discard = useCallback(async () => {
    await settle();
    const current = draftRef.current;
    if (current) await discardDraft(current.id);
    draftRef.current = null;
    setDraft(null);
    setStatus({ kind: 'idle' });
    if (editorial) void invalidateEditorial(queryClient, editorial.path);
  }, [settle, queryClient, editorial]);

  /** Autosave goes on again (after a failed publish). */
  const resume = useCallback(() => {
    if (status.kind !== 'failed' || !status.stale) stopped.current = false;
  }, [status]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { draft, status, save, changed, settle, discard, resume };
}

export type DraftEditor = ReturnType<typeof useDraftEditor>;
