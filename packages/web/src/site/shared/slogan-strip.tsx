import { faAsterisk } from '@fortawesome/free-solid-svg-icons/faAsterisk';
import { Icon } from '../../ui/icon.tsx';
import styles from './slogan-strip.module.css';

/** The slogan strip items (spec public §1). */
export const slogans = [
  'Professional Worker',
  'Trusted Company',
  'Natural Unique Materials',
  'Affordable Cost Rate',
  'Modern Design',
  'Flexible Pricing',
  'Quality Customers Service',
];

/** The scrolling band of slogans; the second copy only makes the loop seamless. */
export function SloganStrip() {
  return (
    <section className={styles.strip} aria-label="What we stand for">
      <div className={styles.track}>
        {[false, true].map((copy) => (
          <ul key={String(copy)} className={styles.list} aria-hidden={copy || undefined}>
            {slogans.map((slogan) => (
              <li key={slogan} className={styles.item}>
                <Icon icon={faAsterisk} />
                {slogan}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
