import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { mediaQueries } from '../../api/admin/media.ts';
import { Icon } from '../../ui/icon.tsx';
import tableStyles from '../resources/resource.module.css';
import type { CustomScreen, ScreenProps } from '../screen-types.ts';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import styles from './media.module.css';
import { factsOf, mediaItemPath } from './media-format.ts';
import { MediaThumb } from './media-thumb.tsx';
import { UseList } from './media-uses.tsx';

export const ALL_DESCRIBED = 'Every picture shown on the site has alt text or is marked decorative.';

/**
 * Pictures the public sees with neither alt text nor "decorative" (issue 47): where each shows,
 * and a way to its page to describe it.
 */
export function AccessibilityPage({ screen, screens }: ScreenProps<CustomScreen>) {
  const issues = useQuery(mediaQueries.accessibility());

  let body: React.ReactNode;
  if (issues.isPending) body = <Loading text="Checking the pictures..." />;
  else if (issues.isError)
    body = <FailureAlert failure={describeFailure(issues.error, 'Failed to check the pictures.')} />;
  else if (issues.data.length === 0) body = <p className={tableStyles.empty}>{ALL_DESCRIBED}</p>;
  else
    body = (
      <ul className={styles.issues} aria-label="Pictures without alt text">
        {issues.data.map(({ item, uses }) => (
          <li key={item.id} className={styles.issue}>
            <span className={styles.issueThumb}>
              <MediaThumb item={item} sizes="120px" />
            </span>
            <div className={styles.issueText}>
              <h2 className={styles.issueName}>{item.name}</h2>
              <p className={styles.issueFacts}>{factsOf(item)}</p>
              <p className={styles.issueWhere}>Shown in:</p>
              <UseList uses={uses} screens={screens} />
            </div>
            <Link to={mediaItemPath(item.id)} className={styles.fixLink}>
              <Icon icon={faPen} />
              Fix <span className="visually-hidden">{item.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    );

  const count = issues.data?.length;
  const note =
    count === undefined || count === 0
      ? 'Pictures shown on the site need alt text, unless they are only decoration.'
      : `${count} ${count === 1 ? 'picture is' : 'pictures are'} shown on the site with neither alt text nor marked decorative: screen readers cannot say what ${count === 1 ? 'it shows' : 'they show'}.`;
  return (
    <section className={tableStyles.screen} aria-labelledby="admin-screen-title">
      <PageHeader title={screen.title} note={note} />
      {body}
    </section>
  );
}
