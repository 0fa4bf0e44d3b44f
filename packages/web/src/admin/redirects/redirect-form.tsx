import { faSignsPost } from '@fortawesome/free-solid-svg-icons/faSignsPost';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { createRedirect, invalidateRedirects, updateRedirect } from '../../api/admin/redirects.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import fieldStyles from '../ui/text-field.module.css';
import { useToasts } from '../ui/toasts.tsx';
import styles from './redirects.module.css';

/** A labelled text input with its hint and error tied to it for screen readers. */
export function PathField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  inputRef,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        name={name}
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={fieldStyles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** What the form starts from: a new redirect (a path of the 404 log, maybe), or one to edit. */
export interface RedirectDraft {
  /** The redirect edited; null for a new one. */
  id: number | null;
  from: string;
  to: string;
  status: number;
}

export const emptyDraft: RedirectDraft = { id: null, from: '', to: '', status: 301 };

export const FIELDS = ['from', 'to', 'status'];

/**
 * The redirect form (new or edited). Refusals show under their fields (a taken path, a chain, a
 * loop name the other redirect); `focusTarget` puts the focus on the target, as when a path of
 * the 404 log was chosen.
 */
export function RedirectForm({
  draft,
  focusTarget,
  onDone,
}: {
  draft: RedirectDraft;
  focusTarget: boolean;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const [from, setFrom] = useState(draft.from);
  const [to, setTo] = useState(draft.to);
  const [status, setStatus] = useState(draft.status);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const targetRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const editing = draft.id !== null;

  useEffect(() => {
    if (focusTarget) targetRef.current?.focus();
  }, [focusTarget]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const body = { from, to, status: status as 301 | 302 };
      const saved = draft.id === null ? await createRedirect(body) : await updateRedirect(draft.id, body);
      toasts.success(editing ? 'The redirect was saved.' : `${saved.from} now redirects to ${saved.to}.`);
      await invalidateRedirects(queryClient);
      onDone();
    } catch (error) {
      setFailure(
        describeFailure(error, editing ? 'Failed to save the redirect.' : 'Failed to create the redirect.', FIELDS),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Edit redirect' : 'Add a redirect'}
    >
      <FailureAlert failure={failure} />
      <div className={styles.fields}>
        <PathField
          label="From path"
          name="from"
          value={from}
          onChange={setFrom}
          hint="A path of this site, like /old-page"
          error={failure?.fieldErrors.from}
        />
        <PathField
          label="To"
          name="to"
          value={to}
          onChange={setTo}
          hint="A path (/blog) or a full address (https://…)"
          error={failure?.fieldErrors.to}
          inputRef={targetRef}
        />
        <div className={fieldStyles.field}>
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            className={styles.select}
            value={status}
            onChange={(event) => setStatus(Number(event.target.value))}
          >
            <option value={301}>301: moved for good</option>
            <option value={302}>302: moved for now</option>
          </select>
          {failure?.fieldErrors.status ? (
            <span className={fieldStyles.fieldError}>{failure.fieldErrors.status}</span>
          ) : null}
        </div>
      </div>
      <div className={styles.formActions}>
        <Button
          type="submit"
          variant="primary"
          icon={faSignsPost}
          busy={busy}
          busyText={editing ? 'Saving...' : 'Creating...'}
        >
          {editing ? 'Save redirect' : 'Create redirect'}
        </Button>
        {editing || draft.from ? <Button onClick={onDone}>Cancel</Button> : null}
      </div>
    </form>
  );
}
