import { describe, expect, it } from 'vitest';
import { isServerRendered, PRELOADS_PER_TASK, preloadPageModules } from './app-start.ts';
import { MODULES_META } from './page-state.ts';

describe('preloadPageModules', () => {
  it('adds a modulepreload link for each chunk the server named, a few per task', async () => {
    const chunks = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    document.head.innerHTML = `<meta name="${MODULES_META}" content="${chunks.join(' ')}">`;
    const links = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    const done = preloadPageModules();
    expect(PRELOADS_PER_TASK).toBeLessThan(chunks.length);
    expect(links()).toEqual(chunks.slice(0, PRELOADS_PER_TASK));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(links()).toEqual(chunks.slice(0, 2 * PRELOADS_PER_TASK));
    await done;
    expect(links()).toEqual(chunks);
  });
});

describe('isServerRendered', () => {
  it('tells a page the server rendered from the empty root the admin area renders into', () => {
    document.body.innerHTML = '<div id="root"><main>Server page</main></div>';
    expect(isServerRendered()).toBe(true);
    document.body.innerHTML = '<div id="root"></div>';
    expect(isServerRendered()).toBe(false);
  });
});
