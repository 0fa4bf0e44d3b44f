import { describe, expect, it, vi } from 'vitest';
import { finishOffScreenAnimations } from './offscreen-animations.ts';

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

/**
 * jsdom has no IntersectionObserver either: this one answers, when the test renders a frame,
 * for each element observed since, whether it is on screen.
 */
function setUp() {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    readonly observed = new Set<Element>();
    private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void;
    constructor(callback: FakeObserver['callback']) {
      this.callback = callback;
      observers.push(this);
    }
    observe(target: Element) {
      this.observed.add(target);
    }
    unobserve(target: Element) {
      this.observed.delete(target);
    }
    frame(onScreen: (target: Element) => boolean) {
      this.callback([...this.observed].map((target) => ({ target, isIntersecting: onScreen(target) })));
    }
  }
  const page = { Element, KeyframeEffect: Effect, IntersectionObserver: FakeObserver } as unknown as Window &
    typeof globalThis;
  const onAnimationStart = finishOffScreenAnimations(page);
  const renderFrame = (onScreen: (target: Element) => boolean) => {
    for (const observer of observers) observer.frame(onScreen);
  };
  return { onAnimationStart, renderFrame, observers };
}

const started = (target: Element, animationName: string, pseudoElement = '') =>
  ({ type: 'animationstart', animationName, pseudoElement, target }) as unknown as AnimationEvent;

const element = () => document.createElement('li');

describe('finishOffScreenAnimations', () => {
  it('ends an entrance animation that started off screen, in the frame it started', () => {
    const { onAnimationStart, renderFrame } = setUp();
    const target = element();
    const rise = animation(target, 'rise');
    const other = animation(target, 'glow');
    target.getAnimations = () => [rise, other] as unknown as Animation[];
    onAnimationStart(started(target, 'rise'));
    expect(rise.finish).not.toHaveBeenCalled();
    renderFrame(() => false);
    expect(rise.finish).toHaveBeenCalledOnce();
    expect(other.finish).not.toHaveBeenCalled();
  });

  it('lets an animation on screen play, and one that loops run', () => {
    const { onAnimationStart, renderFrame } = setUp();
    const onScreen = element();
    const rise = animation(onScreen, 'rise');
    onScreen.getAnimations = () => [rise] as unknown as Animation[];
    const offScreen = element();
    const marquee = animation(offScreen, 'marquee', { endTime: Number.POSITIVE_INFINITY });
    offScreen.getAnimations = () => [marquee] as unknown as Animation[];
    onAnimationStart(started(onScreen, 'rise'));
    onAnimationStart(started(offScreen, 'marquee'));
    renderFrame((target) => target === onScreen);
    expect(rise.finish).not.toHaveBeenCalled();
    expect(marquee.finish).not.toHaveBeenCalled();
  });

  it("ends a pseudo-element's animation, not its element's of the same name", () => {
    const { onAnimationStart, renderFrame } = setUp();
    const target = element();
    const own = animation(target, 'rise');
    const before = animation(target, 'rise', { pseudoElement: '::before' });
    target.getAnimations = () => [own, before] as unknown as Animation[];
    onAnimationStart(started(target, 'rise', '::before'));
    renderFrame(() => false);
    expect(before.finish).toHaveBeenCalledOnce();
    expect(own.finish).not.toHaveBeenCalled();
  });

  it('asks once for the animations of one element started in one frame, then stops watching it', () => {
    const { onAnimationStart, renderFrame, observers } = setUp();
    const target = element();
    const rise = animation(target, 'rise');
    const before = animation(target, 'ripple', { pseudoElement: '::before' });
    const getAnimations = vi.fn(() => [rise, before] as unknown as Animation[]);
    target.getAnimations = getAnimations;
    onAnimationStart(started(target, 'rise'));
    onAnimationStart(started(target, 'ripple', '::before'));
    renderFrame(() => false);
    expect(getAnimations).toHaveBeenCalledOnce();
    expect(rise.finish).toHaveBeenCalledOnce();
    expect(before.finish).toHaveBeenCalledOnce();
    expect(observers[0]?.observed.size).toBe(0);
  });
});
