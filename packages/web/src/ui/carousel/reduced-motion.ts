import type { SwiperOptions } from 'swiper/types';

/**
 * A carousel for visitors who ask for less motion (`prefers-reduced-motion`): its slides change
 * only when they press the arrows, and at once, without autoplay or a slow fade.
 */
export function withMotionPreference(options: SwiperOptions, reduceMotion: boolean): SwiperOptions {
  return reduceMotion ? { ...options, autoplay: false, speed: 0 } : options;
}

export const prefersReducedMotion = (): boolean =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
