import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import { faPhone } from '@fortawesome/free-solid-svg-icons/faPhone';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { type ContactDetails, telHref } from './contact-details.ts';
import { Logo } from './logo.tsx';
import { activeChild, isGroup, isLinkActive, type MenuGroup, mainMenu } from './menu.ts';
import styles from './mobile-menu.module.css';
import { SocialLinks } from './social-links.tsx';
import { useDialog } from './use-dialog.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  contact: ContactDetails;
}

/** The slide-in menu for small screens: a modal panel with expandable sub-menus. */
export function MobileMenu({ open, onClose, contact }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useDialog({ open, onClose, panelRef, initialFocusRef: closeRef });

  return (
    <div className={`${styles.root} ${open ? styles.open : ''}`} inert={!open}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id="mobile-menu"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
      >
        <div className={styles.top}>
          <Logo />
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
            <Icon icon={faXmark} />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.menu}>
            {mainMenu.map((item) =>
              isGroup(item) ? (
                <MobileSubMenu key={item.label} group={item} pathname={pathname} onNavigate={onClose} />
              ) : (
                <li key={item.label}>
                  <Link
                    to={item.to}
                    className={styles.link}
                    aria-current={isLinkActive(item.to, pathname) ? 'page' : undefined}
                    onClick={onClose}
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
    </div>
  );
}

function MobileSubMenu({
  group,
  pathname,
  onNavigate,
}: {
  group: MenuGroup;
  pathname: string;
  onNavigate: () => void;
}) {
  const current = activeChild(group, pathname);
  const [expanded, setExpanded] = useState(Boolean(current));
  const id = useId();
  return (
    <li>
      <button
        type="button"
        className={`${styles.link} ${styles.toggle} ${current ? styles.groupActive : ''}`}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {group.label}
        <span className={styles.plus} aria-hidden="true" />
      </button>
      <div className={`${styles.collapse} ${expanded ? styles.expanded : ''}`}>
        <ul id={id} className={styles.submenu} inert={!expanded}>
          {group.children.map((child) => (
            <li key={child.to}>
              <Link
                to={child.to}
                className={styles.sublink}
                aria-current={child === current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
