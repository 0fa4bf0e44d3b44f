import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { faPlay } from '@fortawesome/free-solid-svg-icons/faPlay';
import type { Banner } from '@grain/contract/content-types';
import { useQuery } from '@tanstack/react-query';
import { type PointerEvent, useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { bannerQueries } from '../../api/content-queries.ts';
import { neighbours, SlideArrows, slideId } from '../../ui/carousel/slide-arrows.tsx';
import { FirstPaintMark } from '../../ui/first-paint-mark.tsx';
import { Icon } from '../../ui/icon.tsx';
import { loadingByPosition } from '../../ui/image-loading.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import styles from './hero-banner-carousel.module.css';
import { HeroSlide, HeroSlides } from './hero-slide.tsx';
import { useCarousel } from './use-carousel.ts';
import { VideoLightbox } from './video-lightbox-on-demand.ts';

/** A horizontal swipe of at least this many pixels changes the slide on touch screens. */
const SWIPE_DISTANCE = 50;
/** Where the headline picture shows beside the text (its style sheet hides it on narrower screens). */
const HEADLINE_SHOWN = '(min-width: 992px)';

/** An internal path becomes a router link, anything else a plain link. */
function BannerButton({ banner }: { banner: Banner }) {
  const label = banner.button_text?.trim() || 'Explore';
  const href = banner.button_link?.trim() || '/';
  const content = (
    <>
      {label}
      <Icon icon={faArrowRight} />
    </>
  );
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={styles.button}>
        {content}
      </Link>
    );
  }
  return (
    <a href={href} className={styles.button}>
      {content}
    </a>
  );
}

/**
 * The home page's hero banners (spec public §2): nothing while loading, on failure or without
 * banners; otherwise slides that advance every 5 s, pause under the pointer, and have
 * previous/next buttons and one dot per banner.
 */
export function HeroBannerCarousel() {
  const { data } = useQuery(bannerQueries.list());
  const banners = data ?? [];
  if (banners.length === 0) return null;
  return <BannerSlides banners={banners} />;
}

const SLIDE_PREFIX = 'hero-slide';

/**
 * The banners stacked in one place, one shown at a time. Each slide carries its own arrows and
 * dots, links to the other slides: without the app the browser shows the slide the URL names
 * (`:target`, the first by default), so they work before and without it; the app takes over from
 * the slide shown (use-carousel.ts), autoplays and crossfades.
 */
export function BannerSlides({ banners }: { banners: Banner[] }) {
  const ids = useMemo(() => banners.map((_, index) => slideId(SLIDE_PREFIX, index)), [banners]);
  const carousel = useCarousel(ids);
  const { onLink } = carousel;
  const [video, setVideo] = useState<Banner | null>(null);
  const [videoOpen, setVideoOpen] = useState(false);
  const onVideo = useCallback((banner: Banner) => {
    setVideo(banner);
    setVideoOpen(true);
  }, []);
  const swipeStart = useRef<number | null>(null);
  const several = banners.length > 1;

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null || !several) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance <= -SWIPE_DISTANCE) carousel.next();
    else if (distance >= SWIPE_DISTANCE) carousel.previous();
  };

  // A slide's content does not change with the slide shown: made once, a move re-renders only
  // the two slides whose `current` changes (hero-slide.tsx), not every slide's pictures and links.
  const slides = useMemo(
    () =>
      banners.map((banner, index) => ({
        key: banner.id,
        id: ids[index],
        picture: banner.background_img_url
          ? { src: banner.background_img_url, meta: banner.background_img_meta }
          : null,
        content: (
          <>
            <div className={styles.inner}>
              <div className={styles.content}>
                {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
                <h2 className={styles.title}>{banner.title}</h2>
                {banner.description && <p className={styles.description}>{banner.description}</p>}
                <div className={styles.actions}>
                  <BannerButton banner={banner} />
                  {banner.video_url && (
                    <button type="button" className={styles.play} onClick={() => onVideo(banner)}>
                      <span className={styles.playIcon}>
                        <Icon icon={faPlay} />
                      </span>
                      Watch Video
                    </button>
                  )}
                </div>
              </div>
              {banner.headline_img_url && (
                <div className={styles.headline}>
                  <ResponsiveImage
                    src={banner.headline_img_url}
                    meta={banner.headline_img_meta}
                    sizes="(min-width: 990px) 40vw, 80vw"
                    alt=""
                    className={styles.headlineImage}
                    width={640}
                    height={800}
                    shownWhen={HEADLINE_SHOWN}
                    {...loadingByPosition(index, { priority: 'auto' })}
                  />
                </div>
              )}
            </div>
            {several && (
              <div className={styles.controls}>
                <SlideArrows
                  {...neighbours(SLIDE_PREFIX, index, banners.length)}
                  what="slide"
                  onArrow={(move) => onLink(move === 'next' ? index + 1 : index - 1)}
                  className={styles.arrows}
                  arrowClassName={styles.arrow}
                />
                <div className={styles.dots}>
                  {banners.map((other, target) => (
                    <a
                      key={other.id}
                      href={`#${ids[target]}`}
                      className={styles.dot}
                      aria-current={target === index ? 'true' : undefined}
                      onClick={onLink(target)}
                    >
                      <span className="visually-hidden">Go to slide {target + 1}</span>
                    </a>
                  ))}
                </div>
              </div>
            )}
          </>
        ),
      })),
    [banners, ids, several, onLink, onVideo],
  );

  return (
    <section
      className={styles.hero}
      data-hero
      aria-roledescription="carousel"
      aria-label="Featured"
      {...carousel.pausing}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      <HeroSlides live={carousel.live}>
        {slides.map((slide, index) => (
          <HeroSlide
            key={slide.key}
            id={slide.id}
            index={index}
            count={slides.length}
            current={index === carousel.index}
            picture={slide.picture}
            className={styles.slide}
            backgroundClassName={styles.background}
          >
            {slide.content}
          </HeroSlide>
        ))}
      </HeroSlides>
      <FirstPaintMark after="hero" />
      {video?.video_url && (
        <VideoLightbox open={videoOpen} onClose={() => setVideoOpen(false)} src={video.video_url} title={video.title} />
      )}
    </section>
  );
}
