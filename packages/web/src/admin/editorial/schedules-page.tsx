import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cancelSchedule, editorialQueries, type Schedule } from '../../api/admin/editorial.ts';
import table from '../resources/resource.module.css';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { Button } from '../ui/button.tsx';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useToasts } from '../ui/toasts.tsx';
import { collectionsOf } from './collections.ts';
import { formatWhen } from './time-zone.ts';

const ACTIONS = { publish: 'Publish', unpublish: 'Unpublish' } as const;

/** Every pending publish and unpublish, with a link to its record's screen and Cancel; then the failed ones. */
export function SchedulesPage({ screen, screens }: ScreenProps<CustomScreen>) {
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const settings = useQuery(editorialQueries.settings());
  const pending = useQuery(editorialQueries.schedules('pending'));
  const failed = useQuery(editorialQueries.schedules('failed'));
  const zone = settings.data?.time_zone;
  const where = new Map(collectionsOf(screens).map((item) => [item.path, item.screen]));

  const cancel = async (item: Schedule) => {
    try {
      await cancelSchedule(item.id);
      toasts.success(`The ${ACTIONS[item.action].toLowerCase()} of ${item.label} is cancelled.`);
      await queryClient.invalidateQueries({ queryKey: editorialQueries.all() });
    } catch (error) {
      toasts.failure(describeFailure(error, 'The schedule could not be cancelled.'));
    }
  };

  const rows = (items: Schedule[], kind: 'pending' | 'failed') => (
    <section
      className={table.tableWrap}
      aria-label={kind === 'pending' ? 'Pending table' : 'Failed table'}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Action</th>
            <th scope="col">Record</th>
            <th scope="col">Type</th>
            <th scope="col">{kind === 'pending' ? <span className="visually-hidden">Actions</span> : 'Error'}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td data-label="When">{formatWhen(item.run_at, zone)}</td>
              <td data-label="Action">{ACTIONS[item.action]}</td>
              <td data-label="Record" className={table.wrap}>
                {where.has(item.collection) ? (
                  <Link to={where.get(item.collection) as string}>{item.label}</Link>
                ) : (
                  item.label
                )}
              </td>
              <td data-label="Type">{item.collection_label}</td>
              <td className={kind === 'pending' ? table.rowActions : table.wrap}>
                {kind === 'pending' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => cancel(item)}
                    aria-label={`Cancel ${ACTIONS[item.action].toLowerCase()} of ${item.label}`}
                  >
                    Cancel
                  </Button>
                ) : (
                  item.error
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );

  let body: React.ReactNode;
  if (pending.isPending) body = <Loading text="Loading schedules..." />;
  else if (pending.isError)
    body = <FailureAlert failure={describeFailure(pending.error, 'The schedules could not be loaded.')} />;
  else if (pending.data.length === 0)
    body = <p className={table.empty}>Nothing is scheduled. Schedule a publish from a record's editor.</p>;
  else body = rows(pending.data, 'pending');

  return (
    <section className={table.screen} aria-labelledby="admin-screen-title">
      <PageHeader title={screen.title} note={zone ? `Times in ${zone}` : undefined} />
      {body}
      {failed.data && failed.data.length > 0 ? (
        <>
          <h2 className={table.subheading}>Failed</h2>
          {rows(failed.data, 'failed')}
        </>
      ) : null}
    </section>
  );
}
