import type { Swiper as SwiperInstance } from 'swiper/types';
import { describe, expect, it } from 'vitest';
import { CarouselControls } from './carousel-controls.ts';

/** Records the moves a carousel is asked for (in the place of Swiper). */
function recordingSwiper() {
  const moves: string[] = [];
  const swiper = {
    slideNext: () => moves.push('next'),
    slidePrev: () => moves.push('previous'),
  } as unknown as SwiperInstance;
  return { swiper, moves };
}

describe('CarouselControls', () => {
  it('keeps the presses made before Swiper runs and makes them, in order, once it is attached', () => {
    const controls = new CarouselControls();
    const { swiper, moves } = recordingSwiper();
    controls.move('next');
    controls.move('next');
    controls.move('previous');
    expect(moves).toEqual([]);
    controls.attach(swiper);
    expect(moves).toEqual(['next', 'next', 'previous']);
    controls.move('previous');
    expect(moves).toEqual(['next', 'next', 'previous', 'previous']);
  });

  it('keeps presses again once Swiper is gone, for the next one attached', () => {
    const controls = new CarouselControls();
    const first = recordingSwiper();
    controls.attach(first.swiper);
    controls.detach();
    controls.move('next');
    expect(first.moves).toEqual([]);
    const second = recordingSwiper();
    controls.attach(second.swiper);
    expect(second.moves).toEqual(['next']);
  });
});
