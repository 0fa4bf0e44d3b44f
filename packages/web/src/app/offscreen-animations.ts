/**
 * Ends a style sheet's entrance animation (a card rising into place) that starts where nobody
 * sees it: Chrome does not hand an animation off screen to the compositor, it runs it on the main
 * thread, a style update each frame for as long as it lasts (about a thousand while a home page
 * starts on a phone, with the blocks below the screen each rising unseen as they are rendered).
 * On screen, an animation plays as before; one that loops (a marquee, a spinner) has no end and
 * is left be.
 *
 * Returns the listener for `animationstart`, which the page's inline starter adds. Where its
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
  const finishUnseen = (target: Element, events: AnimationEvent[]) => {
    for (const animation of target.getAnimations({ subtree: true })) {
      if (!events.some((event) => isOne(animation, event))) continue;
      if (animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY) continue;
      animation.finish();
    }
  };
  const observer = new page.IntersectionObserver((entries) => {
    for (const entry of entries) {
      observer.unobserve(entry.target);
      const events = started.get(entry.target) ?? [];
      started.delete(entry.target);
      if (!entry.isIntersecting) finishUnseen(entry.target, events);
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
    observer.observe(target);
  };
}
