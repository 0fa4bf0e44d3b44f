import { useEffect, useState } from 'react';

/** Counters run for 3 s (spec public §9). */
export const COUNT_DURATION_MS = 3000;

/** Ease-out so the numbers slow down as they reach their target. */
export function countAt(target: number, elapsed: number, duration = COUNT_DURATION_MS): number {
  if (elapsed >= duration) return target;
  const progress = Math.max(0, elapsed) / duration;
  return Math.round(target * (1 - (1 - progress) ** 3));
}

/** Counts from 0 to `target` over `duration` once `running` turns true. */
export function useCountUp(target: number, running: boolean, duration = COUNT_DURATION_MS): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    let frame = 0;
    const tick = () => {
      const elapsed = Date.now() - started;
      setValue(countAt(target, elapsed, duration));
      if (elapsed < duration) frame = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(frame);
  }, [target, running, duration]);

  return running ? value : 0;
}
