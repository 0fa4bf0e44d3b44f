import { faHouse } from '@fortawesome/free-solid-svg-icons/faHouse';
import { Link } from 'react-router';
import { FirstPaintMark } from '../../ui/first-paint-mark.tsx';
import { Icon } from '../../ui/icon.tsx';
import styles from './page-banner.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** The breadcrumb banner of every inner page: the page's h1 and its trail from Home. */
export function PageBanner({ title, trail }: { title: string; trail: Crumb[] }) {
  return (
    <header className={styles.banner}>
      <svg className={styles.rings} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
        <circle cx="100" cy="100" r="30" />
        <circle cx="100" cy="100" r="52" />
        <circle cx="100" cy="100" r="74" />
        <circle cx="100" cy="100" r="96" />
      </svg>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        <nav aria-label="Breadcrumb">
          <ol className={styles.trail}>
            <li>
              <Link to="/">
                <Icon icon={faHouse} /> Home
              </Link>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.label}>
                {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
        <FirstPaintMark after="banner" />
      </div>
    </header>
  );
}
