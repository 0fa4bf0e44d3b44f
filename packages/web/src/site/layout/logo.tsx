import { paths } from '@grain/contract/site-paths';
import { Link } from 'react-router';
import { useSiteSettings } from '../../head/site-settings.tsx';
import styles from './logo.module.css';

/** The height an uploaded logo is drawn at, in CSS pixels (its width follows its ratio). */
const LOGO_HEIGHT = 48;

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

/**
 * The company logo linking home; `tone` light sits on dark backgrounds. The owner's uploaded
 * logo replaces the mark and words, drawn at its own ratio (width and height set: no layout
 * shift), named by the site's name.
 */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { settings } = useSiteSettings();
  const { logo, site_name: siteName } = settings;
  if (logo) {
    const height = LOGO_HEIGHT;
    const width = Math.max(1, Math.round((logo.width / Math.max(1, logo.height)) * height));
    return (
      <Link to={paths.home} className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
        <img className={styles.picture} src={logo.url} width={width} height={height} alt={siteName} />
        <span className="visually-hidden"> — home</span>
      </Link>
    );
  }
  return (
    <Link to={paths.home} className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <LogoMark className={styles.mark} />
      <span className={styles.words}>
        <span className={styles.name}>{siteName}</span>
        <span className={styles.tagline}>Woodworks</span>
      </span>
      <span className="visually-hidden"> — home</span>
    </Link>
  );
}
