import { A11y, Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import type { SwiperViewProps } from './carousel.tsx';
import { prefersReducedMotion, withMotionPreference } from './reduced-motion.ts';

/**
 * The carousel once Swiper runs (loaded on demand by carousel.tsx). `advanceOnStart`: it was
 * loaded because its autoplay's first step was due, so it takes that step at once.
 */
export default function SwiperView({ slides, options, slideClassName, controls, advanceOnStart }: SwiperViewProps) {
  return (
    <Swiper
      modules={[A11y, Autoplay, EffectFade]}
      {...withMotionPreference(options, prefersReducedMotion())}
      onSwiper={(swiper) => {
        controls.attach(swiper);
        if (advanceOnStart) swiper.slideNext();
      }}
      onDestroy={() => controls.detach()}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} className={slideClassName}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
