import type { ImageMeta } from '@grain/contract/image-meta';
import { memo, type ReactNode } from 'react';
import { loadingByPosition } from '../../ui/image-loading.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import styles from './hero-slides.module.css';

/** A hero's slides, stacked in one place (`live` once the app runs them: use-carousel.ts). */
export function HeroSlides({ live, children }: { live: boolean; children: ReactNode }) {
  return (
    <div className={styles.slides} data-live={live ? '' : undefined}>
      {children}
    </div>
  );
}

interface HeroSlideProps {
  id: string;
  index: number;
  count: number;
  current: boolean;
  /** The background picture, over the wood texture; none shows the texture alone. */
  picture: { src: string; meta?: ImageMeta | null } | null;
  /** The hero's own classes for the slide and its background (their layout and overlay). */
  className: string;
  backgroundClassName: string;
  children: ReactNode;
}

/**
 * One slide of a hero (WAI-ARIA carousel pattern): shown by hero-slides.module.css when it is the
 * URL's fragment before the app or the current one with it; its background picture loads by its
 * position (the first eagerly, the largest paint of the page). Memoised: its hero makes the content
 * once, so moving re-renders only the slides that are shown or hidden.
 */
export const HeroSlide = memo(function HeroSlide({
  id,
  index,
  count,
  current,
  picture,
  className,
  backgroundClassName,
  children,
}: HeroSlideProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel pattern), not a fieldset of form controls
    <div
      id={id}
      className={`${styles.slide} ${className}`}
      data-current={current ? '' : undefined}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
    >
      <div className={`${styles.background} ${backgroundClassName}`}>
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
      {children}
    </div>
  );
});
