import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import { faPhone } from '@fortawesome/free-solid-svg-icons/faPhone';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { type ContactDetails, telHref } from './contact-details.ts';
import { Logo } from './logo.tsx';
import { activeChild, isGroup, isLinkActive, type MenuGroup, useMainMenu } from './menu.ts';
import styles from './mobile-menu.module.css';
import { OverlayCloseButton } from './overlay-close-button.tsx';
import { SocialLinks } from './social-links.tsx';
import { useOverlay } from './use-overlay.ts';

/** The id the header's menu button opens (`popovertarget`). */
export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The slide-in menu for small screens: a popover panel (./use-overlay.ts) whose sub-menus are
 * `<details>`, the current page's open.
 */
export function MobileMenu({ contact }: { contact: ContactDetails }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const menu = useMainMenu();
  useOverlay(panelRef, { initialFocusRef: closeRef });

  return (
    <div
      ref={panelRef}
      id={MOBILE_MENU_ID}
      className={styles.panel}
      popover="auto"
      data-overlay=""
      role="dialog"
      aria-label="Menu"
      tabIndex={-1}
    >
      <div className={styles.top}>
        <Logo />
        <OverlayCloseButton ref={closeRef} target={MOBILE_MENU_ID} label="Close menu" className={styles.close} />
      </div>
      <nav aria-label="Mobile">
        <ul className={styles.menu}>
          {menu.map((item) =>
            isGroup(item) ? (
              <MobileSubMenu key={item.label} group={item} pathname={pathname} />
            ) : (
              <li key={item.label}>
                <Link
                  to={item.to}
                  className={styles.link}
                  aria-current={isLinkActive(item.to, pathname) ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className={styles.contact}>
        <p className={styles.contactTitle}>Contact Info</p>
        <ul>
          <li>
            <Icon icon={faLocationDot} />
            {contact.location}
          </li>
          <li>
            <Icon icon={faPhone} />
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </li>
          <li>
            <Icon icon={faEnvelope} />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
        </ul>
        <SocialLinks className={styles.social} />
      </div>
    </div>
  );
}

function MobileSubMenu({ group, pathname }: { group: MenuGroup; pathname: string }) {
  const current = activeChild(group, pathname);
  return (
    <li>
      <details className={styles.group} open={Boolean(current)}>
        <summary className={`${styles.link} ${styles.toggle} ${current ? styles.groupActive : ''}`}>
          {group.label}
          <span className={styles.plus} aria-hidden="true" />
        </summary>
        <ul className={styles.submenu}>
          {group.children.map((child) => (
            <li key={child.to}>
              <Link to={child.to} className={styles.sublink} aria-current={child === current ? 'page' : undefined}>
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
