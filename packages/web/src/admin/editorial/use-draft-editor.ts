import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ContentRecord } from '../../api/admin/collection.ts';
import {
  createPreview,
  type Draft,
  type DraftData,
  type DraftTarget,
  discardDraft,
  type FileUrls,
  publishDraft,
  readDraft,
  readLive,
  saveDraft,
} from '../../api/admin/editorial.ts';
import { ApiError, type UploadOptions } from '../../api/client.ts';
import type { FormConfig, FormInput, ResourceType } from '../resources/resource-config.ts';
import { draftBody, draftValuesOf, liveData, liveFiles } from './draft-data.ts';
import { inputOf } from './form-input.ts';

/** Autosave waits this long after the last change. */
export const AUTOSAVE_MS = 3000;

export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; reason: string };

/** What the editor knows of the record it edits in draft mode. */
export interface EditorialBinding {
  target: DraftTarget;
  /** The draft the form opened with, if any. */
  draft: Draft | null;
  /** The type's singular as a sentence reads it ("banner", "FAQ"). */
  label: string;
  /** Unpublish can be scheduled (types with an active flag). */
  canUnpublish: boolean;
  onPublished: (record: ContentRecord) => void;
  onDiscarded: () => void;
  /** Reopens the editor on this draft (after a restore, or a save that adopted files). */
  onReload: (draft: Draft, notice?: string) => void;
}

export interface Conflict {
  kind: 'draft' | 'publish';
  message: string;
  /** The fields both sides changed, their value and ours. */
  rows: { name: string; theirs: unknown; mine: unknown }[];
  theirFiles: FileUrls;
  myFiles: FileUrls;
  /** Theirs in full (a draft's version, a live record's values). */
  theirs: DraftData;
  version?: number;
}

interface Options {
  form: UseFormReturn<FormInput>;
  def: ResourceType;
  config: FormConfig;
  names: string[];
  binding: EditorialBinding;
  /** Shows a failed save or publish on the form (its field errors on the fields). */
  showFailure: (error: unknown) => void;
  clearFailure: () => void;
  /** A text that blocks sending (no stored token)… */
  precheck?: () => string | null;
  /** …and how the form shows it. */
  block: (text: string) => void;
  /** The form's upload: a save carrying files shows its progress and can be cancelled. */
  upload: { start: (values: Record<string, unknown>) => UploadOptions; finish: () => void };
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;
/** What tells two saves apart: files by name and size (a File does not serialise). */
const snapshot = (values: Record<string, unknown>) =>
  JSON.stringify(values, (_key, value) => (isFile(value) ? `file:${value.name}:${value.size}` : value));
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.status === 422 && Object.keys(error.errors ?? {}).length > 0
    ? 'Please check the highlighted fields.'
    : (error as Error).message || 'The server could not be reached.';

/**
 * The draft mode of the record form: autosave a pause after the last change, Save draft,
 * Publish, Discard, Preview, and the conflict when someone else got there first.
 */
export function useDraftEditor({
  form,
  def,
  config,
  names,
  binding,
  showFailure,
  clearFailure,
  precheck,
  block,
  upload,
}: Options) {
  const draft = useRef<Draft | null>(binding.draft);
  const saved = useRef<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>(binding.draft ? { kind: 'saved' } : { kind: 'idle' });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState<null | 'publish' | 'save' | 'preview' | 'discard'>(null);
  const [hasDraft, setHasDraft] = useState(Boolean(binding.draft));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);

  const values = useCallback(() => draftValuesOf(def, config, names, form.getValues()), [def, config, names, form]);
  // The values the form opened with count as saved: opening alone never saves.
  if (saved.current === null) saved.current = snapshot(values());

  const target = (): DraftTarget =>
    draft.current ? { path: binding.target.path, draftId: draft.current.id } : binding.target;

  const adopt = (answer: Draft, sent: Record<string, unknown>, key: string) => {
    draft.current = answer;
    saved.current = key;
    setHasDraft(true);
    setStatus({ kind: 'saved' });
    // What was saved is the form's new starting point; changes typed meanwhile stay dirty.
    if (snapshot(values()) === key)
      form.reset(form.getValues(), { keepValues: true, keepErrors: true, keepIsSubmitted: true });
    // A chosen file is stored now: reopen on the stored one so it is not sent again.
    if (Object.values(sent).some(isFile)) binding.onReload(answer);
  };

  const draftConflict = async (error: ApiError, sent: Record<string, unknown>) => {
    const fresh = await readDraft(target());
    if (!fresh) return;
    const rows = Object.keys(sent)
      .filter((name) => !isFile(sent[name]) && !same(fresh.data[name], sent[name]))
      .map((name) => ({ name, theirs: fresh.data[name], mine: sent[name] }));
    setConflict({
      kind: 'draft',
      message: error.message,
      rows,
      theirs: fresh.data,
      theirFiles: fresh.files,
      myFiles: draft.current?.files ?? {},
      version: fresh.version,
    });
  };

  /** Saves the form's values to the draft; true when the draft holds them. */
  const save = async (manual = false, version = draft.current?.version, only?: Record<string, unknown>) => {
    if (timer.current) clearTimeout(timer.current);
    const sent = only ?? values();
    const key = snapshot(values());
    if (!manual && !only && draft.current && key === saved.current) return true;
    setStatus({ kind: 'saving' });
    try {
      const answer = await saveDraft(target(), { body: draftBody(sent), version, manual }, upload.start(sent));
      adopt(answer, sent, key);
      return true;
    } catch (error) {
      if ((error as Error).name === 'AbortError') {
        setStatus({ kind: 'failed', reason: 'The upload was cancelled.' });
        return false;
      }
      setStatus({ kind: 'failed', reason: reasonOf(error) });
      if (error instanceof ApiError && error.status === 409) await draftConflict(error, sent);
      else if (manual || (error instanceof ApiError && error.status === 422)) showFailure(error);
      return false;
    } finally {
      upload.finish();
    }
  };

  /** The autosave: only when something changed since the last save (opening alone never saves). */
  const saveOnce = () => {
    if (snapshot(values()) === saved.current) return Promise.resolve(true);
    if (!inFlight.current)
      inFlight.current = save(false).finally(() => {
        inFlight.current = null;
      });
    return inFlight.current;
  };

  // Each change restarts the pause; the save goes when typing stops. Subscribed once: a
  // re-render in the pause must not cancel it; the latest save is reached through a ref.
  const autosave = useRef(saveOnce);
  autosave.current = saveOnce;
  useEffect(() => {
    const subscription = form.watch(() => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void autosave.current(), AUTOSAVE_MS);
    });
    return () => {
      subscription.unsubscribe();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [form]);

  /** The draft holds the form's values (saved now if needed); false when that failed. */
  const flush = async () => {
    if (inFlight.current) await inFlight.current;
    return save(false);
  };

  const publishConflict = async (error: ApiError) => {
    const recordId = draft.current?.record_id ?? binding.target.recordId;
    if (recordId === undefined || recordId === null || !draft.current) return;
    const live = await readLive(binding.target.path, recordId);
    const theirs = liveData(live);
    const mine = draft.current.data;
    const rows = Object.keys(mine)
      .filter((name) => name in theirs && !same(theirs[name], mine[name]))
      .map((name) => ({ name, theirs: theirs[name], mine: mine[name] }));
    setConflict({
      kind: 'publish',
      message: error.message,
      rows,
      theirs,
      theirFiles: liveFiles(live),
      myFiles: draft.current.files,
    });
  };

  const publishNow = async (force = false) => {
    if (!draft.current) return;
    try {
      const answer = await publishDraft(draft.current.id, force);
      binding.onPublished(answer.record);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await publishConflict(error);
      else showFailure(error);
    }
  };

  /** The form's precheck passed (else its text is shown and nothing is sent). */
  const cleared = () => {
    clearFailure();
    const blocked = precheck?.();
    if (blocked) block(blocked);
    return !blocked;
  };

  const publish = async () => {
    if (!cleared()) return;
    setBusy('publish');
    try {
      if (!(await form.trigger())) return;
      if (!(await flush())) return;
      await publishNow();
    } finally {
      setBusy(null);
    }
  };

  /** Applies the choices: their values go into the form, then the draft is saved (and published). */
  const resolve = async (choices: Record<string, 'mine' | 'theirs'>) => {
    const current = conflict;
    if (!current) return;
    setConflict(null);
    const taken = Object.entries(choices)
      .filter(([, side]) => side === 'theirs')
      .map(([name]) => name);
    for (const name of taken) {
      form.setValue(name, inputOf(def, config, name, current.theirs[name]), { shouldDirty: true });
    }
    if (current.kind === 'draft') {
      const mine = values();
      for (const name of taken) delete mine[name];
      await save(false, current.version, mine);
      return;
    }
    setBusy('publish');
    try {
      const theirs = Object.fromEntries(taken.map((name) => [name, current.theirs[name]]));
      if (taken.length > 0 && !(await save(false, draft.current?.version, theirs))) return;
      await publishNow(true);
    } finally {
      setBusy(null);
    }
  };

  const preview = async () => {
    // Opened at once so the browser lets it through; it gets its address when the link exists.
    const tab = window.open('', '_blank');
    setBusy('preview');
    try {
      if (!(await flush()) || !draft.current) {
        tab?.close();
        return;
      }
      const link = await createPreview(draft.current.id);
      if (tab) {
        tab.opener = null;
        tab.location.href = link.url;
      } else window.open(link.url, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      showFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const discard = async () => {
    if (!draft.current) return;
    setBusy('discard');
    try {
      await discardDraft(draft.current.id);
      draft.current = null;
      form.reset(form.getValues(), { keepValues: true });
      binding.onDiscarded();
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const manualSave = async () => {
    if (!cleared()) return;
    setBusy('save');
    try {
      if (inFlight.current) await inFlight.current;
      await save(true);
    } finally {
      setBusy(null);
    }
  };

  return {
    status,
    busy,
    hasDraft,
    draft: () => draft.current,
    target,
    conflict,
    closeConflict: () => setConflict(null),
    resolve,
    manualSave,
    flush,
    publish,
    preview,
    discard,
  };
}

export type DraftEditor = ReturnType<typeof useDraftEditor>;
