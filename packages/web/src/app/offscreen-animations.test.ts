import { describe, expect, it, vi } from 'vitest';
import { finishIfOffScreen } from './offscreen-animations.ts';

/** jsdom has no Web Animations: a keyframe effect and a CSS animation as a browser reports them. */
class Effect {
  readonly target: Element;
  readonly pseudoElement: string | null;
  private readonly endTime: number;
  constructor(target: Element, pseudoElement: string | null, endTime: number) {
    this.target = target;
    this.pseudoElement = pseudoElement;
    this.endTime = endTime;
  }
  getComputedTiming() {
    return { endTime: this.endTime };
  }
}

function animation(
  target: Element,
  animationName: string,
  { endTime = 700, pseudoElement = null as string | null } = {},
) {
  return { animationName, effect: new Effect(target, pseudoElement, endTime), finish: vi.fn() };
}

function setUp(top: number) {
  const target = document.createElement('li');
  target.getBoundingClientRect = () => ({ top, bottom: top + 200 }) as DOMRect;
  const page = { Element, KeyframeEffect: Effect, innerHeight: 800 } as unknown as Window & typeof globalThis;
  return { target, page };
}

const started = (target: Element, animationName: string, pseudoElement = '') =>
  ({ type: 'animationstart', animationName, pseudoElement, target }) as unknown as AnimationEvent;

describe('finishIfOffScreen', () => {
  it('ends an entrance animation that starts below or above the window', () => {
    for (const top of [900, -400]) {
      const { target, page } = setUp(top);
      const rise = animation(target, 'rise');
      const other = animation(target, 'glow');
      target.getAnimations = () => [rise, other] as unknown as Animation[];
      finishIfOffScreen(page, started(target, 'rise'));
      expect(rise.finish).toHaveBeenCalledOnce();
      expect(other.finish).not.toHaveBeenCalled();
    }
  });

  it('lets an animation on screen play, and one that loops run', () => {
    const onScreen = setUp(500);
    const rise = animation(onScreen.target, 'rise');
    onScreen.target.getAnimations = () => [rise] as unknown as Animation[];
    finishIfOffScreen(onScreen.page, started(onScreen.target, 'rise'));
    expect(rise.finish).not.toHaveBeenCalled();

    const offScreen = setUp(2000);
    const marquee = animation(offScreen.target, 'marquee', { endTime: Number.POSITIVE_INFINITY });
    offScreen.target.getAnimations = () => [marquee] as unknown as Animation[];
    finishIfOffScreen(offScreen.page, started(offScreen.target, 'marquee'));
    expect(marquee.finish).not.toHaveBeenCalled();
  });

  it("ends a pseudo-element's animation, not its element's of the same name", () => {
    const { target, page } = setUp(1200);
    const own = animation(target, 'rise');
    const before = animation(target, 'rise', { pseudoElement: '::before' });
    target.getAnimations = () => [own, before] as unknown as Animation[];
    finishIfOffScreen(page, started(target, 'rise', '::before'));
    expect(before.finish).toHaveBeenCalledOnce();
    expect(own.finish).not.toHaveBeenCalled();
  });
});
