import { A11y, Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import type { CarouselProps } from './carousel.tsx';
import { prefersReducedMotion, withMotionPreference } from './reduced-motion.ts';

/** The carousel once Swiper runs (loaded on demand by carousel.tsx). */
export default function SwiperView({ slides, options, slideClassName, controls }: CarouselProps) {
  return (
    <Swiper
      modules={[A11y, Autoplay, EffectFade]}
      {...withMotionPreference(options, prefersReducedMotion())}
      onSwiper={(swiper) => {
        controls.current = swiper;
      }}
      onDestroy={() => {
        controls.current = null;
      }}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} className={slideClassName}>
          {slide.content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
