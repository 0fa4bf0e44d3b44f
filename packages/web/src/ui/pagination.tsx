import { faChevronLeft } from '@fortawesome/free-solid-svg-icons/faChevronLeft';
import { faChevronRight } from '@fortawesome/free-solid-svg-icons/faChevronRight';
import { pageWindow } from '@grain/contract/paging';
import { Icon } from './icon.tsx';
import styles from './pagination.module.css';

interface Props {
  currentPage: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  /** Page numbers either side of the current one: 2 gives at most 5 numbers (spec public §9). */
  radius?: number;
  /** Names the navigation landmark when a page has more than one list. */
  label?: string;
}

/**
 * Previous, a window of page numbers around the current page, Next. Renders nothing when
 * there is one page or fewer.
 */
export function Pagination({ currentPage, lastPage, onPageChange, radius = 2, label = 'Pagination' }: Props) {
  if (lastPage <= 1) return null;
  const pages = pageWindow(currentPage, lastPage, radius);
  const go = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= lastPage) onPageChange(page);
  };
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.list}>
        <li className={styles.previous}>
          <button
            type="button"
            className={`${styles.button} ${styles.step}`}
            onClick={() => go(currentPage - 1)}
            disabled={currentPage <= 1}
          >
            <Icon icon={faChevronLeft} />
            Previous
          </button>
        </li>
        {pages.map((page) => (
          <li key={page}>
            <button
              type="button"
              className={`${styles.button} ${page === currentPage ? styles.current : ''}`}
              onClick={() => go(page)}
              aria-current={page === currentPage ? 'page' : undefined}
              aria-label={`Page ${page}`}
            >
              {page}
            </button>
          </li>
        ))}
        <li className={styles.next}>
          <button
            type="button"
            className={`${styles.button} ${styles.step}`}
            onClick={() => go(currentPage + 1)}
            disabled={currentPage >= lastPage}
          >
            Next
            <Icon icon={faChevronRight} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
