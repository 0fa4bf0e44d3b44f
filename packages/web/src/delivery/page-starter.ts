/** However slow the page's last picture, the app starts by then. */
export const LATEST_START_MS = 3000;
/** How long a painted priority picture may take to be reported as the largest paint, if it ever is. */
export const LARGEST_PAINT_WAIT_MS = 300;

export interface StarterSettings {
  /** The app's first module (src/boot.ts, built). */
  boot: string;
  loadedAttribute: string;
  loaderDelayMs: number;
  latestStartMs: number;
  largestPaintWaitMs: number;
}

/**
 * A server-rendered page's only script, inline in its HTML (starter.ts, built on its own): the page is complete without
 * JavaScript, so nothing of the app is even requested before the page's largest paint, which
 * then never shares the network with it. It
 * - fades the page loader `loaderDelayMs` after the window has loaded;
 * - adds the app's first module once the page has loaded, its priority pictures (its LCP picture)
 *   are decoded and painted, and the browser has reported the largest paint (of one of those
 *   pictures, or of anything when there are none; a picture that never becomes the largest, as
 *   larger text is above it, is waited for `largestPaintWaitMs` at most); at the visitor's first
 *   interaction if that comes sooner; after `latestStartMs` at the latest; and never before the
 *   page has been parsed whole: the app hydrates the server's page, and started on a page still
 *   arriving it would find half of it, render the page itself, and the parser would then add the
 *   rest beside what it rendered;
 * - keeps animations nobody sees from running on the main thread (`finishOffScreen`,
 *   offscreen-animations.ts): an entrance animation that starts off screen ends in the frame it
 *   starts, a loop pauses while it is off screen.
 */
export function startAfterLargestPaint(
  settings: StarterSettings,
  finishOffScreen?: (page: Window & typeof globalThis) => (event: AnimationEvent) => void,
): void {
  const page = window;
  const { document } = page;
  const interactions = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  let started = false;
  const addApp = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = settings.boot;
    document.head.append(script);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of interactions) page.removeEventListener(type, start, true);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', addApp, { once: true });
    else addApp();
  };
  const reveal = () =>
    page.setTimeout(() => document.documentElement.setAttribute(settings.loadedAttribute, ''), settings.loaderDelayMs);
  const largestPaintReported = (images: Element[]) =>
    new Promise<void>((resolve) => {
      const Observer = page.PerformanceObserver;
      if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) return resolve();
      const observer = new Observer((list) => {
        const entries = list.getEntries() as LargestContentfulPaint[];
        if (entries.some((entry) => images.length === 0 || images.includes(entry.element as Element))) done();
      });
      const timer = page.setTimeout(() => done(), settings.largestPaintWaitMs);
      const done = () => {
        observer.disconnect();
        page.clearTimeout(timer);
        resolve();
      };
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    });
  const afterLargestPaint = async () => {
    const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
    await Promise.allSettled(images.map((image) => image.decode?.()));
    await new Promise((resolve) => page.requestAnimationFrame(() => page.setTimeout(resolve, 0)));
    await largestPaintReported(images);
    start();
  };
  const onLoad = () => {
    reveal();
    void afterLargestPaint();
  };
  if (finishOffScreen && 'IntersectionObserver' in page) {
    document.addEventListener('animationstart', finishOffScreen(page), { capture: true, passive: true });
  }
  if (document.readyState === 'complete') {
    onLoad();
    return;
  }
  page.addEventListener('load', onLoad, { once: true });
  for (const type of interactions) page.addEventListener(type, start, { capture: true, passive: true });
  page.setTimeout(start, settings.latestStartMs);
}
