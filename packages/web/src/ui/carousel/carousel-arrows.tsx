import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import type { RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Icon } from '../icon.tsx';

interface Props {
  controls: RefObject<SwiperInstance | null>;
  className: string;
  arrowClassName: string;
  /** What the buttons move, as their labels say it: "slide" gives "Previous slide", "Next slide". */
  what: string;
}

/** The previous/next buttons of a carousel, driving it through its controls. */
export function CarouselArrows({ controls, className, arrowClassName, what }: Props) {
  return (
    <div className={className}>
      <button
        type="button"
        className={arrowClassName}
        onClick={() => controls.current?.slidePrev()}
        aria-label={`Previous ${what}`}
      >
        <Icon icon={faArrowLeft} />
      </button>
      <button
        type="button"
        className={arrowClassName}
        onClick={() => controls.current?.slideNext()}
        aria-label={`Next ${what}`}
      >
        <Icon icon={faArrowRight} />
      </button>
    </div>
  );
}
