import { faClock as faClockRegular } from '@fortawesome/free-regular-svg-icons/faClock';
import { faEnvelope as faEnvelopeRegular } from '@fortawesome/free-regular-svg-icons/faEnvelope';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import { Icon } from '../../ui/icon.tsx';
import { type ContactDetails, OPENING_HOURS } from './contact-details.ts';
import { SocialLinks } from './social-links.tsx';
import styles from './top-bar.module.css';

/** The strip above the header: email, address and opening hours (spec public §2). */
export function TopBar({ contact }: { contact: ContactDetails }) {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <ul className={styles.info} aria-label="Contact details">
          <li>
            <Icon icon={faEnvelopeRegular} />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
          <li className={styles.address}>
            <Icon icon={faLocationDot} />
            <span>{contact.location}</span>
          </li>
        </ul>
        <div className={styles.end}>
          <p className={styles.hours}>
            <Icon icon={faClockRegular} />
            <span>{OPENING_HOURS}</span>
          </p>
          <SocialLinks className={styles.social} label="Social media" />
        </div>
      </div>
    </div>
  );
}
