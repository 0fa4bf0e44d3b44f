import { describe, expect, it, vi } from 'vitest';
import { finishOffScreenAnimations, OFF_SCREEN_ATTRIBUTE } from './offscreen-animations.ts';

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

  it('lets an animation on screen play', () => {
    const { onAnimationStart, renderFrame } = setUp();
    const onScreen = element();
    const rise = animation(onScreen, 'rise');
    onScreen.getAnimations = () => [rise] as unknown as Animation[];
    onAnimationStart(started(onScreen, 'rise'));
    renderFrame(() => true);
    expect(rise.finish).not.toHaveBeenCalled();
    expect(onScreen.hasAttribute(OFF_SCREEN_ATTRIBUTE)).toBe(false);
  });

  it('pauses a loop while it is off screen, and lets it play on screen, from then on', () => {
    const { onAnimationStart, renderFrame } = setUp();
    const strip = element();
    const marquee = animation(strip, 'marquee', { endTime: Number.POSITIVE_INFINITY });
    strip.getAnimations = () => [marquee] as unknown as Animation[];
    const button = element();
    const ripple = animation(button, 'ripple', { endTime: Number.POSITIVE_INFINITY, pseudoElement: '::before' });
    button.getAnimations = () => [ripple] as unknown as Animation[];
    onAnimationStart(started(strip, 'marquee'));
    onAnimationStart(started(button, 'ripple', '::before'));
    let onScreen = new Set<Element>([button]);
    renderFrame((target) => onScreen.has(target));
    // The first look hands the loops over to the watch that follows them.
    renderFrame((target) => onScreen.has(target));
    expect(marquee.finish).not.toHaveBeenCalled();
    expect(strip.hasAttribute(OFF_SCREEN_ATTRIBUTE)).toBe(true);
    expect(button.hasAttribute(OFF_SCREEN_ATTRIBUTE)).toBe(false);
    onScreen = new Set([strip]);
    renderFrame((target) => onScreen.has(target));
    expect(strip.hasAttribute(OFF_SCREEN_ATTRIBUTE)).toBe(false);
    expect(button.hasAttribute(OFF_SCREEN_ATTRIBUTE)).toBe(true);
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
    expect(observers.every((observer) => observer.observed.size === 0)).toBe(true);
  });
});
