import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faBoxArchive } from '@fortawesome/free-solid-svg-icons/faBoxArchive';
import { faCouch } from '@fortawesome/free-solid-svg-icons/faCouch';
import { faHouseChimney } from '@fortawesome/free-solid-svg-icons/faHouseChimney';
import { faPenRuler } from '@fortawesome/free-solid-svg-icons/faPenRuler';
import { faTableCellsLarge } from '@fortawesome/free-solid-svg-icons/faTableCellsLarge';
import { faTree } from '@fortawesome/free-solid-svg-icons/faTree';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { serviceQueries } from '../../api/content-queries.ts';
import { neighbours, SlideArrows, slideId } from '../../ui/carousel/slide-arrows.tsx';
import snap from '../../ui/carousel/snap-strip.module.css';
import { useSnapStrip } from '../../ui/carousel/use-snap-strip.ts';
import { Icon } from '../../ui/icon.tsx';
import { CARD_SIZES, ResponsiveImage } from '../../ui/responsive-image.tsx';
import section from '../shared/section.module.css';
import { SectionHeading } from '../shared/section-heading.tsx';
import styles from './services-slider.module.css';

const SLIDE_PREFIX = 'service-slide';

/** The six services of the slider (spec public §2). */
export const sliderServices = [
  {
    title: 'Wood Furnitures',
    icon: faCouch,
    text: 'Tables, chairs, beds and cabinets in solid hardwood, made to measure.',
  },
  {
    title: 'Wood Utilities',
    icon: faBoxArchive,
    text: 'Shelving, storage and everyday pieces that are as practical as they are beautiful.',
  },
  {
    title: 'Custom Works',
    icon: faPenRuler,
    text: 'One-of-a-kind commissions designed with you and built around your space.',
  },
  {
    title: 'House Renovation',
    icon: faHouseChimney,
    text: 'Staircases, doors, panelling and joinery restored or renewed with care.',
  },
  {
    title: 'Custom Cabin',
    icon: faTree,
    text: 'Garden rooms and timber cabins framed, clad and finished by our carpenters.',
  },
  {
    title: 'Wooden Floor',
    icon: faTableCellsLarge,
    text: 'Plank, parquet and herringbone floors laid, sanded and oiled to last.',
  },
];

/** The slider moves on by one service every 5 s (spec public §2; paused under the pointer or focus). */
export const SERVICES_AUTOPLAY_MS = 5000;

/**
 * The services slider with its six named items: a scroll-snap strip of 1, 2 or 3 cards by width
 * at the 575/767/990 px breakpoints (spec public §2; its style sheet), whose arrows are links to
 * the cards without the app and move it by one card with it.
 */
export function ServicesSlider() {
  const strip = useSnapStrip({ step: 'slide', autoplayMs: SERVICES_AUTOPLAY_MS });
  // The slider's items are fixed; a service of the same name lends its picture and its page.
  const { data: services } = useQuery(serviceQueries.list());
  const byTitle = new Map((services ?? []).map((service) => [service.title.trim().toLowerCase(), service]));
  return (
    <section
      className={`${section.section} ${section.dark} ${styles.section}`}
      aria-labelledby="services-slider-title"
      aria-roledescription="carousel"
      {...strip.pausing}
    >
      <div className={`${section.container} ${snap.arrowsHolder}`}>
        <div className={styles.head}>
          <SectionHeading
            id="services-slider-title"
            eyebrow="What We Do"
            title="Woodwork for Every Room of Your Home"
            align="start"
          />
          <div className={`${snap.arrowsPlace} ${styles.arrowsPlace}`} />
        </div>
        <div ref={strip.strip} className={`${snap.strip} ${styles.strip}`} data-cursor="drag">
          {sliderServices.map((service, index) => {
            const match = byTitle.get(service.title.toLowerCase());
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
              <div
                key={service.title}
                id={slideId(SLIDE_PREFIX, index)}
                className={`${snap.slide} ${styles.slide}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${sliderServices.length}`}
              >
                <SlideArrows
                  {...neighbours(SLIDE_PREFIX, index, sliderServices.length)}
                  what="services"
                  onArrow={strip.onArrow}
                  className={`${snap.arrows} ${styles.nav}`}
                  arrowClassName={styles.arrow}
                />
                <article className={styles.card}>
                  <div className={styles.picture}>
                    {match?.image_url && (
                      <ResponsiveImage
                        src={match.image_url}
                        meta={match.image_meta}
                        sizes={CARD_SIZES}
                        alt=""
                        className={styles.image}
                      />
                    )}
                  </div>
                  <div className={styles.body}>
                    <span className={styles.icon}>
                      <Icon icon={service.icon} />
                    </span>
                    <span
                      className={styles.number}
                      aria-hidden="true"
                      data-number={String(index + 1).padStart(2, '0')}
                    />
                    <h3 className={styles.title}>{service.title}</h3>
                    <p className={styles.text}>{service.text}</p>
                    <Link to={match ? paths.service(match.id) : paths.services} className={styles.more}>
                      Read More<span className="visually-hidden"> about {service.title}</span>
                      <Icon icon={faArrowRight} />
                    </Link>
                  </div>
                </article>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
