import { afterEach, describe, expect, it } from 'vitest';

/** The inline starter's entry (starter.ts): it reads the app's first module from its own script tag. */

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });

afterEach(() => {
  setReadyState('complete');
  Reflect.deleteProperty(document, 'currentScript');
});

describe('starter', () => {
  it("adds the module its script tag names, once the visitor interacts with the page's parsed HTML", async () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"><main>Server page</main></div>';
    const tag = document.createElement('script');
    tag.dataset.boot = '/assets/boot-Ab12.js';
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => tag });
    setReadyState('interactive');
    await import('./starter.ts');
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(document.head.querySelector<HTMLScriptElement>('script[type="module"]')?.getAttribute('src')).toBe(
      '/assets/boot-Ab12.js',
    );
  });
});
