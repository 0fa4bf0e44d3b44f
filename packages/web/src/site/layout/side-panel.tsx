import { faClock as faClockRegular } from '@fortawesome/free-regular-svg-icons/faClock';
import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faEnvelope } from '@fortawesome/free-solid-svg-icons/faEnvelope';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import { faPhone } from '@fortawesome/free-solid-svg-icons/faPhone';
import { faXmark } from '@fortawesome/free-solid-svg-icons/faXmark';
import { paths } from '@grain/contract/site-paths';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { type ContactDetails, OPENING_HOURS, telHref } from './contact-details.ts';
import { Logo } from './logo.tsx';
import styles from './side-panel.module.css';
import { SocialLinks } from './social-links.tsx';
import { useDialog } from './use-dialog.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  contact: ContactDetails;
}

/** The side info panel: a short introduction, contact details and a Get In Touch link. */
export function SidePanel({ open, onClose, contact }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDialog({ open, onClose, panelRef, initialFocusRef: closeRef });

  return (
    <div className={`${styles.root} ${open ? styles.open : ''}`} inert={!open}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <aside
        ref={panelRef}
        id="side-panel"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="About Grain"
      >
        <div className={styles.top}>
          <Logo />
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label="Close panel">
            <Icon icon={faXmark} />
          </button>
        </div>
        <p className={styles.about}>
          Grain is a family workshop of carpenters, joiners and floor fitters. We design and build furniture, fitted
          interiors and wooden floors from responsibly sourced timber — made by hand, finished with care and built to
          last for generations.
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
        <Link to={paths.contact} className={styles.cta} onClick={onClose}>
          Get In Touch
          <Icon icon={faArrowRight} />
        </Link>
        <SocialLinks className={styles.social} />
      </aside>
    </div>
  );
}
