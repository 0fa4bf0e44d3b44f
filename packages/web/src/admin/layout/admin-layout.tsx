import { faArrowUpRightFromSquare } from '@fortawesome/free-solid-svg-icons/faArrowUpRightFromSquare';
import { faBars } from '@fortawesome/free-solid-svg-icons/faBars';
import { faRightFromBracket } from '@fortawesome/free-solid-svg-icons/faRightFromBracket';
import { faTree } from '@fortawesome/free-solid-svg-icons/faTree';
import { faUserGear } from '@fortawesome/free-solid-svg-icons/faUserGear';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { messageQueries } from '../../api/admin/messages.ts';
import { Icon } from '../../ui/icon.tsx';
import { adminScreens } from '../admin-screens.ts';
import { ACCOUNT_PATH } from '../auth/auth-paths.ts';
import { mayOpen, useAdminUser, useLogout } from '../auth/use-admin-session.tsx';
import styles from './admin-layout.module.css';

function UnreadBadge() {
  const unread = useQuery(messageQueries.unreadCount());
  const count = unread.data?.unread_count ?? 0;
  if (count <= 0) return null;
  return (
    <span className={styles.badge}>
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}

/**
 * The admin frame (spec admin §2): a 280px sidebar with every screen and Logout, collapsing
 * at 768px or narrower behind a toggle, and a header greeting the signed-in user.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const user = useAdminUser();
  const logout = useLogout();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // Choosing a screen closes the collapsed sidebar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    // The opened menu takes the focus (it comes before the toggle in the page order).
    const nav = navRef.current;
    (nav?.querySelector<HTMLElement>('[aria-current="page"]') ?? nav?.querySelector<HTMLElement>('a'))?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const signOut = async () => {
    setLeaving(true);
    await logout();
  };

  return (
    <div className={styles.shell}>
      <a href="#admin-main" className={styles.skip}>
        Skip to content
      </a>
      <aside id={sidebarId} className={`${styles.sidebar} ${open ? styles.open : ''}`} aria-label="Admin menu">
        <div className={styles.brand}>
          <Icon icon={faTree} />
          <span>Grain Admin</span>
        </div>
        <nav ref={navRef} aria-label="Admin sections" className={styles.nav}>
          <ul>
            {adminScreens
              .filter((entry) => mayOpen(user, entry))
              .map((entry) => (
                <li key={entry.path}>
                  <NavLink
                    to={entry.path}
                    className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                  >
                    <Icon icon={entry.icon} className={styles.icon} />
                    <span className={styles.linkText}>{entry.label}</span>
                    {entry.showsUnread ? <UnreadBadge /> : null}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <button type="button" className={styles.logout} onClick={signOut} disabled={leaving}>
          <Icon icon={faRightFromBracket} className={styles.icon} />
          <span>{leaving ? 'Logging out...' : 'Logout'}</span>
        </button>
      </aside>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; Escape and the toggle close it too
        // biome-ignore lint/a11y/useKeyWithClickEvents: see above
        <div className={styles.scrim} onClick={() => setOpen(false)} />
      ) : null}
      <div className={styles.main}>
        <header className={styles.header}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={sidebarId}
            onClick={() => setOpen((value) => !value)}
          >
            <Icon icon={open ? faXmark : faBars} />
            <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
          </button>
          <p className={styles.welcome}>
            Welcome, {user.fname} {user.lname}
          </p>
          {/* The label stays when the text is hidden on narrow screens. */}
          <NavLink to={ACCOUNT_PATH} className={styles.siteLink} aria-label="Your account">
            <Icon icon={faUserGear} />
            <span className={styles.siteLinkText}>Your account</span>
          </NavLink>
          <Link
            to="/"
            className={styles.siteLink}
            target="_blank"
            rel="noopener"
            aria-label="View site (opens in a new tab)"
          >
            <Icon icon={faArrowUpRightFromSquare} />
            <span className={styles.siteLinkText}>View site</span>
          </Link>
        </header>
        <main id="admin-main" className={styles.content} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
