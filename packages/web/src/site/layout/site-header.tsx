import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { faPhoneVolume } from '@fortawesome/free-solid-svg-icons/faPhoneVolume';
import { paths } from '@grain/contract/site-paths';
import { Link } from 'react-router';
import { FirstPaintMark } from '../../ui/first-paint-mark.tsx';
import { Icon } from '../../ui/icon.tsx';
import { type ContactDetails, telHref } from './contact-details.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { Logo } from './logo.tsx';
import { MOBILE_MENU_ID } from './mobile-menu.tsx';
import { SEARCH_POPUP_ID } from './search-popup.tsx';
import { SIDE_PANEL_ID } from './side-panel.tsx';
import styles from './site-header.module.css';
import { TopBar } from './top-bar.tsx';
import { isHeaderSticky, useWindowScrollTest } from './use-scroll.ts';

/** classic: inner pages and /; overlay: over the hero of /home-2; dark: /home-3. */
export type HeaderVariant = 'classic' | 'overlay' | 'dark';

/** The classic header is the module's plain `.header`; the others add their own class. */
const variantClasses: Record<HeaderVariant, string> = { classic: '', overlay: styles.overlay, dark: styles.dark };

interface Props {
  variant: HeaderVariant;
  contact: ContactDetails;
}

/**
 * The top bar and the main header, which sticks to the top once scrolled 400 px or more. Its
 * search, panel and menu buttons open their popovers without the app (`popovertarget`); the
 * browser tells assistive technology whether each is expanded.
 */
export function SiteHeader({ variant, contact }: Props) {
  const sticky = useWindowScrollTest(isHeaderSticky);
  const lightLogo = variant === 'dark' || (variant === 'overlay' && !sticky);

  return (
    <header
      className={`${styles.header} ${variantClasses[variant]} ${sticky ? styles.sticky : ''}`}
      data-sticky={sticky}
    >
      <TopBar contact={contact} />
      <div className={styles.holder}>
        <div className={styles.bar}>
          <div className={styles.inner}>
            <Logo tone={lightLogo ? 'light' : 'dark'} />
            <DesktopNav />
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.iconButton}
                popoverTarget={SEARCH_POPUP_ID}
                aria-label="Search"
                aria-haspopup="dialog"
              >
                <Icon icon={faMagnifyingGlass} />
              </button>
              {variant === 'dark' ? (
                <Link to={paths.contact} className={styles.quote}>
                  Get A Quote
                </Link>
              ) : (
                <a className={styles.call} href={telHref(contact.phone)}>
                  <span className={styles.callIcon}>
                    <Icon icon={faPhoneVolume} />
                  </span>
                  <span className={styles.callText}>
                    <span className={styles.callLabel}>Call Us Now</span>
                    <span className={styles.callNumber}>{contact.phone}</span>
                  </span>
                </a>
              )}
              <button
                type="button"
                className={`${styles.iconButton} ${styles.panelToggle}`}
                popoverTarget={SIDE_PANEL_ID}
                aria-label="Open info panel"
                aria-haspopup="dialog"
              >
                <span className={styles.dots} aria-hidden="true">
                  <span className={styles.dot} />
                  <span className={styles.dot} />
                  <span className={styles.dot} />
                  <span className={styles.dot} />
                </span>
              </button>
              <button
                type="button"
                className={`${styles.iconButton} ${styles.menuToggle}`}
                popoverTarget={MOBILE_MENU_ID}
                aria-label="Open menu"
                aria-haspopup="dialog"
              >
                <span className={styles.burger} aria-hidden="true">
                  <span className={styles.line} />
                  <span className={styles.line} />
                  <span className={styles.line} />
                </span>
              </button>
            </div>
          </div>
        </div>
      </div>
      <FirstPaintMark after="header" />
    </header>
  );
}
