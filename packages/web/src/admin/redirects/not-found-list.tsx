import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dismissNotFound,
  invalidateRedirects,
  type NotFoundEntry,
  redirectQueries,
} from '../../api/admin/redirects.ts';
import { formatSiteTime, useSiteTimeZone } from '../editorial/site-time.ts';
import tableStyles from '../resources/resource.module.css';
import { Button } from '../ui/button.tsx';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { Pager } from '../ui/pager.tsx';
import { useToasts } from '../ui/toasts.tsx';
import styles from './redirects.module.css';

/**
 * The 404 log: paths of the site visitors asked for and did not find, most asked first. One
 * click puts a path in the redirect form; the redirect made takes it off the log.
 */
export function NotFoundList({
  page,
  onPage,
  onRedirect,
}: {
  page: number;
  onPage: (page: number) => void;
  onRedirect: (entry: NotFoundEntry) => void;
}) {
  const entries = useQuery(redirectQueries.notFound(page));
  const zone = useSiteTimeZone();
  const queryClient = useQueryClient();
  const toasts = useToasts();

  const dismiss = async (entry: NotFoundEntry) => {
    try {
      await dismissNotFound(entry.id);
      toasts.success(`${entry.path} was removed from the 404 log.`);
    } catch (error) {
      toasts.failure(describeFailure(error, 'Failed to remove the path from the 404 log.'));
    }
    await invalidateRedirects(queryClient);
  };

  if (entries.isPending) return <Loading text="Loading..." />;
  if (entries.isError) return <FailureAlert failure={describeFailure(entries.error, 'Failed to load the 404 log.')} />;
  if (entries.data.data.length === 0) return <p className={tableStyles.empty}>No page has answered 404 lately.</p>;
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={tableStyles.tableWrap} aria-label="404 log table" tabIndex={0}>
        <table className={tableStyles.table} aria-busy={entries.isFetching || undefined}>
          <caption className="visually-hidden">Paths not found, most asked first</caption>
          <thead>
            <tr>
              <th scope="col">Path</th>
              <th scope="col">Hits</th>
              <th scope="col">Last seen</th>
              <th scope="col">First seen</th>
              <th scope="col">Last referrer</th>
              <th scope="col" className={tableStyles.actionsHeader}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.data.data.map((entry) => (
              <tr key={entry.id}>
                <td className={tableStyles.wrap} data-label="Path">
                  <code className={styles.path}>{entry.path}</code>
                </td>
                <td data-label="Hits">{entry.hits}</td>
                <td data-label="Last seen">{formatSiteTime(entry.last_seen, zone)}</td>
                <td data-label="First seen">{formatSiteTime(entry.first_seen, zone)}</td>
                <td className={tableStyles.wrap} data-label="Last referrer">
                  {entry.referrer ? <span className={styles.referrer}>{entry.referrer}</span> : '–'}
                </td>
                <td className={tableStyles.rowActions}>
                  <div className={tableStyles.rowButtons}>
                    <Button size="sm" onClick={() => onRedirect(entry)}>
                      Redirect <span className="visually-hidden">{entry.path}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => void dismiss(entry)}>
                      Dismiss <span className="visually-hidden">{entry.path}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Pager page={page} lastPage={entries.data.last_page} onChange={onPage} label="404 log pages" />
    </>
  );
}
