import { paths } from '@grain/contract/site-paths';
import { useRef } from 'react';
import { Link } from 'react-router';
import { type ContactDetails, OPENING_HOURS, telHref } from './contact-details.ts';
import { Logo } from './logo.tsx';
import { socialLinks } from './menu.ts';
import styles from './side-panel.module.css';
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
            <i className="fa-solid fa-xmark" aria-hidden="true" />
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
              <i className="fa-solid fa-location-dot" aria-hidden="true" />
            </span>
            <span>{contact.location}</span>
          </li>
          <li>
            <span className={styles.icon}>
              <i className="fa-solid fa-phone" aria-hidden="true" />
            </span>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </li>
          <li>
            <span className={styles.icon}>
              <i className="fa-solid fa-envelope" aria-hidden="true" />
            </span>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
          <li>
            <span className={styles.icon}>
              <i className="fa-regular fa-clock" aria-hidden="true" />
            </span>
            <span>{OPENING_HOURS}</span>
          </li>
        </ul>
        <Link to={paths.contact} className={styles.cta} onClick={onClose}>
          Get In Touch
          <i className="fa-solid fa-arrow-right" aria-hidden="true" />
        </Link>
        <ul className={styles.social}>
          {socialLinks.map((social) => (
            <li key={social.label}>
              <a href={social.href} target="_blank" rel="noreferrer">
                <i className={social.icon} aria-hidden="true" />
                <span className="visually-hidden">{social.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
