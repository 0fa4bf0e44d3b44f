import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENDERED_WHOLE_ATTRIBUTE, renderSkippedBlocksWhenIdle } from './skipped-blocks.ts';

describe('renderSkippedBlocksWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute(RENDERED_WHOLE_ATTRIBUTE);
  });

  it('renders the skipped blocks (sections, cards, the footer) one per idle moment, then marks the page whole', async () => {
    document.body.innerHTML =
      '<main><section id="a" class="skip"></section><section id="b"></section><ul><li id="c" class="skip"></li></ul></main><footer id="d" class="skip"></footer>';
    // jsdom knows no content-visibility: the style sheets' value, as a browser computes it.
    const computed = window.getComputedStyle;
    vi.stubGlobal('getComputedStyle', (element: Element) => ({
      ...computed(element),
      contentVisibility: element.classList.contains('skip') ? 'auto' : 'visible',
    }));
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const done = renderSkippedBlocksWhenIdle();
    const rendered = () => ['a', 'b', 'c', 'd'].filter((id) => document.getElementById(id)?.style.contentVisibility);
    expect(rendered()).toEqual([]);
    idle.shift()?.();
    expect(rendered()).toEqual(['a']);
    idle.shift()?.();
    expect(rendered()).toEqual(['a', 'c']);
    idle.shift()?.();
    expect(rendered()).toEqual(['a', 'c', 'd']);
    expect(document.documentElement.hasAttribute(RENDERED_WHOLE_ATTRIBUTE)).toBe(false);
    idle.shift()?.();
    await done;
    expect(document.documentElement.hasAttribute(RENDERED_WHOLE_ATTRIBUTE)).toBe(true);
    expect(idle).toEqual([]);
  });
});
