import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { PageBanner } from '../layout/page-banner.tsx';
import section from '../sections/section.module.css';
import styles from './not-found/not-found-page.module.css';

const POPULAR = [
  { label: 'Our Services', to: paths.services, icon: 'fa-hammer' },
  { label: 'Projects', to: paths.projects, icon: 'fa-couch' },
  { label: 'Made to Order', to: paths.customizedProducts, icon: 'fa-ruler-combined' },
  { label: 'Blog', to: paths.blog, icon: 'fa-tree' },
];

/** Any unknown address: a friendly way back into the site. */
export function Component() {
  usePageTitle('Page Not Found');
  return (
    <>
      <PageBanner title="Page Not Found" trail={[{ label: 'Page Not Found' }]} />
      <section className={section.section} aria-labelledby="not-found-heading">
        <div className={`${section.container} ${styles.wrap}`}>
          <p className={styles.code} aria-hidden="true">
            4<span className={styles.rings} />4
          </p>
          <h2 className={section.title} id="not-found-heading">
            This piece is not in our workshop
          </h2>
          <p className={styles.text}>
            The page you are looking for may have been moved, renamed or never existed. Let us guide you back to
            something beautiful.
          </p>
          <div className={styles.actions}>
            <Link className={section.button} to={paths.home}>
              <i className="fa-solid fa-house" aria-hidden="true" /> Back to Home
            </Link>
            <Link className={section.buttonOutline} to={paths.products}>
              <i className="fa-solid fa-box-open" aria-hidden="true" /> Browse Products
            </Link>
            <Link className={section.buttonOutline} to={paths.contact}>
              <i className="fa-solid fa-envelope" aria-hidden="true" /> Contact Us
            </Link>
          </div>
          <nav className={styles.popular} aria-labelledby="popular-heading">
            <h3 className={styles.popularTitle} id="popular-heading">
              Popular places to start
            </h3>
            <ul>
              {POPULAR.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>
                    <i className={`fa-solid ${item.icon}`} aria-hidden="true" /> {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
    </>
  );
}
