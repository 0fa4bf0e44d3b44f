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
import { Carousel } from '../../ui/carousel/carousel.tsx';
import { CarouselArrows } from '../../ui/carousel/carousel-arrows.tsx';
import { useCarouselControls } from '../../ui/carousel/carousel-controls.ts';
import { Icon } from '../../ui/icon.tsx';
import { CARD_SIZES, ResponsiveImage } from '../../ui/responsive-image.tsx';
import section from '../shared/section.module.css';
import { SectionHeading } from '../shared/section-heading.tsx';
import styles from './services-slider.module.css';

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

/**
 * 1, 2 or 3 slides by width at the 575/767/990 px breakpoints (spec public §2); the static
 * first view (services-slider.module.css `.static`) lays them out the same way.
 */
export const servicesSliderBreakpoints = {
  575: { slidesPerView: 1 },
  767: { slidesPerView: 2 },
  990: { slidesPerView: 3 },
};

const sliderOptions = {
  slidesPerView: 1,
  spaceBetween: 24,
  breakpoints: servicesSliderBreakpoints,
  loop: true,
  autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true },
  a11y: { prevSlideMessage: 'Previous services', nextSlideMessage: 'Next services' },
};

/** The services slider with its six named items. */
export function ServicesSlider() {
  const swiper = useCarouselControls();
  // The slider's items are fixed; a service of the same name lends its picture and its page.
  const { data: services } = useQuery(serviceQueries.list());
  const byTitle = new Map((services ?? []).map((service) => [service.title.trim().toLowerCase(), service]));
  return (
    <section className={`${section.section} ${section.dark} ${styles.section}`} aria-labelledby="services-slider-title">
      <div className={section.container}>
        <div className={styles.head}>
          <SectionHeading
            id="services-slider-title"
            eyebrow="What We Do"
            title="Woodwork for Every Room of Your Home"
            align="start"
          />
          <CarouselArrows controls={swiper} className={styles.nav} arrowClassName={styles.arrow} what="services" />
        </div>
        <div data-cursor="drag">
          <Carousel
            controls={swiper}
            options={sliderOptions}
            staticClassName={styles.static}
            slideClassName={styles.slide}
            slides={sliderServices.map((service, index) => {
              const match = byTitle.get(service.title.toLowerCase());
              return {
                key: service.title,
                content: (
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
                ),
              };
            })}
          />
        </div>
      </div>
    </section>
  );
}
