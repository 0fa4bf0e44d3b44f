import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import type { SeoIssue, SeoIssueKind } from '@grain/contract/seo';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { seoQueries } from '../../api/admin/seo.ts';
import { Icon } from '../../ui/icon.tsx';
import tableStyles from '../resources/resource.module.css';
import type { AdminScreen, CustomScreen, ScreenProps } from '../screen-types.ts';
import { describeFailure } from '../ui/failure.ts';
import { FailureAlert } from '../ui/failure-alert.tsx';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import styles from './seo.module.css';

/** Where the fixed pages' values are edited, and where pictures get their alt text. */
export const PAGE_SEO_PATH = '/admin/search-sharing';
export const ACCESSIBILITY_PATH = '/admin/accessibility';

export const ALL_HEALTHY = 'No problems found: every page has its own title and description where it needs them.';

export const issueKindLabels: Record<SeoIssueKind, string> = {
  missing_description: 'Missing description',
  duplicate_title: 'Duplicate title',
  duplicate_description: 'Duplicate description',
  long_title: 'Title too long',
  long_description: 'Description too long',
  noindex_in_menu: 'Hidden, but in the menu',
};

/** The screen where an issue is fixed: the fixed page's part, or the record's form. */
export function fixPath(issue: SeoIssue, screens: readonly AdminScreen[]): string {
  if (issue.collection === 'pages') return `${PAGE_SEO_PATH}?page=${issue.id}`;
  const screen = screens.find(
    (candidate) => 'resource' in candidate && candidate.resource.type.path === issue.collection,
  );
  return `${screen?.path ?? '/admin'}?edit=${issue.id}`;
}

/**
 * The SEO health list (issue 48): what a search engine would find wrong with the site's pages and
 * records, each with a link to where it is fixed, and the pictures without alt text.
 */
export function SeoHealthPage({ screen, screens }: ScreenProps<CustomScreen>) {
  const health = useQuery(seoQueries.health());

  let body: React.ReactNode;
  if (health.isPending) body = <Loading text="Checking the pages..." />;
  else if (health.isError)
    body = <FailureAlert failure={describeFailure(health.error, 'Failed to check the pages.')} />;
  else {
    const { issues, checked, truncated, pictures_without_alt: withoutAlt } = health.data;
    body = (
      <>
        <ul className={styles.summary} aria-label="Summary">
          <li>
            {checked} {checked === 1 ? 'page' : 'pages'} checked
          </li>
          <li>
            {issues.length}
            {truncated ? '+' : ''} {issues.length === 1 ? 'problem' : 'problems'}
          </li>
          <li>
            {withoutAlt} {withoutAlt === 1 ? 'picture' : 'pictures'} without alt text{' '}
            {withoutAlt > 0 ? <Link to={ACCESSIBILITY_PATH}>Describe them</Link> : null}
          </li>
        </ul>
        {issues.length === 0 ? (
          <p className={tableStyles.empty}>{ALL_HEALTHY}</p>
        ) : (
          <ul className={styles.issues} aria-label="Problems">
            {issues.map((issue) => (
              <li key={`${issue.collection}-${issue.id}-${issue.kind}`} className={styles.issue}>
                <span className={styles.issueKind}>{issueKindLabels[issue.kind]}</span>
                <div>
                  <p className={styles.issueLabel}>
                    {issue.label} <span className={styles.summaryNote}>{issue.path}</span>
                  </p>
                  <p className={styles.issueDetail}>{issue.detail}</p>
                </div>
                <Link to={fixPath(issue, screens)} className={styles.fixLink}>
                  <Icon icon={faPen} /> Fix{' '}
                  <span className="visually-hidden">
                    {issueKindLabels[issue.kind].toLowerCase()} of {issue.label}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {truncated ? <p className={tableStyles.muted}>Only the first {issues.length} problems are listed.</p> : null}
      </>
    );
  }

  return (
    <section className={tableStyles.screen} aria-labelledby="admin-screen-title">
      <PageHeader
        title={screen.title}
        note="A page without its own meta title uses its derived one (“Name | Site name”), which is checked for length and duplicates. A missing description is flagged only where the page has no text to make one from, so the site’s general description would be used. Pages hidden from search engines are not compared."
      />
      {body}
    </section>
  );
}
