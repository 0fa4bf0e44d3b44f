import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useState,
} from 'react';
import type { SwiperOptions } from 'swiper/types';
import { useInView } from '../use-in-view.ts';
import type { CarouselControls } from './carousel-controls.ts';
import { prefersReducedMotion, withMotionPreference } from './reduced-motion.ts';
import { onFirstActivity } from './visitor-activity.ts';

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
  controls: CarouselControls;
}

export interface SwiperViewProps extends CarouselProps {
  advanceOnStart: boolean;
}

/** The Swiper-powered view, in a chunk of its own with Swiper's code and styles. */
const SwiperView = lazy(() => import('./swiper-view.tsx')) as ComponentType<SwiperViewProps>;

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

type Start = 'waiting' | 'visitor acted' | 'autoplay due';

/** The delay before the carousel's first autoplay step, or null if it does not play by itself. */
function autoplayDelay(options: SwiperOptions): number | null {
  const { autoplay } = withMotionPreference(options, prefersReducedMotion());
  if (!autoplay) return null;
  return autoplay === true ? 3000 : (autoplay.delay ?? 3000);
}

/**
 * When the carousel needs Swiper: once the visitor does anything (a tap, a key, a scroll), or
 * when its autoplay's first step is due (counted from when it came near the screen), whichever
 * comes first.
 */
function useStart(options: SwiperOptions, near: boolean): Start {
  const [start, setStart] = useState<Start>('waiting');
  const begin = useCallback(
    (reason: Start) => startTransition(() => setStart((now) => (now === 'waiting' ? reason : now))),
    [],
  );
  useEffect(() => onFirstActivity(() => begin('visitor acted')), [begin]);
  useEffect(() => {
    const delay = autoplayDelay(options);
    if (!near || delay === null) return;
    const timer = window.setTimeout(() => begin('autoplay due'), delay);
    return () => window.clearTimeout(timer);
  }, [options, near, begin]);
  return start;
}

/**
 * A carousel whose first view is plain HTML from the server, with the size it will keep, and
 * whose sliding code (Swiper) loads only when it is near the screen and needed: once the visitor
 * does anything on the page, or when its first autoplay step is due. A page that opens on a
 * carousel (the /home-2 hero) starts without Swiper's few hundred milliseconds of work on a
 * phone, visitors who never scroll to one never fetch it, and a press of an arrow meanwhile is
 * kept (CarouselControls) and made once Swiper runs.
 */
export function Carousel(props: CarouselProps) {
  const [box, near] = useInView<HTMLDivElement>({ rootMargin: '400px 0px' });
  const start = useStart(props.options, near);

  return (
    <div ref={box} className={props.className}>
      {near && start !== 'waiting' ? (
        <Suspense fallback={<StaticView {...props} />}>
          <SwiperView {...props} advanceOnStart={start === 'autoplay due'} />
        </Suspense>
      ) : (
        <StaticView {...props} />
      )}
    </div>
  );
}
