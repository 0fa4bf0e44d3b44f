import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import { Icon } from '../icon.tsx';
import type { CarouselControls } from './carousel-controls.ts';

interface Props {
  controls: CarouselControls;
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
        onClick={() => controls.move('previous')}
        aria-label={`Previous ${what}`}
      >
        <Icon icon={faArrowLeft} />
      </button>
      <button
        type="button"
        className={arrowClassName}
        onClick={() => controls.move('next')}
        aria-label={`Next ${what}`}
      >
        <Icon icon={faArrowRight} />
      </button>
    </div>
  );
}
