import { type ScheduleAction, scheduleActions } from '@grain/contract/editorial-trash';
import { useId, useState } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { Button } from '../ui/button.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import styles from './editorial.module.css';
import { formatSiteTime, fromSiteLocal, toSiteLocal, useSiteTimeZone } from './site-time.ts';

interface Props {
  noun: string;
  canUnpublish: boolean;
  /** Saves what the form holds as the draft (publish), then schedules; throws an ApiError when refused. */
  onSchedule: (action: ScheduleAction, runAt: string) => Promise<void>;
  onClose: () => void;
}

const HOUR_MS = 3_600_000;

/** Publish the draft, or unpublish the record, at a chosen time on the site's clock. */
export function ScheduleDialog({ noun, canUnpublish, onSchedule, onClose }: Props) {
  const zone = useSiteTimeZone();
  const id = useId();
  const [when, setWhen] = useState(() => toSiteLocal(new Date(Date.now() + HOUR_MS).toISOString(), zone));
  const [action, setAction] = useState<ScheduleAction>('publish');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The dialog renders in a portal, but React's events still bubble to the record form around it.
    event.stopPropagation();
    setFailure(null);
    const runAt = fromSiteLocal(when, zone);
    if (!runAt) return setError('Choose a date and a time.');
    if (new Date(runAt).getTime() <= Date.now()) return setError('Choose a time in the future.');
    setError(null);
    setBusy(true);
    try {
      await onSchedule(action, runAt);
      onClose();
    } catch (caught) {
      setFailure(describeFailure(caught, 'Failed to schedule.'));
    } finally {
      setBusy(false);
    }
  };

  const runAt = fromSiteLocal(when, zone);
  return (
    <Modal title="Schedule" onClose={() => !busy && onClose()} size="sm">
      <form className={styles.dialogBody} onSubmit={submit} noValidate>
        <FailureAlert failure={failure} />
        {canUnpublish ? (
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>What happens</legend>
            {scheduleActions.map((each) => (
              <label key={each}>
                <input type="radio" name={`${id}-action`} checked={action === each} onChange={() => setAction(each)} />{' '}
                {each === 'publish' ? 'Publish the changes' : `Unpublish this ${noun}`}
              </label>
            ))}
          </fieldset>
        ) : (
          <p>The changes in this form are saved as a draft and published at the time you choose.</p>
        )}
        <div className={styles.field}>
          <label htmlFor={`${id}-when`}>Date and time</label>
          <input
            id={`${id}-when`}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-zone${error ? ` ${id}-error` : ''}`}
            required
          />
          <span id={`${id}-zone`} className={styles.hint}>
            Site time ({zone}){runAt ? `: ${formatSiteTime(runAt, zone)}` : ''}
          </span>
          {error ? (
            <span id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </span>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={busy} busyText="Scheduling...">
            Schedule
          </Button>
        </div>
      </form>
    </Modal>
  );
}
