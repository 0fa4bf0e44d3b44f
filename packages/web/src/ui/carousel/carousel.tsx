import { type ComponentType, lazy, type ReactNode, type RefObject, Suspense } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { useInView } from '../use-in-view.ts';

export interface Slide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  slides: Slide[];
  /** Swiper's settings once it runs (type-only here: Swiper's code is not in this module). */
  options: SwiperOptions;
  className?: string;
  slideClassName?: string;
  /**
   * The layout before Swiper runs (server HTML, first paint), as Swiper will lay the slides
   * out: e.g. one, two or three slides per view by width. Its children are the slides.
   */
  staticClassName: string;
  /** Where the carousel's previous/next buttons send their presses. */
  controls: RefObject<SwiperInstance | null>;
}

/** The Swiper-powered view, in a chunk of its own with Swiper's code and styles. */
const SwiperView = lazy(() => import('./swiper-view.tsx')) as ComponentType<CarouselProps>;

function StaticView({ slides, staticClassName, slideClassName }: CarouselProps) {
  return (
    <div className={staticClassName}>
      {slides.map((slide) => (
        <div key={slide.key} className={slideClassName}>
          {slide.content}
        </div>
      ))}
    </div>
  );
}

/**
 * A carousel whose first view is plain HTML from the server, with the size it will keep, and
 * whose sliding code (Swiper) loads only when the carousel comes near the screen: pages paint
 * and hydrate without it, and visitors who never scroll to it never fetch it.
 */
export function Carousel(props: CarouselProps) {
  const [box, wanted] = useInView<HTMLDivElement>({ rootMargin: '400px 0px' });

  return (
    <div ref={box} className={props.className}>
      {wanted ? (
        <Suspense fallback={<StaticView {...props} />}>
          <SwiperView {...props} />
        </Suspense>
      ) : (
        <StaticView {...props} />
      )}
    </div>
  );
}
