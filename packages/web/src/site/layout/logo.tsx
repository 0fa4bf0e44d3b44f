import { paths } from '@grain/contract/site-paths';
import { Link } from 'react-router';
import styles from './logo.module.css';

/** The tree-ring mark of Grain; decorative, the word beside it names the company. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path
        d="M24 10c7.2 0 13.4 5.6 13.4 13.2 0 7.9-6.3 14.4-13.9 14.4-6.9 0-12.3-5.2-12.3-12.2 0-6.6 5.1-11.7 11.6-11.7 5.8 0 10.4 4.4 10.4 10.2 0 5.4-4.2 9.6-9.5 9.6-4.6 0-8.2-3.5-8.2-7.9 0-4.1 3.2-7.2 7.2-7.2 3.4 0 6 2.6 6 5.8 0 2.9-2.2 5-5 5"
        fill="none"
        stroke="var(--color-amber)"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The company logo linking home; `tone` light sits on dark backgrounds. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to={paths.home} className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <LogoMark className={styles.mark} />
      <span className={styles.words}>
        <span className={styles.name}>Grain</span>
        <span className={styles.tagline}>Woodworks</span>
      </span>
      <span className="visually-hidden"> — home</span>
    </Link>
  );
}
