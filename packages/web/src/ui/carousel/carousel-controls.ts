import { useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

export type CarouselMove = 'previous' | 'next';

/**
 * Where a carousel's arrows send their presses. Swiper loads on demand (carousel.tsx), so a press
 * can come before it runs: it is kept and made once Swiper is attached, not lost.
 */
export class CarouselControls {
  private swiper: SwiperInstance | null = null;
  private pending: CarouselMove[] = [];

  attach(swiper: SwiperInstance): void {
    this.swiper = swiper;
    for (const move of this.pending.splice(0)) this.move(move);
  }

  detach(): void {
    this.swiper = null;
  }

  move(move: CarouselMove): void {
    if (!this.swiper) this.pending.push(move);
    else if (move === 'next') this.swiper.slideNext();
    else this.swiper.slidePrev();
  }
}

/** The controls of one carousel, for its view and its arrows. */
export function useCarouselControls(): CarouselControls {
  const controls = useRef<CarouselControls | null>(null);
  controls.current ??= new CarouselControls();
  return controls.current;
}
