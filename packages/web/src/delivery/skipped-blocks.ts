/**
 * Set on `<html>` once the page has been rendered whole: from then on no block is skipped off
 * screen (ui/skippable.module.css), those of later pages included.
 */
export const RENDERED_WHOLE_ATTRIBUTE = 'data-rendered-whole';

/**
 * The elements a block that composes `skippable` (ui/skippable.module.css) can be: the sections of
 * the home and about pages, the cards of the lists, the footer.
 */
export const SKIPPABLE_ELEMENTS = 'main section, main article, main li, body footer';

/**
 * Renders, one per idle moment, the page's blocks that the style sheets let the browser skip
 * while they are off screen as the page starts (`content-visibility: auto`): skipped, they kept
 * the page's first layouts small, the swap to the web fonts among them. Rendered afterwards a
 * little at a time, the page is whole again for anything that looks beyond the screen (a
 * full-page capture, printing, find in page) without one long layout of it all.
 */
export function renderSkippedBlocksWhenIdle(page: Window & typeof globalThis = window): Promise<void> {
  const candidates = [...page.document.querySelectorAll<HTMLElement>(SKIPPABLE_ELEMENTS)];
  const whenIdle = (next: () => void) =>
    typeof page.requestIdleCallback === 'function'
      ? page.requestIdleCallback(next, { timeout: 1000 })
      : page.setTimeout(next, 16);
  // A block's style is read at its turn, in an idle moment: reading them all at once would
  // bring the style of the whole page up to date in one task.
  const nextSkipped = () => {
    for (let block = candidates.shift(); block; block = candidates.shift()) {
      if (block.isConnected && page.getComputedStyle(block).contentVisibility === 'auto') return block;
    }
    return undefined;
  };
  return new Promise((resolve) => {
    const renderNext = () => {
      const block = nextSkipped();
      if (block) {
        block.style.contentVisibility = 'visible';
        whenIdle(renderNext);
        return;
      }
      page.document.documentElement.setAttribute(RENDERED_WHOLE_ATTRIBUTE, '');
      resolve();
    };
    whenIdle(renderNext);
  });
}
