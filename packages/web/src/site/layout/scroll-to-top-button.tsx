import { faArrowUp } from '@fortawesome/free-solid-svg-icons/faArrowUp';
import { type MouseEvent, useEffect, useRef } from 'react';
import { Icon } from '../../ui/icon.tsx';
import styles from './scroll-to-top-button.module.css';
import { isScrollTopVisible, useWindowScrollTest } from './use-scroll.ts';

const RADIUS = 24;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The circle that appears after 50 px of scroll, its ring showing how far down the page is. It
 * is a link to the top of the page (#top); the app shows it as the page scrolls and scrolls up
 * smoothly. Until the app, it stays hidden.
 */
export function ScrollToTopButton() {
  const visible = useWindowScrollTest(isScrollTopVisible);
  const progressRef = useRef<SVGCircleElement>(null);

  useEffect(() => {
    const update = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const ratio = max > 0 ? Math.min(1, window.scrollY / max) : 0;
      progressRef.current?.setAttribute('stroke-dashoffset', String(CIRCUMFERENCE * (1 - ratio)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollUp = (event: MouseEvent) => {
    event.preventDefault();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('top')?.focus({ preventScroll: true });
  };

  // Hidden (visibility), it can be neither seen, focused nor read: no aria-hidden is needed. A
  // link is content, which belongs in a landmark (axe's `region`): its own small navigation.
  return (
    <nav aria-label="Back to top">
      {/* biome-ignore lint/a11y/useValidAnchor: a real link to #top, which works before the app; the app scrolls smoothly */}
      <a
        href="#top"
        className={`${styles.button} ${visible ? styles.visible : ''}`}
        onClick={scrollUp}
        aria-label="Scroll to top"
        data-visible={visible}
      >
        <svg className={styles.ring} viewBox="0 0 52 52" aria-hidden="true" focusable="false">
          <circle cx="26" cy="26" r={RADIUS} className={styles.track} />
          <circle
            ref={progressRef}
            cx="26"
            cy="26"
            r={RADIUS}
            className={styles.progress}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE}
          />
        </svg>
        <Icon icon={faArrowUp} />
      </a>
    </nav>
  );
}
