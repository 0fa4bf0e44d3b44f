import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { bannerQueries } from '../../api/content-queries.ts';
import { Carousel } from '../../ui/carousel/carousel.tsx';
import { CarouselArrows } from '../../ui/carousel/carousel-arrows.tsx';
import { useCarouselControls } from '../../ui/carousel/carousel-controls.ts';
import { Icon } from '../../ui/icon.tsx';
import { loadingByPosition } from '../../ui/image-loading.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import styles from './hero-fade-slider.module.css';

/** Spec public §9: autoplay 5000 ms, transition 2000 ms. */
export const FADE_AUTOPLAY_MS = 5000;
export const FADE_SPEED_MS = 2000;

const slides = [
  {
    eyebrow: 'Handcrafted in our workshop',
    title: 'Furniture Made to Be Lived With',
    text: 'Solid oak, walnut and ash shaped by hand into tables, chairs and cabinets that become part of your story.',
    primary: { label: 'Explore Products', to: paths.products },
  },
  {
    eyebrow: 'Custom joinery & cabinetry',
    title: 'Built Around the Way You Live',
    text: 'Kitchens, wardrobes and shelving measured, designed and fitted for your home — down to the last millimetre.',
    primary: { label: 'Our Services', to: paths.services },
  },
  {
    eyebrow: 'Wooden floors & renovation',
    title: 'Floors That Age Beautifully',
    text: 'From wide oak planks to classic herringbone, laid and finished by craftsmen who love the grain as much as you do.',
    primary: { label: 'View Projects', to: paths.projects },
  },
];

const fadeOptions = {
  effect: 'fade' as const,
  fadeEffect: { crossFade: true },
  speed: FADE_SPEED_MS,
  autoplay: { delay: FADE_AUTOPLAY_MS, disableOnInteraction: false },
  loop: true,
};

/**
 * The fading hero of the alternative home layout: three slides that cross-fade in 2 s every
 * 5 s and loop. Backgrounds come from the first banners' pictures when there are any.
 */
export function HeroFadeSlider() {
  const { data: banners } = useQuery(bannerQueries.list());
  const swiper = useCarouselControls();
  const pictures = (banners ?? []).flatMap(({ background_img_url: src, background_img_meta: meta }) =>
    src ? [{ src, meta }] : [],
  );

  return (
    <section
      className={styles.hero}
      data-hero
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-cursor="drag"
    >
      <Carousel
        controls={swiper}
        options={fadeOptions}
        className={styles.swiper}
        staticClassName={styles.static}
        slideClassName={styles.slide}
        slides={slides.map((slide, index) => {
          const picture = pictures.length ? pictures[index % pictures.length] : null;
          return {
            key: slide.title,
            content: (
              <>
                <div className={styles.background}>
                  {picture && (
                    <ResponsiveImage
                      className={styles.backgroundImage}
                      src={picture.src}
                      meta={picture.meta}
                      sizes="100vw"
                      alt=""
                      width={1600}
                      height={900}
                      {...loadingByPosition(index)}
                    />
                  )}
                </div>
                <div className={styles.inner}>
                  <p className={styles.eyebrow}>{slide.eyebrow}</p>
                  <h2 className={styles.title}>{slide.title}</h2>
                  <p className={styles.text}>{slide.text}</p>
                  <div className={styles.actions}>
                    <Link to={slide.primary.to} className={styles.button}>
                      {slide.primary.label}
                      <Icon icon={faArrowRight} />
                    </Link>
                    <Link to={paths.contact} className={styles.buttonLight}>
                      Get A Quote
                    </Link>
                  </div>
                </div>
              </>
            ),
          };
        })}
      />
      <CarouselArrows controls={swiper} className={styles.nav} arrowClassName={styles.arrow} what="slide" />
    </section>
  );
}
