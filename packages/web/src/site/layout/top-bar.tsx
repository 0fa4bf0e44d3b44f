import { type ContactDetails, OPENING_HOURS } from './contact-details.ts';
import { socialLinks } from './menu.ts';
import styles from './top-bar.module.css';

/** The strip above the header: email, address and opening hours (spec public §2). */
export function TopBar({ contact }: { contact: ContactDetails }) {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <ul className={styles.info} aria-label="Contact details">
          <li>
            <i className="fa-regular fa-envelope" aria-hidden="true" />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
          <li className={styles.address}>
            <i className="fa-solid fa-location-dot" aria-hidden="true" />
            <span>{contact.location}</span>
          </li>
        </ul>
        <div className={styles.end}>
          <p className={styles.hours}>
            <i className="fa-regular fa-clock" aria-hidden="true" />
            <span>{OPENING_HOURS}</span>
          </p>
          <ul className={styles.social} aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a href={social.href} target="_blank" rel="noreferrer">
                  <i className={social.icon} aria-hidden="true" />
                  <span className="visually-hidden">{social.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
