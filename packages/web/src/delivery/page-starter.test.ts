import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_DELAY_MS } from '../site/layout/page-loader-delay.ts';
import {
  LARGEST_PAINT_WAIT_MS,
  LATEST_START_MS,
  type StarterSettings,
  startAfterLargestPaint,
} from './page-starter.ts';
import { PAGE_LOADED_ATTRIBUTE } from './page-state.ts';

const BOOT = '/assets/index-Ab12.js';
const settings: StarterSettings = {
  boot: BOOT,
  loadedAttribute: PAGE_LOADED_ATTRIBUTE,
  loaderDelayMs: LOADER_DELAY_MS,
  latestStartMs: LATEST_START_MS,
  largestPaintWaitMs: LARGEST_PAINT_WAIT_MS,
};

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

/** The browser's end of loading: the page parsed, then its load event. */
function loadPage() {
  setReadyState('complete');
  window.dispatchEvent(new Event('load'));
}

/** The app's first module, once the starter has added it. */
const bootScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].filter(
    (script) => script.getAttribute('src') === BOOT,
  );

/** A browser that reports largest paints: `report(element)` delivers one. */
function withLargestPaints() {
  const observers: Array<(entries: Array<{ element: Element | null }>) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
      observers.push((entries) => callback({ getEntries: () => entries }));
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { report: (element: Element | null) => observers.at(-1)?.([{ element }]) };
}

describe('startAfterLargestPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '';
    document.documentElement.removeAttribute(PAGE_LOADED_ATTRIBUTE);
    document.body.innerHTML = '<div id="root"><main>Server page</main></div>';
    setReadyState('loading');
  });
  afterEach(() => {
    // A starter still waiting starts now, on a parsed page, so none is left listening for the next
    // test's events.
    setReadyState('complete');
    window.dispatchEvent(new Event('pointerdown'));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('adds the app once the page has loaded, its priority picture is painted and reported as the largest paint', async () => {
    document.body.innerHTML = '<div id="root"><main><img fetchpriority="high" alt=""></main></div>';
    const image = document.querySelector('img') as HTMLImageElement;
    let decoded = () => {};
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const paints = withLargestPaints();
    startAfterLargestPaint(settings);
    loadPage();
    await vi.advanceTimersByTimeAsync(50);
    decoded();
    await vi.advanceTimersByTimeAsync(50);
    paints.report(document.querySelector('main'));
    await vi.advanceTimersByTimeAsync(0);
    expect(bootScripts()).toHaveLength(0);
    paints.report(image);
    await vi.advanceTimersByTimeAsync(0);
    expect(bootScripts()).toHaveLength(1);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(LATEST_START_MS);
    expect(bootScripts()).toHaveLength(1);
  });

  it('waits a little at most for a priority picture that never becomes the largest paint', async () => {
    document.body.innerHTML = '<div id="root"><main><img fetchpriority="high" alt=""></main></div>';
    (document.querySelector('img') as HTMLImageElement).decode = () => Promise.resolve();
    withLargestPaints();
    startAfterLargestPaint(settings);
    loadPage();
    await vi.advanceTimersByTimeAsync(LARGEST_PAINT_WAIT_MS - 10);
    expect(bootScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(bootScripts()).toHaveLength(1);
  });

  it('without priority pictures, starts at the first largest paint reported', async () => {
    const paints = withLargestPaints();
    startAfterLargestPaint(settings);
    loadPage();
    await vi.advanceTimersByTimeAsync(20);
    expect(bootScripts()).toHaveLength(0);
    paints.report(document.querySelector('main'));
    await vi.advanceTimersByTimeAsync(0);
    expect(bootScripts()).toHaveLength(1);
  });

  it('starts at the first interaction before the page has loaded', () => {
    startAfterLargestPaint(settings);
    setReadyState('interactive');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(bootScripts()).toHaveLength(1);
  });

  it('starts after the longest wait when the page never finishes loading', () => {
    startAfterLargestPaint(settings);
    setReadyState('interactive');
    vi.advanceTimersByTime(LATEST_START_MS - 1);
    expect(bootScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(bootScripts()).toHaveLength(1);
  });

  it('never starts on a page still being parsed, however long it takes or whatever the visitor does', () => {
    startAfterLargestPaint(settings);
    vi.advanceTimersByTime(LATEST_START_MS * 3);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(bootScripts()).toHaveLength(0);
    setReadyState('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(bootScripts()).toHaveLength(1);
    vi.advanceTimersByTime(LATEST_START_MS);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(bootScripts()).toHaveLength(1);
  });

  it('fades the page loader LOADER_DELAY_MS after the window has loaded, app or not', () => {
    const revealed = () => document.documentElement.hasAttribute(PAGE_LOADED_ATTRIBUTE);
    startAfterLargestPaint({ ...settings, latestStartMs: 60_000 });
    vi.advanceTimersByTime(LOADER_DELAY_MS * 4);
    expect(revealed()).toBe(false);
    loadPage();
    vi.advanceTimersByTime(LOADER_DELAY_MS - 1);
    expect(revealed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(revealed()).toBe(true);
  });
});
