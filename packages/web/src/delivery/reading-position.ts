import { RENDERED_WHOLE_ATTRIBUTE, SKIPPABLE_ELEMENTS } from './skipped-blocks.ts';

/** An element on screen, and where it stood in the document when last seen. */
interface Anchor {
  element: Element;
  documentTop: number;
}

/**
 * Keeps what the visitor is reading where it is while the page still has blocks held at a
 * placeholder height (ui/skippable.module.css), which grow or shrink as they are rendered: by the
 * browser as they come near the screen, by the app a few at a time (skipped-blocks.ts).
 *
 * The browser's own scroll anchoring cannot be left to do it here. It anchors to the first block on
 * screen, which may be one still held at the top edge, whose growth then pushes the rest down; and
 * with the app running, Chromium was seen to drop its adjustment altogether when a script read the
 * layout between two frames. A visitor who jumped down a home page as the app started saw the
 * services slider pushed 224 px down on a desktop screen, 2,208 px on a phone.
 *
 * So until the page is rendered whole, the page anchors itself, to the first element on screen
 * as the browser would but passing over a block still held across the top edge, picked at each
 * scroll; when the page's size changes and that element has moved in the document, the page is
 * scrolled by as much, before the frame is painted (a ResizeObserver's turn). At the top of the
 * page nothing is anchored, as a visitor there reads from the top. Once whole, the browser's
 * anchoring is back.
 *
 * Part of the page's inline starter (starter.ts): it works before the app starts, and whether
 * or not it ever does.
 */
export function holdReadingPosition(page: Window & typeof globalThis): void {
  const { document } = page;
  const root = document.documentElement;
  if (!('ResizeObserver' in page) || root.hasAttribute(RENDERED_WHOLE_ATTRIBUTE)) return;
  let blocks: Element[] = [];
  let anchor: Anchor | undefined;

  // The outermost blocks: a card is not chosen over the section that holds it.
  const currentBlocks = () => {
    if (document.readyState === 'loading' || !blocks[0]?.isConnected) {
      blocks = [...document.querySelectorAll(SKIPPABLE_ELEMENTS)].filter(
        (block) => !block.parentElement?.closest(SKIPPABLE_ELEMENTS),
      );
    }
    return blocks;
  };
  // Held: its contents skipped, its height the placeholder's.
  const isHeld = (element: Element) =>
    element.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true }) === false;
  const documentTop = (element: Element) => element.getBoundingClientRect().top + page.scrollY;

  // The first of `elements` on screen, unless it is held across the top edge (it grows below
  // that edge, into what the visitor reads): then the next.
  const firstOnScreen = (elements: Iterable<Element>) => {
    for (const element of elements) {
      const { top, bottom, height } = element.getBoundingClientRect();
      if (height === 0 || bottom <= 0) continue;
      if (top >= page.innerHeight) return undefined;
      if (top < 0 && isHeld(element)) continue;
      return element;
    }
    return undefined;
  };
  // As the browser does: into a block across the top edge, down to what starts on screen (an
  // answer closing above the screen moves nothing on it), never into a held one.
  const pick = () => {
    anchor = undefined;
    if (page.scrollY <= 0) return;
    let element = firstOnScreen(currentBlocks());
    while (element && element.getBoundingClientRect().top < 0) {
      const inner = firstOnScreen(element.children);
      if (!inner) break;
      element = inner;
    }
    if (element) anchor = { element, documentTop: documentTop(element) };
  };
  const hold = () => {
    // At the top nothing is held: a scroll to the top ends there, whatever moved on its way.
    if (page.scrollY <= 0 || !anchor?.element.isConnected || anchor.element.getBoundingClientRect().height === 0) {
      return pick();
    }
    const moved = documentTop(anchor.element) - anchor.documentTop;
    if (Math.abs(moved) < 1) return;
    anchor.documentTop += moved;
    page.scrollTo({ top: page.scrollY + moved, behavior: 'instant' });
  };
  const onScroll = () => {
    hold();
    pick();
  };

  const resizes = new page.ResizeObserver(hold);
  const stop = () => {
    resizes.disconnect();
    whole.disconnect();
    page.removeEventListener('scroll', onScroll);
    root.style.removeProperty('overflow-anchor');
  };
  const whole = new page.MutationObserver(() => {
    if (root.hasAttribute(RENDERED_WHOLE_ATTRIBUTE)) stop();
  });
  whole.observe(root, { attributes: true, attributeFilter: [RENDERED_WHOLE_ATTRIBUTE] });
  root.style.overflowAnchor = 'none';
  // The page's height changes with any block's, the root's box with it.
  resizes.observe(root);
  page.addEventListener('scroll', onScroll, { passive: true });
}
