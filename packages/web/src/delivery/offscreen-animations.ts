/**
 * Set on an element while a looping animation of its own (or of its `::before`/`::after`) is off
 * screen; global.css pauses its animations then.
 */
export const OFF_SCREEN_ATTRIBUTE = 'data-off-screen';

/**
 * Keeps animations nobody sees from running. Chrome does not hand an animation off screen to
 * the compositor: it runs it on the main thread, a style update each frame.
 * - An entrance animation (a card rising into place) that starts off screen ends at once: the
 *   blocks below the screen each rose unseen as they were rendered (about a thousand style
 *   updates while a home page starts on a phone). On screen, it plays as before.
 * - A loop (the slogan marquee, the video button's ripple) is paused while it is off screen, and
 *   plays on as it comes back: the element carries `data-off-screen` (OFF_SCREEN_ATTRIBUTE), which
 *   global.css pauses, so that the style sheets' own pauses (the marquee's on hover) still work.
 *
 * Returns the listener for `animationstart`, which the page's inline starter adds. Where an
 * element is, is asked of an IntersectionObserver, which answers with the rendering of that same
 * frame: measuring it in the listener would lay the page out again for each animation that
 * starts (about 3 ms each on a slow phone, as the previous one's end has changed the style).
 *
 * Self-contained, and without a `<`: the starter (page-starter.ts) is sent with its source text.
 */
export function finishOffScreenAnimations(page: Window & typeof globalThis): (event: AnimationEvent) => void {
  const started = new Map<Element, AnimationEvent[]>();
  const isOne = (animation: Animation, event: AnimationEvent) => {
    const effect = animation.effect;
    if (!(effect instanceof page.KeyframeEffect) || effect.target !== event.target) return false;
    if ((effect.pseudoElement ?? '') !== event.pseudoElement) return false;
    return 'animationName' in animation && animation.animationName === event.animationName;
  };
  const loops = new page.IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.toggleAttribute('data-off-screen', !entry.isIntersecting);
  });
  const settle = (target: Element, events: AnimationEvent[], onScreen: boolean) => {
    for (const animation of target.getAnimations({ subtree: true })) {
      if (!events.some((event) => isOne(animation, event))) continue;
      if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) loops.observe(target);
      else if (!onScreen) animation.finish();
    }
  };
  const firstLook = new page.IntersectionObserver((entries) => {
    for (const entry of entries) {
      firstLook.unobserve(entry.target);
      const events = started.get(entry.target) ?? [];
      started.delete(entry.target);
      settle(entry.target, events, entry.isIntersecting);
    }
  });
  return (event) => {
    const target = event.target;
    if (!(target instanceof page.Element)) return;
    const events = started.get(target);
    if (events) {
      events.push(event);
      return;
    }
    started.set(target, [event]);
    firstLook.observe(target);
  };
}
