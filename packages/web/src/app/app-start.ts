import { MODULES_META, PAGE_LOADED_ATTRIBUTE } from './page-state.ts';

const EARLY_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
/** The page loader fades this long after the window has loaded (spec public §9). */
export const LOADER_DELAY_MS = 500;
/** However slow the page's last picture, the app starts by then. */
export const LATEST_START_MS = 3000;

/**
 * Runs `start` once: at once for a page the browser renders itself (an empty root: the admin
 * area) or one that has already loaded; otherwise once the loaded page has painted (its LCP
 * picture included), when the visitor acts before that, or after LATEST_START_MS, whichever
 * comes first.
 */
export function scheduleAppStart(start: () => void, page: Window = window): void {
  const { document } = page;
  const serverRendered = Boolean(document.getElementById('root')?.firstElementChild);
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    for (const type of EARLY_INTERACTIONS) page.removeEventListener(type, startOnce, true);
    start();
  };
  if (!serverRendered || document.readyState === 'complete') {
    startOnce();
    return;
  }
  page.addEventListener('load', () => void afterPriorityImagesPaint(page).then(startOnce), { once: true });
  for (const type of EARLY_INTERACTIONS) page.addEventListener(type, startOnce, { capture: true, passive: true });
  page.setTimeout(startOnce, LATEST_START_MS);
}

/**
 * Resolves once the page's priority images (its LCP picture) are decoded and a frame has been
 * painted after them: the app's requests then never compete with the picture that paints last.
 */
async function afterPriorityImagesPaint(page: Window): Promise<void> {
  const images = [...page.document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  await Promise.allSettled(images.map((image) => image.decode?.()));
  await new Promise((resolve) => page.requestAnimationFrame(() => page.setTimeout(resolve, 0)));
}

/** Preloads the page's route chunks that the server named, to load beside the app's own. */
export function preloadPageModules(document: Document = window.document): void {
  const modules = document.querySelector<HTMLMetaElement>(`meta[name="${MODULES_META}"]`)?.content ?? '';
  for (const href of modules.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Fades the page loader LOADER_DELAY_MS after the window has loaded, by an attribute on `<html>`
 * (see page-loader.module.css): a server-rendered page shows as soon as it has loaded, not only
 * once the app has started and hydrated.
 */
export function revealPageAfterLoad(page: Window = window): void {
  const reveal = () => {
    page.setTimeout(() => page.document.documentElement.setAttribute(PAGE_LOADED_ATTRIBUTE, ''), LOADER_DELAY_MS);
  };
  if (page.document.readyState === 'complete') reveal();
  else page.addEventListener('load', reveal, { once: true });
}
