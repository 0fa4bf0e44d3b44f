/**
 * Ends at once a style sheet's entrance animation (a card rising into place) that starts where
 * nobody sees it: Chrome does not hand an animation off screen to the compositor, it runs it on
 * the main thread, a style update each frame for as long as it lasts (about a thousand while a
 * home page starts on a phone, with the blocks below the screen each rising unseen as they are
 * rendered). On screen, an animation plays as before; one that loops (a marquee, a spinner) has
 * no end and is left be. For `animationstart`, which the page's inline starter listens to.
 *
 * Self-contained, and without a `<`: the starter (page-starter.ts) is sent with its source text.
 */
export function finishIfOffScreen(page: Window & typeof globalThis, event: AnimationEvent): void {
  const target = event.target;
  if (!(target instanceof page.Element)) return;
  const { top, bottom } = target.getBoundingClientRect();
  if (bottom > 0 && page.innerHeight > top) return;
  for (const animation of target.getAnimations({ subtree: Boolean(event.pseudoElement) })) {
    const effect = animation.effect;
    if (!(effect instanceof page.KeyframeEffect) || effect.target !== target) continue;
    if ((effect.pseudoElement ?? '') !== event.pseudoElement) continue;
    if (!('animationName' in animation) || animation.animationName !== event.animationName) continue;
    if (effect.getComputedTiming().endTime === Number.POSITIVE_INFINITY) continue;
    animation.finish();
  }
}
