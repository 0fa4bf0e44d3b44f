import { faAngleLeft } from '@fortawesome/free-solid-svg-icons/faAngleLeft';
import { faAngleRight } from '@fortawesome/free-solid-svg-icons/faAngleRight';
import { pageWindow } from '@grain/contract/paging';
import { Link } from 'react-router';
import { Icon, type IconDefinition } from '../../ui/icon.tsx';
import styles from './blog-pagination.module.css';

/** Pages shown either side of the current one (spec public §2, §9). */
export const BLOG_PAGE_RADIUS = 2;

interface Props {
  currentPage: number;
  lastPage: number;
  /** The link of a page, e.g. `?page=3`, so the page lives in the URL and Back works. */
  hrefFor: (page: number) => string;
  /** Called when a page link is followed (the blog list scrolls to the top). */
  onNavigate?: () => void;
}

/**
 * The blog list's pagination: previous/next arrows around a window of page numbers, 2 either
 * side of the current page. Arrows at the edges are shown disabled; one page needs no pager.
 */
export function BlogPagination({ currentPage, lastPage, hrefFor, onNavigate }: Props) {
  if (lastPage <= 1) return null;
  const pages = pageWindow(currentPage, lastPage, BLOG_PAGE_RADIUS);

  // At an edge the arrow is plain text, not a link: nothing to follow, nothing to focus.
  const arrow = (page: number, label: string, icon: IconDefinition, enabled: boolean) => {
    const content = (
      <>
        <Icon icon={icon} />
        <span className="visually-hidden">{label}</span>
      </>
    );
    return enabled ? (
      <Link className={styles.item} to={hrefFor(page)} onClick={onNavigate}>
        {content}
      </Link>
    ) : (
      <span className={`${styles.item} ${styles.disabled}`} data-disabled="">
        {content}
      </span>
    );
  };

  return (
    <nav className={styles.pagination} aria-label="Blog pages">
      <ul className={styles.list}>
        <li>{arrow(Math.min(currentPage - 1, lastPage), 'Previous page', faAngleLeft, currentPage > 1)}</li>
        {pages.map((page) => (
          <li key={page}>
            {page === currentPage ? (
              <span className={`${styles.item} ${styles.current}`} aria-current="page">
                <span className="visually-hidden">Page</span> {page}
              </span>
            ) : (
              <Link className={styles.item} to={hrefFor(page)} onClick={onNavigate}>
                <span className="visually-hidden">Page</span> {page}
              </Link>
            )}
          </li>
        ))}
        <li>{arrow(currentPage + 1, 'Next page', faAngleRight, currentPage < lastPage)}</li>
      </ul>
    </nav>
  );
}
