import { expect, it } from 'vitest';
import { onFirstActivity } from './visitor-activity.ts';

// The module's state is the page's: one visit, one first activity. One test walks through it.
it('calls back at the visitor first action, once, and at once for callers after it', () => {
  const calls: string[] = [];
  onFirstActivity(() => calls.push('first'));
  const cancel = onFirstActivity(() => calls.push('cancelled'));
  cancel();
  window.dispatchEvent(new Event('resize'));
  expect(calls).toEqual([]);
  window.dispatchEvent(new Event('scroll'));
  expect(calls).toEqual(['first']);
  window.dispatchEvent(new Event('pointerdown'));
  expect(calls).toEqual(['first']);
  onFirstActivity(() => calls.push('later'));
  expect(calls).toEqual(['first', 'later']);
});
