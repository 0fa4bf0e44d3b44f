import { paths } from '@grain/contract/site-paths';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useContactDetails } from './contact-details.ts';
import { CustomCursor } from './custom-cursor.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PageLoader } from './page-loader.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { SearchPopup } from './search-popup.tsx';
import { SidePanel } from './side-panel.tsx';
import { SiteFooter, SiteFooterAlt } from './site-footer.tsx';
import { type HeaderVariant, SiteHeader } from './site-header.tsx';
import styles from './site-layout.module.css';
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts';

/** /home-2 and /home-3 are alternative home layouts with their own header (and, for /home-2, footer). */
function headerVariantFor(pathname: string): HeaderVariant {
  if (pathname === paths.home2) return 'overlay';
  if (pathname === paths.home3) return 'dark';
  return 'classic';
}

/** The shared layout of the public site (spec public §2 "Shared layout"). */
export function Component() {
  const { pathname } = useLocation();
  const contact = useContactDetails();
  useScrollOnNavigate();

  const variant = headerVariantFor(pathname);
  // The page, the footer and the overlays are Suspense boundaries: React hydrates each apart,
  // after the header, in a commit of its own, so no commit of the whole page is one long task.
  return (
    <>
      <div id="top" tabIndex={-1} />
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <PageLoader />
      <SiteHeader variant={variant} contact={contact} />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        {pathname === paths.home2 ? <SiteFooterAlt contact={contact} /> : <SiteFooter contact={contact} />}
      </Suspense>
      <Suspense>
        <MobileMenu contact={contact} />
        <SearchPopup />
        <SidePanel contact={contact} />
        <ScrollToTopButton />
        <CustomCursor />
      </Suspense>
    </>
  );
}
