import { faArrowLeft } from '@fortawesome/free-solid-svg-icons/faArrowLeft';
import { faArrowRight } from '@fortawesome/free-solid-svg-icons/faArrowRight';
import type { MouseEvent } from 'react';
import { Icon } from '../icon.tsx';

export type SlideMove = 'previous' | 'next';

/** The id of a carousel's `index`th slide (0-based): `prefix-1`, `prefix-2`… */
export const slideId = (prefix: string, index: number) => `${prefix}-${index + 1}`;

/** The slides before and after the `index`th of `count`, wrapping at both ends. */
export function neighbours(prefix: string, index: number, count: number) {
  return {
    previous: slideId(prefix, (index - 1 + count) % count),
    next: slideId(prefix, (index + 1) % count),
  };
}

interface Props {
  /** The id of the slide the previous arrow leads to, and of the one the next arrow leads to. */
  previous: string;
  next: string;
  /** What the arrows move, as their labels say it: "slide" gives "Previous slide", "Next slide". */
  what: string;
  /** The app's handler (it moves the carousel itself); without the app the links do. */
  onArrow?: (move: SlideMove) => (event: MouseEvent) => void;
  className: string;
  arrowClassName: string;
}

/**
 * A slide's previous/next arrows: links to the slides beside it, so that they page the carousel
 * without the app (the browser scrolls to, or shows, the slide the link names). Each slide has its
 * own pair; the carousel's style sheet shows the current slide's.
 */
export function SlideArrows({ previous, next, what, onArrow, className, arrowClassName }: Props) {
  return (
    <div className={className}>
      <a
        href={`#${previous}`}
        className={arrowClassName}
        aria-label={`Previous ${what}`}
        onClick={onArrow?.('previous')}
      >
        <Icon icon={faArrowLeft} />
      </a>
      <a href={`#${next}`} className={arrowClassName} aria-label={`Next ${what}`} onClick={onArrow?.('next')}>
        <Icon icon={faArrowRight} />
      </a>
    </div>
  );
}
