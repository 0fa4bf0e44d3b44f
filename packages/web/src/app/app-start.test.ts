import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LATEST_START_MS,
  LOADER_DELAY_MS,
  preloadPageModules,
  revealPageAfterLoad,
  scheduleAppStart,
} from './app-start.ts';
import { MODULES_META, PAGE_LOADED_ATTRIBUTE } from './page-state.ts';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('scheduleAppStart', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><main>Server page</main></div>';
    setReadyState('interactive');
  });
  afterEach(() => {
    vi.useRealTimers();
    setReadyState('complete');
  });

  it('waits for a server-rendered page to load and paint its priority picture, then starts once', async () => {
    document.body.innerHTML = '<div id="root"><main><img fetchpriority="high" alt=""></main></div>';
    let decoded = () => {};
    const image = document.querySelector('img') as HTMLImageElement;
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const start = vi.fn();
    scheduleAppStart(start);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(start).not.toHaveBeenCalled();
    decoded();
    await vi.advanceTimersByTimeAsync(100);
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(LATEST_START_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the first interaction before the page has loaded', () => {
    const start = vi.fn();
    scheduleAppStart(start);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the longest wait when the page never finishes loading', () => {
    const start = vi.fn();
    scheduleAppStart(start);
    vi.advanceTimersByTime(LATEST_START_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a page the browser renders itself, or one already loaded', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const clientRendered = vi.fn();
    scheduleAppStart(clientRendered);
    expect(clientRendered).toHaveBeenCalledTimes(1);

    document.body.innerHTML = '<div id="root"><main>Server page</main></div>';
    setReadyState('complete');
    const loaded = vi.fn();
    scheduleAppStart(loaded);
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});

describe('preloadPageModules', () => {
  it('adds a modulepreload link for each chunk the server named', () => {
    document.head.innerHTML = `<meta name="${MODULES_META}" content="/assets/a-1.js /assets/b-2.js">`;
    preloadPageModules();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/a-1.js', '/assets/b-2.js']);
  });
});

describe('revealPageAfterLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute(PAGE_LOADED_ATTRIBUTE);
    setReadyState('interactive');
  });
  afterEach(() => {
    vi.useRealTimers();
    setReadyState('complete');
  });

  const revealed = () => document.documentElement.hasAttribute(PAGE_LOADED_ATTRIBUTE);

  it('marks the page loaded LOADER_DELAY_MS after the window has loaded, without the app', () => {
    revealPageAfterLoad();
    vi.advanceTimersByTime(LOADER_DELAY_MS * 4);
    expect(revealed()).toBe(false);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(LOADER_DELAY_MS - 1);
    expect(revealed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(revealed()).toBe(true);
  });

  it('counts from now when the window has already loaded', () => {
    setReadyState('complete');
    revealPageAfterLoad();
    vi.advanceTimersByTime(LOADER_DELAY_MS);
    expect(revealed()).toBe(true);
  });
});
