import { faChevronLeft } from '@fortawesome/free-solid-svg-icons/faChevronLeft';
import { faChevronRight } from '@fortawesome/free-solid-svg-icons/faChevronRight';
import { pageWindow } from '@grain/contract/paging';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './icon.tsx';
import styles from './pagination.module.css';

interface Props {
  currentPage: number;
  lastPage: number;
  /** The address of a page: the list's own URL with that page, so paging works without the app. */
  hrefFor: (page: number) => string;
  /** Page numbers either side of the current one: 2 gives at most 5 numbers (spec public §9). */
  radius?: number;
  /** Names the navigation landmark when a page has more than one list. */
  label?: string;
}

/**
 * Previous, a window of page numbers around the current page, Next: links to the pages, which
 * the app follows without reloading. Renders nothing when there is one page or fewer. At an
 * edge, Previous or Next is a link to nowhere marked disabled.
 */
export function Pagination({ currentPage, lastPage, hrefFor, radius = 2, label = 'Pagination' }: Props) {
  if (lastPage <= 1) return null;
  const pages = pageWindow(currentPage, lastPage, radius);
  const step = (page: number, enabled: boolean, children: ReactNode) =>
    enabled ? (
      <Link className={`${styles.button} ${styles.step}`} to={hrefFor(page)}>
        {children}
      </Link>
    ) : (
      // biome-ignore lint/a11y/useValidAnchor: a disabled link has no address, as the ARIA pattern says
      <a className={`${styles.button} ${styles.step}`} role="link" aria-disabled="true">
        {children}
      </a>
    );
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.list}>
        <li className={styles.previous}>
          {step(
            currentPage - 1,
            currentPage > 1,
            <>
              <Icon icon={faChevronLeft} />
              Previous
            </>,
          )}
        </li>
        {pages.map((page) => (
          <li key={page}>
            <Link
              className={`${styles.button} ${page === currentPage ? styles.current : ''}`}
              to={hrefFor(page)}
              aria-current={page === currentPage ? 'page' : undefined}
              aria-label={`Page ${page}`}
            >
              {page}
            </Link>
          </li>
        ))}
        <li className={styles.next}>
          {step(
            currentPage + 1,
            currentPage < lastPage,
            <>
              Next
              <Icon icon={faChevronRight} />
            </>,
          )}
        </li>
      </ul>
    </nav>
  );
}
