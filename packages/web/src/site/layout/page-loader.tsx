import { useEffect, useState } from 'react';
import { LogoMark } from './logo.tsx';
import styles from './page-loader.module.css';
import { LOADER_DELAY_MS } from './page-loader-delay.ts';

const FADE_MS = 600;

type Phase = 'visible' | 'fading' | 'gone';

/**
 * A full-screen loader over the first paint; decorative, so hidden from assistive technology.
 * The page's inline starter (delivery/page-starter.ts) fades it before the app has started;
 * this component fades it on the same schedule when the app renders the page itself, and
 * removes it after.
 */
export function PageLoader() {
  const [phase, setPhase] = useState<Phase>('visible');

  useEffect(() => {
    let fadeTimer: number | undefined;
    let removeTimer: number | undefined;
    const start = () => {
      fadeTimer = window.setTimeout(() => {
        setPhase('fading');
        removeTimer = window.setTimeout(() => setPhase('gone'), FADE_MS);
      }, LOADER_DELAY_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(fadeTimer);
      window.clearTimeout(removeTimer);
    };
  }, []);

  if (phase === 'gone') return null;
  return (
    <div className={`${styles.loader} ${phase === 'fading' ? styles.fading : ''}`} aria-hidden="true" data-page-loader>
      <div className={styles.mark}>
        <LogoMark className={styles.logo} />
        <span className={styles.ring} />
      </div>
      <p className={styles.word}>Grain</p>
    </div>
  );
}
