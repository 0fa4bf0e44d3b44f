import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faCircleCheck } from '@fortawesome/free-solid-svg-icons/faCircleCheck';
import { paths } from '@grain/contract/site-paths';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import workshop from '../shared/assets/workshop.svg';
import section from '../shared/section.module.css';
import styles from './about-intro.module.css';

/** The about page's opening banner with its Our Services link (spec public §2 "About page"). */
export function AboutIntro() {
  return (
    <section className={`${section.section} ${styles.intro}`} aria-labelledby="about-intro-title">
      <div className={`${section.container} ${styles.grid}`}>
        <div>
          <p className={section.eyebrow}>Who We Are</p>
          <h2 id="about-intro-title" className={`${section.title} ${styles.title}`}>
            A Family Workshop Shaping Wood Into Homes People Love
          </h2>
          <p className={styles.text}>
            Grain began in 2009 with two carpenters, one bench and a love for honest timber. Today our carpenters,
            joiners and floor fitters design and build furniture, kitchens, staircases and floors for homes across the
            Blue Ridge — still by hand, with the same care.
          </p>
          <ul className={styles.points}>
            <li>
              <Icon icon={faCircleCheck} />
              Responsibly sourced hardwoods
            </li>
            <li>
              <Icon icon={faCircleCheck} />
              Designed with you, built in-house
            </li>
            <li>
              <Icon icon={faCircleCheck} />
              10-year craftsmanship warranty
            </li>
          </ul>
          <div className={section.buttons}>
            <Link to={paths.services} className={section.button}>
              Our Services
              <Icon icon={faArrowRight} />
            </Link>
            <Link to={paths.contact} className={section.buttonOutline}>
              Contact Us
            </Link>
          </div>
        </div>
        <div className={styles.media}>
          <img
            src={workshop}
            alt="Illustration of our workshop: a workbench, hand tools and a finished chair"
            width={800}
            height={960}
          />
          <div className={styles.stamp} aria-hidden="true">
            <span className={styles.stampYear}>2009</span>
            <span className={styles.stampText}>Established</span>
          </div>
        </div>
      </div>
    </section>
  );
}
