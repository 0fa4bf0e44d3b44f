import { pageWindow } from '@grain/contract/paging';
import styles from './ui.module.css';

interface Props {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  label: string;
}

/** Previous, a window of page numbers, Next. Hidden when everything fits on one page. */
export function Pager({ page, lastPage, onChange, label }: Props) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">‹</span> Previous
      </button>
      {pageWindow(page, lastPage, 2).map((number) => (
        <button
          type="button"
          key={number}
          className={`${styles.pageButton} ${number === page ? styles.pageCurrent : ''}`}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= lastPage}
        onClick={() => onChange(page + 1)}
      >
        Next <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
