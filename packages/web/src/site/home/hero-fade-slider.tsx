import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { paths } from '@grain/contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { bannerQueries } from '../../api/content-queries.ts';
import { neighbours, SlideArrows, slideId } from '../../ui/carousel/slide-arrows.tsx';
import { Icon } from '../../ui/icon.tsx';
import styles from './hero-fade-slider.module.css';
import { HeroSlide, HeroSlides } from './hero-slide.tsx';
import { useCarousel } from './use-carousel.ts';

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

const SLIDE_PREFIX = 'highlight';
const slideIds = slides.map((_, index) => slideId(SLIDE_PREFIX, index));

/**
 * The fading hero of the alternative home layout: three slides that cross-fade in 2 s every
 * 5 s and loop. Backgrounds come from the first banners' pictures when there are any. The slides
 * are stacked; each carries previous/next links to the others, so the browser pages them by
 * `:target` without the app, and the app takes over from the slide shown (use-carousel.ts).
 */
export function HeroFadeSlider() {
  const { data: banners } = useQuery(bannerQueries.list());
  const carousel = useCarousel(slideIds, FADE_AUTOPLAY_MS);
  const { onLink } = carousel;
  const pictures = useMemo(
    () =>
      (banners ?? []).flatMap(({ background_img_url: src, background_img_meta: meta }) => (src ? [{ src, meta }] : [])),
    [banners],
  );
  // Made once: a move re-renders only the two slides whose `current` changes (hero-slide.tsx).
  const contents = useMemo(
    () =>
      slides.map((slide, index) => (
        <>
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
          <SlideArrows
            {...neighbours(SLIDE_PREFIX, index, slides.length)}
            what="slide"
            onArrow={(move) => onLink(move === 'next' ? index + 1 : index - 1)}
            className={styles.nav}
            arrowClassName={styles.arrow}
          />
        </>
      )),
    [onLink],
  );

  return (
    <section
      className={styles.hero}
      data-hero
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-cursor="drag"
      {...carousel.pausing}
    >
      <HeroSlides live={carousel.live}>
        {slides.map((slide, index) => (
          <HeroSlide
            key={slide.title}
            id={slideIds[index]}
            index={index}
            count={slides.length}
            current={index === carousel.index}
            picture={pictures.length ? pictures[index % pictures.length] : null}
            className={styles.slide}
            backgroundClassName={styles.background}
          >
            {contents[index]}
          </HeroSlide>
        ))}
      </HeroSlides>
    </section>
  );
}
