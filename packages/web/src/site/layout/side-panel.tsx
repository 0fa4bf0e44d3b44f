import { faClock as faClockRegular } from '@fortawesome/free-regular-svg-icons/faClock';
import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import { faPhone } from '@fortawesome/free-solid-svg-icons/faPhone';
import { paths } from '@grain/contract/site-paths';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { type ContactDetails, OPENING_HOURS, telHref } from './contact-details.ts';
import { Logo } from './logo.tsx';
import { OverlayCloseButton } from './overlay-close-button.tsx';
import styles from './side-panel.module.css';
import { SocialLinks } from './social-links.tsx';
import { useOverlay } from './use-overlay.ts';

/** The id the header's panel button opens (`popovertarget`). */
export const SIDE_PANEL_ID = 'side-panel';

/**
 * The side info panel, a popover (./use-overlay.ts): a short introduction, contact details and
 * a Get In Touch link.
 */
export function SidePanel({ contact }: { contact: ContactDetails }) {
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useOverlay(panelRef, { initialFocusRef: closeRef });

  return (
    <aside
      ref={panelRef}
      id={SIDE_PANEL_ID}
      className={styles.panel}
      popover="auto"
      data-overlay=""
      role="dialog"
      aria-label="About Grain"
      tabIndex={-1}
    >
      <div className={styles.top}>
        <Logo />
        <OverlayCloseButton ref={closeRef} target={SIDE_PANEL_ID} label="Close panel" className={styles.close} />
      </div>
      <p className={styles.about}>
        Grain is a family workshop of carpenters, joiners and floor fitters. We design and build furniture, fitted
        interiors and wooden floors from responsibly sourced timber — made by hand, finished with care and built to last
        for generations.
      </p>
      <h2 className={styles.heading}>Contact Info</h2>
      <ul className={styles.list}>
        <li>
          <span className={styles.icon}>
            <Icon icon={faLocationDot} />
          </span>
          <span>{contact.location}</span>
        </li>
        <li>
          <span className={styles.icon}>
            <Icon icon={faPhone} />
          </span>
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </li>
        <li>
          <span className={styles.icon}>
            <Icon icon={faEnvelope} />
          </span>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
        <li>
          <span className={styles.icon}>
            <Icon icon={faClockRegular} />
          </span>
          <span>{OPENING_HOURS}</span>
        </li>
      </ul>
      <Link to={paths.contact} className={styles.cta}>
        Get In Touch
        <Icon icon={faArrowRight} />
      </Link>
      <SocialLinks className={styles.social} />
    </aside>
  );
}
