import { describe, expect, it } from 'vitest';
import { withMotionPreference } from './reduced-motion.ts';

describe('withMotionPreference', () => {
  const options = { effect: 'fade' as const, speed: 2000, autoplay: { delay: 5000 }, loop: true };

  it('stops autoplay and makes changes instant when less motion is asked for', () => {
    expect(withMotionPreference(options, true)).toEqual({ effect: 'fade', speed: 0, autoplay: false, loop: true });
  });

  it('leaves the settings as they are otherwise', () => {
    expect(withMotionPreference(options, false)).toBe(options);
  });
});
