import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  cancelSchedule,
  createSchedule,
  type DraftTarget,
  editorialQueries,
  type ScheduleAction,
} from '../../api/admin/editorial.ts';
import { Modal } from '../../ui/modal.tsx';
import { Button } from '../ui/button.tsx';
import { describeFailure, type Failure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import styles from './editorial.module.css';
import { formatWhen, instantOf } from './time-zone.ts';

interface Props {
  /** Where the schedule goes, read after the save before it (a new record's draft may begin there). */
  target: () => DraftTarget;
  canUnpublish: boolean;
  /** Saves the form to the draft first (a scheduled publish publishes the draft). */
  beforeSchedule: () => Promise<boolean>;
  onClose: () => void;
}

const ACTIONS: Record<ScheduleAction, string> = { publish: 'Publish', unpublish: 'Unpublish' };

/** Publish or unpublish later, at a time in the site's time zone; the pending ones, with Cancel. */
export function ScheduleDialog({ target, canUnpublish, beforeSchedule, onClose }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery(editorialQueries.settings());
  const schedules = useQuery(editorialQueries.schedules('pending'));
  const [action, setAction] = useState<ScheduleAction>('publish');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const zone = settings.data?.time_zone;
  const where = target();
  const mine = (schedules.data ?? []).filter(
    (item) =>
      item.collection === where.path &&
      ((where.recordId !== undefined && item.record_id === where.recordId) ||
        (where.draftId !== undefined && item.draft_id === where.draftId)),
  );

  const refresh = () => queryClient.invalidateQueries({ queryKey: editorialQueries.all() });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!zone) return;
    const runAt = instantOf(date, time, zone);
    if (!runAt) {
      setFailure({ message: 'Choose a date and a time.', details: [], fieldErrors: {} });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      if (action === 'publish' && !(await beforeSchedule())) return;
      await createSchedule(target(), action, runAt);
      setDate('');
      setTime('');
      await refresh();
    } catch (error) {
      setFailure(describeFailure(error, 'The schedule was not saved.', ['action', 'run_at']));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (scheduleId: number) => {
    setFailure(null);
    try {
      await cancelSchedule(scheduleId);
      await refresh();
    } catch (error) {
      setFailure(describeFailure(error, 'The schedule could not be cancelled.'));
    }
  };

  const fieldErrors = failure ? Object.values(failure.fieldErrors) : [];
  return (
    <Modal title="Schedule" onClose={onClose} size="sm">
      {settings.isPending ? (
        <Loading text="Loading..." />
      ) : (
        <form onSubmit={submit} className={styles.schedule} noValidate>
          <FailureAlert
            failure={failure && { ...failure, details: [...fieldErrors, ...failure.details], fieldErrors: {} }}
          />
          <label htmlFor={`${id}-action`}>Action</label>
          <select
            id={`${id}-action`}
            value={action}
            onChange={(event) => setAction(event.target.value as ScheduleAction)}
          >
            <option value="publish">Publish</option>
            {canUnpublish ? <option value="unpublish">Unpublish</option> : null}
          </select>
          <div className={styles.when}>
            <div>
              <label htmlFor={`${id}-date`}>Date</label>
              <input
                id={`${id}-date`}
                type="date"
                value={date}
                onChange={(event) => setDate(event.target.value)}
                required
              />
            </div>
            <div>
              <label htmlFor={`${id}-time`}>Time</label>
              <input
                id={`${id}-time`}
                type="time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                required
              />
            </div>
          </div>
          <p className={styles.hint}>Times are in the site's time zone: {zone}.</p>
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" variant="primary" busy={busy} busyText="Scheduling...">
              Schedule
            </Button>
          </div>
        </form>
      )}
      <h3 className={styles.subheading}>Pending</h3>
      {mine.length === 0 ? (
        <p>Nothing is scheduled for this record.</p>
      ) : (
        <ul className={styles.pending}>
          {mine.map((item) => (
            <li key={item.id}>
              <span>
                {ACTIONS[item.action]} on {formatWhen(item.run_at, zone)}
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => cancel(item.id)}
                aria-label={`Cancel ${ACTIONS[item.action].toLowerCase()} on ${formatWhen(item.run_at, zone)}`}
              >
                Cancel
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
