import { faBan } from '@fortawesome/free-solid-svg-icons/faBan';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cancelSchedule } from '../../api/admin/drafts.ts';
import { editorialListQueries, type Schedule } from '../../api/admin/editorial-lists.ts';
import { useMay } from '../auth/use-admin-session.tsx';
import styles from '../resources/resource.module.css';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { formatSiteTime, useSiteTimeZone } from './site-time.ts';
import { useRowAction } from './use-row-action.tsx';

const actionWords = { publish: 'Publish', unpublish: 'Unpublish' } as const;
const statusWords = {
  pending: 'Waiting',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
} as const;

/** The admin list screen of a collection's API path (the screens' own addresses). */
function listPathOf(screens: ScreenProps<CustomScreen>['screens'], collection: string): string | undefined {
  const screen = screens.find((each) => 'resource' in each && each.resource.type.path === collection);
  return screen?.path ?? screens.find((each) => 'record' in each && each.record.type.path === collection)?.path;
}

/** What is scheduled to publish or unpublish, soonest first, and the last runs; pending ones can be cancelled. */
export function ScheduledPage({ screen, screens }: ScreenProps<CustomScreen>) {
  const zone = useSiteTimeZone();
  const schedules = useQuery({ ...editorialListQueries.schedules('all'), refetchInterval: 30_000 });
  const mayCancel = useMay('editor');
  const cancel = useRowAction<Schedule>({
    title: 'Cancel schedule',
    confirmLabel: 'Cancel schedule',
    busyLabel: 'Cancelling...',
    question: (entry) => (
      <p>
        Cancel the {actionWords[entry.action].toLowerCase()} of “{entry.label}” on {formatSiteTime(entry.run_at, zone)}?
        Its draft stays as it is.
      </p>
    ),
    run: (entry) => cancelSchedule(entry.id),
    done: () => 'Schedule cancelled',
    errorMessage: 'Failed to cancel the schedule.',
  });

  let body: React.ReactNode;
  if (schedules.isPending) body = <Loading text="Loading..." />;
  else if (schedules.isError) {
    body = <FailureAlert failure={describeFailure(schedules.error, 'Failed to load the schedules.')} />;
  } else if (schedules.data.length === 0) body = <p className={styles.empty}>Nothing is scheduled.</p>;
  else {
    body = (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      <section className={styles.tableWrap} aria-label="Scheduled table" tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">Scheduled publishes and unpublishes</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Action</th>
              <th scope="col">Record</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.actionsHeader}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {schedules.data.map((entry) => {
              const list = listPathOf(screens, entry.collection);
              return (
                <tr key={entry.id}>
                  <td data-label="When">{formatSiteTime(entry.run_at, zone)}</td>
                  <td data-label="Action">{actionWords[entry.action]}</td>
                  <td className={styles.wrap} data-label="Record">
                    {entry.collection_label}: {list ? <Link to={list}>{entry.label}</Link> : entry.label}
                  </td>
                  <td className={styles.wrap} data-label="Status">
                    {statusWords[entry.status]}
                    {entry.error ? `: ${entry.error}` : ''}
                  </td>
                  <td className={styles.rowActions}>
                    {entry.status === 'pending' && mayCancel ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        icon={faBan}
                        onClick={() => cancel.ask(entry)}
                        aria-label={`Cancel the schedule of ${entry.label}`}
                      >
                        Cancel
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    );
  }

  return (
    <section className={styles.screen} aria-labelledby="admin-screen-title">
      <PageHeader title={screen.title} note={`Times in ${zone}.`} />
      {body}
      {cancel.dialog}
    </section>
  );
}
