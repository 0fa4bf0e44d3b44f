import { faBoxOpen } from '@fortawesome/free-solid-svg-icons/faBoxOpen';
import { faCouch } from '@fortawesome/free-solid-svg-icons/faCouch';
import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faHammer } from '@fortawesome/free-solid-svg-icons/faHammer';
import { faHouse } from '@fortawesome/free-solid-svg-icons/faHouse';
import { faRotateRight } from '@fortawesome/free-solid-svg-icons/faRotateRight';
import { faRulerCombined } from '@fortawesome/free-solid-svg-icons/faRulerCombined';
import { faTree } from '@fortawesome/free-solid-svg-icons/faTree';
import { paths } from '@grain/contract/site-paths';
import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from 'react-router';
import { usePageHead } from '../../head/use-page-head.ts';
import type { RouteFailure } from '../../routing/route-data.ts';
import { Icon } from '../../ui/icon.tsx';
import section from '../shared/section.module.css';
import { DocumentHead } from './document-head.tsx';
import { PageBanner } from './page-banner.tsx';
import { failureHead, failureStatus } from './page-failure.ts';
import styles from './page-frame.module.css';
import { useServerNotFound } from './server-not-found.ts';

const POPULAR = [
  { label: 'Our Services', to: paths.services, icon: faHammer },
  { label: 'Projects', to: paths.projects, icon: faCouch },
  { label: 'Made to Order', to: paths.customizedProducts, icon: faRulerCombined },
  { label: 'Blog', to: paths.blog, icon: faTree },
];

function Actions() {
  return (
    <div className={styles.actions}>
      <Link className={section.button} to={paths.home}>
        <Icon icon={faHouse} /> Back to Home
      </Link>
      <Link className={section.buttonOutline} to={paths.products}>
        <Icon icon={faBoxOpen} /> Browse Products
      </Link>
      <Link className={section.buttonOutline} to={paths.contact}>
        <Icon icon={faEnvelope} /> Contact Us
      </Link>
    </div>
  );
}

/** An unknown address or a missing record (answered 404): a friendly way back into the site. */
function NotFound({ message }: { message?: string }) {
  useServerNotFound();
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
          {message && message !== 'Page not found' && (
            <p className={styles.reason} role="status">
              {message}
            </p>
          )}
          <p className={styles.text}>
            The page you are looking for may have been moved, renamed or never existed. Let us guide you back to
            something beautiful.
          </p>
          <Actions />
          <nav className={styles.popular} aria-labelledby="popular-heading">
            <h3 className={styles.popularTitle} id="popular-heading">
              Popular places to start
            </h3>
            <ul>
              {POPULAR.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>
                    <Icon icon={item.icon} /> {item.label}
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

/** The server or the database failed (answered 500 or 503): say so plainly and offer a retry. */
function ServerError({ unavailable, message }: { unavailable: boolean; message?: string }) {
  const { pathname, search } = useLocation();
  const title = unavailable ? 'Back in a Moment' : 'Something Went Wrong';
  return (
    <>
      <PageBanner title={title} trail={[{ label: title }]} />
      <section className={section.section} aria-labelledby="error-heading">
        <div className={`${section.container} ${styles.wrap}`}>
          <p className={styles.code} aria-hidden="true">
            {unavailable ? '503' : '500'}
          </p>
          <h2 className={section.title} id="error-heading">
            {unavailable ? 'Our workshop is briefly closed' : 'A joint came loose on our side'}
          </h2>
          <p className={styles.text}>
            {unavailable
              ? 'The site cannot reach its records right now. Please try again in a moment.'
              : 'The page could not be put together. Please try again; if it keeps happening, contact us.'}
          </p>
          {message && (
            <p className={styles.reason} role="alert">
              {message}
            </p>
          )}
          <div className={styles.actions}>
            <a className={section.button} href={`${pathname}${search}`}>
              <Icon icon={faRotateRight} /> Try Again
            </a>
            <Link className={section.buttonOutline} to={paths.home}>
              <Icon icon={faHouse} /> Back to Home
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** What every public page shows when its route fails: the designed 404, 500 or 503 page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = failureStatus(error);
  return (
    <>
      <DocumentHead head={failureHead(error)} />
      {status === 404 ? (
        <NotFound
          message={isRouteErrorResponse(error) ? (error.data as RouteFailure | undefined)?.message : undefined}
        />
      ) : (
        <ServerError
          unavailable={status === 503}
          message={isRouteErrorResponse(error) ? (error.data as RouteFailure | undefined)?.message : undefined}
        />
      )}
    </>
  );
}

/** The frame of every page: its head, kept in step with the route on screen. */
export function Component() {
  return (
    <>
      <DocumentHead head={usePageHead()} />
      <Outlet />
    </>
  );
}
