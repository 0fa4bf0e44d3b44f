import { describe, expect, it } from 'vitest';
import { isServerRendered, preloadPageModules } from './app-start.ts';
import { MODULES_META } from './page-state.ts';

describe('preloadPageModules', () => {
  it('adds a modulepreload link for each chunk the server named', () => {
    document.head.innerHTML = `<meta name="${MODULES_META}" content="/assets/a-1.js /assets/b-2.js">`;
    preloadPageModules();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/a-1.js', '/assets/b-2.js']);
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
